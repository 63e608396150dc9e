import { and, eq } from "drizzle-orm";
import type { Address } from "../../shared/api/address";
import type { ChangeInput, PauseInput } from "../../shared/api/subscriptions";
import type { CancelReason } from "../../shared/commerce/cancel-reasons";
import { findBox, type Box } from "../../shared/catalogue";
import { centsFromDollars, planPricePerDelivery } from "../../shared/commerce/money";
import { shippingPerBox, shippingZones } from "../../shared/shop/shipping-zones";
import type { DeliveryContents, LifecycleAction } from "../../shared/commerce/lifecycle-state";
import type { Db } from "../db/client";
import { addresses, gifts, pets, subscriptions } from "../db/schema";
import { rememberAddress } from "./addresses";
import { invalidFields, ok, refuse } from "./result";
import type { SubscriptionDeps } from "./subscription-deps";
import { discountPercentOf } from "./subscription-details";
import { act, type Verb } from "./subscription-runner";
import type { SubscriptionRow } from "./subscription-state";

// The customer's actions on one subscription (issue 13, decision 130), each one run of `act`.

const plain = (action: LifecycleAction): Verb => ({ prepare: () => ok({ action }) });

/** Each action as the runner takes it: the routes `begin` them in the key's transaction. */
export const verbs = {
  /** The box of `date`, or without one the next box (the jobs' and tests' shorthand). */
  skip: (date?: string) => plain({ kind: "skip", ...(date === undefined ? {} : { date }) }),
  unskip: (date?: string) => plain({ kind: "unskip", ...(date === undefined ? {} : { date }) }),
  pause: (input: PauseInput) => plain({ kind: "pause", months: input.months }),
  resume: () => plain({ kind: "resume" }),
  cancel: cancelling,
  uncancel: uncancelling,
  change: changing,
};

export function skip(db: Db, deps: SubscriptionDeps, uid: string, id: number, date?: string) {
  return act(db, deps, uid, id, verbs.skip(date));
}

export function unskip(db: Db, deps: SubscriptionDeps, uid: string, id: number, date?: string) {
  return act(db, deps, uid, id, verbs.unskip(date));
}

export function pause(db: Db, deps: SubscriptionDeps, uid: string, id: number, input: PauseInput) {
  return act(db, deps, uid, id, verbs.pause(input));
}

export function resume(db: Db, deps: SubscriptionDeps, uid: string, id: number) {
  return act(db, deps, uid, id, verbs.resume());
}

export function cancel(
  db: Db,
  deps: SubscriptionDeps,
  uid: string,
  id: number,
  reason: CancelReason | null = null,
) {
  return act(db, deps, uid, id, verbs.cancel(reason));
}

/**
 * Cancel, keeping the customer's answer to "Why are you leaving?" (issue 27) on the row, in
 * the action's transaction: a refusal takes it back with the rest. A second cancel of one
 * already cancelled keeps the first answer.
 */
function cancelling(reason: CancelReason | null = null): Verb {
  return {
    preparesWrites: true,
    async prepare(tx, row) {
      if (row.status !== "cancelled") {
        await tx
          .update(subscriptions)
          .set({ cancelReason: reason })
          .where(eq(subscriptions.id, row.id));
      }
      return ok({ action: { kind: "cancel" } });
    },
  };
}

/** Why a gift's subscription cannot be taken up again (decision 269). */
export const GIFT_ENDS =
  "This subscription is a gift that ends after its last box. To go on after it, start a subscription of your own.";

/**
 * Uncancel, except a gift's subscription (decision 269): it ends after the boxes the buyer paid
 * for, and taking it up again would renew it without the recipient's own consent and payment.
 */
function uncancelling(): Verb {
  return {
    async prepare(tx, row) {
      const [gift] = await tx
        .select({ id: gifts.id })
        .from(gifts)
        .where(eq(gifts.subscriptionId, row.id));
      return gift ? refuse("conflict", GIFT_ENDS) : ok({ action: { kind: "uncancel" } });
    },
  };
}

export function uncancel(db: Db, deps: SubscriptionDeps, uid: string, id: number) {
  return act(db, deps, uid, id, verbs.uncancel());
}

export function change(
  db: Db,
  deps: SubscriptionDeps,
  uid: string,
  id: number,
  input: ChangeInput,
) {
  return act(db, deps, uid, id, changing(deps, uid, input));
}

/**
 * PATCH: box (same species, at the plan's price), pet (the customer's own, same species),
 * quantity, delivery address (a stored one of the customer's, or a new one), from the next box
 * that can change. Field problems are 400s naming the field; what the state refuses is a 409.
 */
function changing(deps: SubscriptionDeps, uid: string, input: ChangeInput): Verb {
  return {
    preparesWrites: input.address !== undefined,
    async prepare(tx, row, state) {
      const fields: Record<string, string> = {};
      const contents: Partial<DeliveryContents> = {};
      const currentBox = findBox(deps.catalogue, state.contents.boxId);
      let frequency = state.frequency;
      let species = currentBox?.pet ?? null;

      if (input.boxId !== undefined && input.boxId !== state.contents.boxId) {
        const box = findBox(deps.catalogue, input.boxId);
        if (!box) {
          fields.boxId = "There is no such box: choose one from the catalogue.";
        } else if (species !== null && box.pet !== species) {
          fields.boxId = `Swap to another box for ${species}s: ${box.name} is a box for ${box.pet}s.`;
        } else {
          contents.boxId = String(box.id);
          contents.unitPrice = unitPriceFor(deps, row, box, currentBox);
          frequency = box.frequency;
          species = box.pet;
        }
      }
      if (input.petId !== undefined && input.petId !== state.contents.petId) {
        const [pet] = await tx
          .select({ id: pets.id, species: pets.species })
          .from(pets)
          .where(and(eq(pets.id, input.petId), eq(pets.uid, uid)))
          .for("share");
        if (!pet) fields.petId = "Choose one of your own pets.";
        else if (species !== null && pet.species !== species) {
          fields.petId = `This is a box for ${species}s: choose one of your ${species}s.`;
        } else contents.petId = pet.id;
      }
      if (input.quantity !== undefined) contents.quantity = input.quantity;
      if (input.addressId !== undefined) {
        const [place] = await tx
          .select({ id: addresses.id, country: addresses.country })
          .from(addresses)
          .where(and(eq(addresses.id, input.addressId), eq(addresses.uid, uid)));
        if (!place) fields.addressId = "Choose one of your addresses.";
        else if (!shipsTo(place.country)) {
          fields.addressId = "PetBox does not ship to this address's country any more.";
        } else {
          contents.addressId = place.id;
          contents.shipping = shippingPerBox(place.country);
        }
      }
      if (Object.keys(fields).length > 0) return invalidFields(fields);
      if (input.address !== undefined) {
        contents.addressId = await rememberAddress(tx, uid, input.address as Address, deps.now());
        // The boxes moved go at the new address's zone price (decision 213).
        contents.shipping = shippingPerBox(input.address.country);
      }
      return ok({
        action: {
          kind: "change",
          contents,
          ...(frequency !== state.frequency ? { frequency } : {}),
        },
      });
    },
  };
}

const shipsTo = (country: string) =>
  shippingZones.some((zone) => (zone.countries as string[]).includes(country));

/** The new box's price on the subscription's plan (decision 090's rounding). */
function unitPriceFor(
  deps: SubscriptionDeps,
  row: SubscriptionRow,
  box: Box,
  currentBox: Box | undefined,
) {
  const percent = discountPercentOf(deps, row, currentBox);
  return planPricePerDelivery(centsFromDollars(box.price), { discountPercent: percent });
}
