import { LoadState } from "~/components/ui/load-state";
import { Link } from "react-router";
import type { Pet } from "@shared/api/pets";
import type { SubscriptionDetail } from "@shared/api/subscriptions";
import type { Box } from "@shared/catalogue";
import { ButtonLink } from "~/components/ui/button";
import { paths } from "~/config/paths";
import { dataOrThrow } from "~/lib/api-failure";
import { useAccountData } from "~/lib/use-account-data";
import { listPets, listSubscriptions } from "../api";
import { SubscriptionCard } from "./subscription-card";

export type SubscriptionsData = {
  subscriptions: SubscriptionDetail[];
  catalogue: Box[];
  pets: Pet[] | null;
};

const FAILED = "We could not load your subscriptions just now.";

/** The cards, the boxes to swap to and the pets to change to. */
export async function loadSubscriptions(
  getCatalogue: () => Promise<Box[]>,
): Promise<SubscriptionsData> {
  const [subscriptions, catalogue, pets] = await Promise.all([
    listSubscriptions().then(dataOrThrow),
    getCatalogue(),
    // The pets only fill "Change pet"; without them the card still works.
    listPets().then((result) => (result.kind === "ok" ? result.data : null)),
  ]);
  return { subscriptions, catalogue, pets };
}

/** /account/subscriptions: one card per subscription, with loading, error and empty states. */
export function SubscriptionsView({
  load,
}: {
  /** `loadSubscriptions` with the catalogue (composed in by the route: features do not import each other). */
  load: () => Promise<SubscriptionsData>;
}) {
  const state = useAccountData(load, FAILED);

  if (state.status !== "ready") {
    return <LoadState state={state} label="Loading your subscriptions" />;
  }
  const { subscriptions, catalogue, pets } = state.data;
  if (subscriptions.length === 0) {
    return (
      <div className="rounded-3xl border border-amber-200 bg-white p-8 text-center">
        <h2 className="text-xl font-bold text-stone-900">No subscriptions yet</h2>
        <p className="mt-2 text-stone-700">
          Choose a box for your cat or dog, and it arrives every month or two.
        </p>
        <ButtonLink to={`${paths.home()}#boxes`} className="mt-6">
          Browse the boxes
        </ButtonLink>
      </div>
    );
  }
  const replace = (detail: SubscriptionDetail) =>
    state.update((data) => ({
      ...data,
      subscriptions: data.subscriptions.map((each) => (each.id === detail.id ? detail : each)),
    }));
  return (
    <div className="flex flex-col gap-6">
      {subscriptions.map((subscription) => (
        <SubscriptionCard
          key={subscription.id}
          subscription={subscription}
          catalogue={catalogue}
          pets={pets}
          onChange={replace}
        />
      ))}
      <p className="text-sm text-stone-700">
        Every box, shipped, skipped and to come, is listed under{" "}
        <Link
          to={paths.accountOrders()}
          className="font-semibold text-amber-900 underline underline-offset-2"
        >
          My orders
        </Link>
        .
      </p>
    </div>
  );
}
