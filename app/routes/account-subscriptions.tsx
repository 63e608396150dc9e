import type { Route } from "./+types/account-subscriptions";
import { listPets } from "~/api/pets";
import { listSubscriptions } from "~/api/subscriptions";
import { SignedInDataPage } from "~/features/auth/components/require-auth";
import { storedUid } from "~/features/auth/stored-session";
import { getCatalogue } from "~/features/catalogue/api/get-catalogue";
import {
  SubscriptionsView,
  type SubscriptionsData,
} from "~/features/subscriptions/components/subscriptions-view";
import { routeMeta } from "~/lib/page-title";
import { accountData } from "~/lib/route-data";

export const meta = routeMeta(
  "accountSubscriptions",
  "Your PetBox subscriptions: skip, pause, swap, change or cancel them.",
);

/** The cards, the boxes to swap to and the pets to change to. */
async function loadSubscriptions(): Promise<SubscriptionsData> {
  const [subscriptions, catalogue, pets] = await Promise.all([
    listSubscriptions(),
    getCatalogue(),
    // The pets only fill "Change pet"; without them the card still works.
    listPets().catch(() => null),
  ]);
  return { subscriptions, catalogue, pets };
}

/** The cards' data is asked for at once, with the stored session's token (lib/route-data.ts). */
export function clientLoader() {
  return { subscriptions: accountData(storedUid(), loadSubscriptions) };
}

export default function AccountSubscriptionsScreen({ loaderData }: Route.ComponentProps) {
  return (
    <SignedInDataPage
      title="My subscriptions"
      lead="Skip a box, pause, swap, change or cancel: each takes one confirmation."
      width="max-w-3xl"
      data={loaderData.subscriptions}
      loading="Loading your subscriptions"
    >
      {(data) => <SubscriptionsView data={data} />}
    </SignedInDataPage>
  );
}
