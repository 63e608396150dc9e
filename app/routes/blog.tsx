import { Page } from "~/components/layout/page";
import { pageTitle } from "~/lib/page-title";
import { RequireAuth } from "~/features/auth/components/require-auth";

export const meta = () => [{ title: pageTitle("Support Local Heroes") }];

export default function Screen() {
  return (
    <RequireAuth>
      <Page title="Support Local Heroes" lead="Meet the makers behind our boxes." />
    </RequireAuth>
  );
}
