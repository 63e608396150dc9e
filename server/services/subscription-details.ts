import { and, asc, eq, inArray } from "drizzle-orm";
import { allergySwapFor, type AllergenTag } from "../../shared/allergens";
import { orderNumberLabel } from "../../shared/api/orders";
import type { SubscriptionDetail, UpcomingBox } from "../../shared/api/subscriptions";
import { findBox, type Box } from "../../shared/catalogue";
import { centsFromDollars } from "../../shared/commerce/money";
import { findPlan } from "../../shared/commerce/plans";
import { compareDates, todayIn } from "../../shared/commerce/dates";
import { advance } from "../../shared/commerce/lifecycle-schedule";
import {
  canChange,
  nextChangeDeadline,
  nextDelivery,
  nothingPackedYet,
  onOrAfter,
  open,
  pricePerDelivery,
  type LifecycleState,
} from "../../shared/commerce/lifecycle-state";
import { arrivesAbout, cutoffDay } from "../../shared/commerce/fulfilment-rules";
import {
  availableActions,
  undoDeadline,
  upcomingSlots,
} from "../../shared/commerce/lifecycle-card";
import type { Db } from "../db/client";
import { inTurn } from "../db/in-turn";
import {
  addresses,
  discountCodes,
  discountCodeUses,
  orders,
  pets,
  subscriptions,
} from "../db/schema";
import { toAddress } from "./orders";
import { pendingPrices, type PriceChange } from "./price-locks";
import type { SubscriptionDeps } from "./subscription-deps";
import { deliveriesOf, prepaidBlocks, toState, type SubscriptionRow } from "./subscription-state";
import { toSubscription } from "./subscriptions";

// The portal's cards: the read model of /account/subscriptions.

/** The cards of /account/subscriptions, as the state machine sees them today (nothing written). */
export async function listSubscriptionDetails(
  db: Db,
  deps: SubscriptionDeps,
  uid: string,
): Promise<SubscriptionDetail[]> {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.uid, uid))
    .orderBy(asc(subscriptions.id));
  return details(db, deps, rows);
}

/** One card; another account's subscription, or none, is null (404). */
export async function getSubscriptionDetail(
  db: Db,
  deps: SubscriptionDeps,
  uid: string,
  id: number,
): Promise<SubscriptionDetail | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const rows = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.uid, uid)));
  const [detail] = await details(db, deps, rows);
  return detail ?? null;
}

async function details(
  db: Db,
  deps: SubscriptionDeps,
  rows: readonly SubscriptionRow[],
): Promise<SubscriptionDetail[]> {
  if (rows.length === 0) return [];
  const today = todayIn(deps.timeZone, deps.now());
  const ids = rows.map((row) => row.id);
  const [slots, blocks, orderRows, pending] = await inTurn(
    () => deliveriesOf(db, ids),
    () => prepaidBlocks(db, ids),
    () =>
      db
        .select({
          id: orders.id,
          planName: orders.planName,
          status: orders.status,
          number: orders.number,
          code: { code: discountCodes.code, percentOff: discountCodes.percentOff },
        })
        .from(orders)
        .leftJoin(discountCodeUses, eq(discountCodeUses.orderId, orders.id))
        .leftJoin(discountCodes, eq(discountCodes.id, discountCodeUses.codeId))
        .where(inArray(orders.id, [...new Set(rows.map((row) => row.orderId))])),
    () => pendingPrices(db, ids),
  );
  const cards = rows.map((row) => {
    const block = row.deliveriesLeft === null ? 0 : (blocks.get(row.id) ?? 0);
    return { row, block, state: advance(toState(row, slots.get(row.id) ?? [], block), today) };
  });
  const names = await cardNames(
    db,
    cards.map((card) => card.state),
    today,
  );
  return cards.map(({ row, block, state }) => {
    const order = orderRows.find((found) => found.id === row.orderId);
    return detailOf(deps, row, state, today, {
      names,
      planName: order?.planName ?? row.planId,
      block,
      pendingPrice: pending.get(row.id) ?? null,
      code: order?.code ?? null,
      awaitingTransfer: transferReference(order),
    });
  });
}

/** The order's reference while it waits for its bank transfer (decision 273), else null. */
export function transferReference(
  order: { status: string; number: number } | null | undefined,
): string | null {
  return order?.status === "awaiting_transfer" ? orderNumberLabel(order.number) : null;
}

type AddressRow = typeof addresses.$inferSelect;

/** The pets and addresses a card names: its own, and those of its next boxes. */
export interface CardNames {
  pets: Map<number, { id: number; name: string; species: "cat" | "dog"; allergies: AllergenTag[] }>;
  addresses: Map<number, AddressRow>;
}

/** Reads the names the cards of `states` show, in two queries whatever their number. */
export async function cardNames(
  db: Db,
  states: readonly LifecycleState[],
  today: string,
): Promise<CardNames> {
  const petIds = new Set<number>();
  const addressIds = new Set<number>();
  for (const state of states) {
    const contents = [
      state.contents,
      ...state.slots.filter((slot) => open(slot) && onOrAfter(slot, today)).map((s) => s.contents),
    ];
    for (const each of contents) {
      if (each.petId !== null) petIds.add(each.petId);
      addressIds.add(each.addressId);
    }
  }
  const [petRows, places] = await inTurn(
    () =>
      petIds.size > 0
        ? db
            .select({
              id: pets.id,
              name: pets.name,
              species: pets.species,
              allergies: pets.allergies,
            })
            .from(pets)
            .where(inArray(pets.id, [...petIds]))
        : Promise.resolve([]),
    () =>
      db
        .select()
        .from(addresses)
        .where(inArray(addresses.id, [...addressIds])),
  );
  return {
    pets: new Map(
      petRows.map((pet) => [pet.id, { ...pet, allergies: pet.allergies as AllergenTag[] }]),
    ),
    addresses: new Map(places.map((place) => [place.id, place])),
  };
}

export function detailOf(
  deps: SubscriptionDeps,
  row: SubscriptionRow,
  state: LifecycleState,
  today: string,
  found: {
    names: CardNames;
    planName: string;
    block: number;
    /** Its pending price change (decision 265), if any. */
    pendingPrice?: PriceChange | null;
    /** The discount code its order used (decision 267), if any. */
    code?: CodeName | null;
    /** Its order's reference ("PB-000042") while the order waits for its bank transfer (273). */
    awaitingTransfer?: string | null;
  },
): SubscriptionDetail {
  const address = found.names.addresses.get(state.contents.addressId);
  if (!address) throw new Error(`subscription ${row.id} has no address row`);
  const pet =
    state.contents.petId === null ? undefined : found.names.pets.get(state.contents.petId);
  const box = findBox(deps.catalogue, state.contents.boxId);
  // A pending subscription of an order waiting for its bank transfer can be cancelled (273).
  const transfer = found.awaitingTransfer ?? null;
  const actions = availableActions(state, today, transfer);
  const change = found.pendingPrice;
  // A change the customer's swap has made void meanwhile is not shown (price-locks.ts voids it).
  const pending =
    change &&
    change.boxId === state.contents.boxId &&
    change.oldUnitPriceCents === state.contents.unitPrice
      ? change
      : null;
  return {
    ...toSubscription(row),
    status: state.status,
    boxId: state.contents.boxId,
    petId: state.contents.petId,
    quantity: state.contents.quantity,
    unitPrice: state.contents.unitPrice,
    shipping: state.contents.shipping,
    frequency: state.frequency,
    deliveriesLeft: state.deliveriesLeft,
    nextDeliveryDate: nextDelivery(state, today)?.date ?? null,
    box: box
      ? { id: String(box.id), name: box.name, thumbnail: box.thumbnail, pet: box.pet }
      : null,
    pet: pet ?? null,
    plan: {
      id: row.planId,
      name: found.planName,
      deliveriesPrepaid: found.block,
      discountPercent: discountPercentOf(
        deps,
        { planId: row.planId, unitPriceCents: state.contents.unitPrice },
        box,
      ),
    },
    pricePerDelivery: pricePerDelivery(state.contents),
    ...(pending
      ? {
          pendingPrice: {
            unitPrice: pending.unitPriceCents,
            pricePerDelivery: pricePerDelivery({
              ...state.contents,
              unitPrice: pending.unitPriceCents,
            }),
            effectiveOn: pending.effectiveOn,
            firstBoxOn: pending.firstBoxOn,
          },
        }
      : {}),
    ...(row.creditCents > 0 ? { credit: row.creditCents } : {}),
    ...runningDiscount(row, state, today, found.code ?? null),
    pausedUntil: state.pausedUntil,
    endsOn: state.endsOn,
    changeUntil: nextChangeDeadline(state, today),
    undoUntil: undoDeadline(state, today),
    nothingPacked: state.status !== "cancelled" && nothingPackedYet(state, today),
    upcoming: upcomingOf(deps, state, today, found.names, pending, transfer),
    paymentIssue: row.paymentIssue === "payment_failed" ? "payment_failed" : null,
    addressId: state.contents.addressId,
    address: toAddress(address),
    actions,
  };
}

/** A discount code's name and percent, as the card says it. */
export interface CodeName {
  code: string | null;
  percentOff: number | null;
}

/**
 * A discount code still running (decisions 267, 276): its cents off each box shipping before
 * `discountEndsOn`, and how many such boxes are still to come (null when some lie past the
 * boxes written down, 12 months ahead). Nothing once no box is left to take it.
 */
function runningDiscount(
  row: SubscriptionRow,
  state: LifecycleState,
  today: string,
  code: CodeName | null,
): Pick<SubscriptionDetail, "codeDiscount"> {
  const endsOn = row.discountEndsOn;
  if (endsOn === null || row.discountCents <= 0 || state.status === "cancelled") return {};
  const perBox = Math.min(row.discountCents, state.contents.unitPrice * state.contents.quantity);
  if (perBox <= 0 || compareDates(today, endsOn) >= 0) return {};
  const ahead = state.slots.filter(
    (slot) => compareDates(slot.date, today) >= 0 && slot.status === "scheduled",
  );
  const boxesLeft = ahead.filter((slot) => compareDates(slot.date, endsOn) < 0).length;
  const last = state.slots.at(-1);
  const counted = last !== undefined && compareDates(last.date, endsOn) >= 0;
  if (counted && boxesLeft === 0) return {};
  return {
    codeDiscount: {
      code: code?.code ?? null,
      percentOff: code?.percentOff ?? null,
      perDelivery: perBox,
      endsOn,
      boxesLeft: counted ? boxesLeft : null,
    },
  };
}

/** The card's next boxes, named: what ships when, arrives about when, for whom, where, and what can be done. */
function upcomingOf(
  deps: SubscriptionDeps,
  state: LifecycleState,
  today: string,
  names: CardNames,
  pending: PriceChange | null,
  transfer: string | null,
): UpcomingBox[] {
  return upcomingSlots(state, today, 3, transfer).map(({ slot, skip, unskip }) => {
    const place = names.addresses.get(slot.contents.addressId);
    if (!place) throw new Error(`a delivery names address ${slot.contents.addressId}, not read`);
    const pet = slot.contents.petId === null ? undefined : names.pets.get(slot.contents.petId);
    const box = findBox(deps.catalogue, slot.contents.boxId);
    return {
      date: slot.date,
      arrivesAbout: arrivesAbout(slot.date, place.country),
      status: slot.status as UpcomingBox["status"],
      boxId: slot.contents.boxId,
      boxName: box?.name ?? "A box no longer sold",
      petName: pet?.name ?? null,
      address: toAddress(place),
      // A box at a new price already told (decision 265) shows the price it will cost.
      price: pricePerDelivery(
        pending &&
          slot.contents.boxId === pending.boxId &&
          compareDates(slot.date, pending.firstBoxOn) >= 0
          ? { ...slot.contents, unitPrice: pending.unitPriceCents }
          : slot.contents,
      ),
      changeUntil: canChange(slot, today) ? cutoffDay(slot.date) : null,
      // Read from the pet as it is now: an edit of its allergies shows here at once.
      allergySwap: box && pet ? allergySwapFor(box, pet.allergies) : null,
      skip,
      unskip,
    };
  });
}

/**
 * The subscription's plan discount, in whole percent: the plan's, or for a plan no longer offered
 * the discount it was bought with, read off the current price (decision 090's rounding). What a
 * swap costs comes from it, on the server and in the swap dialog alike.
 */
export function discountPercentOf(
  deps: Pick<SubscriptionDeps, "plans">,
  row: Pick<SubscriptionRow, "planId" | "unitPriceCents">,
  currentBox: Pick<Box, "price"> | undefined,
): number {
  const plan = findPlan(deps.plans, row.planId);
  if (plan) return plan.discountPercent;
  const currentList = currentBox ? centsFromDollars(currentBox.price) : 0;
  const percent = currentList > 0 ? Math.round(100 - (row.unitPriceCents * 100) / currentList) : 0;
  return Math.min(100, Math.max(0, percent));
}
