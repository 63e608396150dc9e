import type { AffectedBox } from "../../shared/api/pet-answers";
import type { Db } from "../db/client";
import { listSubscriptionDetails } from "./subscription-details";
import type { SubscriptionDeps } from "./subscription-deps";

/**
 * The upcoming boxes of a pet's live subscriptions that hold something it is allergic to now,
 * each with the swap the shop will make (decision 216). Read from the portal's own cards, so
 * the pets page and /account/subscriptions say the same about the same boxes.
 */
export async function boxesAffectedBy(
  db: Db,
  deps: SubscriptionDeps,
  uid: string,
  petId: number,
): Promise<AffectedBox[]> {
  const cards = await listSubscriptionDetails(db, deps, uid);
  return cards
    .filter((card) => card.petId === petId && card.status !== "cancelled")
    .flatMap((card) =>
      card.upcoming
        // A box still being packed for another pet (a change of pet) is not this pet's.
        .filter((box) => box.status === "scheduled" && box.petName === card.pet?.name)
        .flatMap((box) =>
          box.allergySwap === null
            ? []
            : [
                {
                  subscriptionId: card.id,
                  date: box.date,
                  boxId: box.boxId,
                  boxName: box.boxName,
                  allergySwap: box.allergySwap,
                  canSwapBox: card.actions.change?.allowed === true,
                },
              ],
        ),
    );
}
