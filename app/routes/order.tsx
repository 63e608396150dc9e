import { siteRoutes } from "@shared/site-routes";
import { Page } from "~/components/layout/page";
import { RequireAuth } from "~/features/auth/components/require-auth";
import { pageMeta } from "~/lib/page-title";

// Placeholder while the screen is built (issues 12–13); replaced before it lands.
export const meta = () => pageMeta(siteRoutes.order.title);

export default function Screen() {
  return (
    <RequireAuth>
      <Page title="Your order" width="max-w-3xl">
        <p>Loading…</p>
      </Page>
    </RequireAuth>
  );
}
