import { siteRoutes } from "@shared/site-routes";
import { Page } from "~/components/layout/page";
import { RequireAuth } from "~/features/auth/components/require-auth";
import { AccountHistory } from "~/features/subscriptions/components/account-history";
import { pageMeta } from "~/lib/page-title";

export const meta = () =>
  pageMeta(
    siteRoutes.accountOrders.title,
    "Your PetBox orders and every delivery: scheduled, skipped and shipped.",
  );

export default function AccountOrdersScreen() {
  return (
    <RequireAuth>
      <Page
        title="My orders"
        lead="Every order and every delivery, newest first."
        width="max-w-3xl"
      >
        <AccountHistory />
      </Page>
    </RequireAuth>
  );
}
