import { siteRoutes } from "@shared/site-routes";
import { Page } from "~/components/layout/page";
import { getCatalogue } from "~/features/catalogue/api/get-catalogue";
import { useAuth } from "~/features/auth/auth-provider";
import { RequireAuth } from "~/features/auth/components/require-auth";
import { storedUid } from "~/features/auth/stored-session";
import {
  loadSubscriptions,
  SubscriptionsView,
} from "~/features/subscriptions/components/subscriptions-view";
import { prefetchAccountData, takeAccountData } from "~/lib/account-prefetch";
import { pageMeta } from "~/lib/page-title";

const load = () => loadSubscriptions(getCatalogue);

/** The cards' data is asked for at once, with the stored session's token (lib/account-prefetch.ts). */
export function clientLoader() {
  prefetchAccountData("subscriptions", storedUid(), load);
  return null;
}

export const meta = () =>
  pageMeta(
    siteRoutes.accountSubscriptions.title,
    "Your PetBox subscriptions: skip, pause, swap, change or cancel them.",
  );

export default function AccountSubscriptionsScreen() {
  const uid = useAuth().user?.uid;
  return (
    <RequireAuth>
      <Page
        title="My subscriptions"
        lead="Skip a box, pause, swap, change or cancel: each takes one confirmation."
        width="max-w-3xl"
      >
        <SubscriptionsView load={() => takeAccountData("subscriptions", uid, load)} />
      </Page>
    </RequireAuth>
  );
}
