import { Page } from "~/components/layout/page";
import { pageTitle } from "~/lib/page-title";
import { RequireAuth } from "~/features/auth/components/require-auth";

export const meta = () => [{ title: pageTitle("My profile") }];

export default function Screen() {
  return (
    <RequireAuth>
      <Page title="My profile" lead="Your account details." />
    </RequireAuth>
  );
}
