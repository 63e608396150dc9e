import { siteRoutes } from "@shared/site-routes";
import { Page } from "~/components/layout/page";
import { getCatalogue } from "~/features/catalogue/api/get-catalogue";
import { RequireAuth } from "~/features/auth/components/require-auth";
import { SubscriptionsView } from "~/features/subscriptions/components/subscriptions-view";
import { pageMeta } from "~/lib/page-title";

export const meta = () =>
  pageMeta(
    siteRoutes.accountSubscriptions.title,
    "Your PetBox subscriptions: skip, pause, swap, change or cancel them.",
  );

export default function AccountSubscriptionsScreen() {
  return (
    <RequireAuth>
      <Page
        title="My subscriptions"
        lead="Skip a box, pause, swap, change or cancel: each takes one confirmation."
        width="max-w-3xl"
      >
        <SubscriptionsView getCatalogue={getCatalogue} />
      </Page>
    </RequireAuth>
  );
}
