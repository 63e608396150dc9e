import { Page } from "~/components/layout/page";
import { pageTitle } from "~/lib/page-title";
import { RequireAuth } from "~/features/auth/components/require-auth";

export const meta = () => [{ title: pageTitle("Box details") }];

export default function Screen() {
  return (
    <RequireAuth>
      <Page title="Box details" lead="Everything inside the box." />
    </RequireAuth>
  );
}
