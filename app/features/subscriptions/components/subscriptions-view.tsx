import { Link, useSearchParams } from "react-router";
import type { Pet } from "@shared/api/pets";
import type { SubscriptionDetail } from "@shared/api/subscriptions";
import type { Box } from "@shared/catalogue";
import { ButtonLink } from "~/components/ui/button";
import { paths } from "~/config/paths";
import { useRevalidatedData } from "~/lib/route-data";
import { SubscriptionCard } from "./subscription-card";

/** The cards, the boxes to swap to and the pets to change to (null: "Change pet" unavailable). */
export type SubscriptionsData = {
  subscriptions: SubscriptionDetail[];
  catalogue: Box[];
  pets: Pet[] | null;
};

/**
 * /account/subscriptions: one card per subscription, or the empty state. An action's answer
 * replaces its card at once; the route then loads the cards again, so they show what is stored.
 */
export function SubscriptionsView({ data: loaded }: { data: SubscriptionsData }) {
  const [data, written] = useRevalidatedData(loaded);
  const { subscriptions, catalogue, pets } = data;
  // "?swap=7", from a pet whose allergies changed: card 7 opens its Swap box dialog.
  const [search] = useSearchParams();
  const swapFor = Number(search.get("swap"));
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
    written((current) => ({
      ...current,
      subscriptions: current.subscriptions.map((each) => (each.id === detail.id ? detail : each)),
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
          openSwap={subscription.id === swapFor}
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
