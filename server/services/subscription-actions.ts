import { and, asc, eq, gte, inArray, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Address } from "../../shared/api/address";
import type {
  ChangeInput,
  DeliveryEntry,
  PauseInput,
  SubscriptionDetail,
} from "../../shared/api/subscriptions";
import { findBox, type Box } from "../../shared/catalogue";
import {
  compareDates,
  formatCalendarDate,
  monthsBetweenDeliveries,
  todayIn,
} from "../../shared/commerce/dates";
import { centsFromDollars, discountCents, planPricePerDelivery } from "../../shared/commerce/money";
import { findPlan, type Plan } from "../../shared/commerce/plans";
import {
  advance,
  availableActions,
  decide,
  nextChangeDeadline,
  nextDelivery,
  pricePerDelivery,
  type DeliveryContents,
  type LifecycleAction,
  type LifecycleEvent,
  type LifecycleState,
} from "../../shared/commerce/subscription-lifecycle";
import { isTransaction, type Db } from "../db/client";
import { addresses, deliveries, orderLines, orders, pets, subscriptions } from "../db/schema";
import type { PaymentProvider } from "../payments/provider";
import { rememberAddress } from "./addresses";
import { listOrders, toAddress } from "./orders";
import { enqueueMessage } from "./outbox";
import { invalidFields, ok, refuse, type Result } from "./result";
import { lifecycleMessage } from "./subscription-messages";
import {
  deliveriesOf,
  loadState,
  loadStateWithBlock,
  prepaidBlocks,
  toState,
  writeState,
  type SubscriptionRow,
} from "./subscription-state";
import { toSubscription } from "./subscriptions";
import { inTurn } from "../db/in-turn";

/** What the lifecycle services need: checkout's dependencies (services/checkout.ts). */
export interface SubscriptionDeps {
  catalogue: readonly Box[];
  plans: readonly Plan[];
  payments: PaymentProvider;
  /** SHOP_TIME_ZONE: "today" for cut-offs and dates is this zone's calendar date. */
  timeZone: string;
  now: () => Date;
  /** For links in the confirmation e-mails. */
  shopUrl: string;
}

const NOT_FOUND = "There is no such subscription.";

// ---- Reading: the portal's cards ----

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
  const petIds = [...new Set(rows.flatMap((row) => (row.petId === null ? [] : [row.petId])))];
  const [slots, blocks, petRows, places, orderRows] = await inTurn(
    () => deliveriesOf(db, ids),
    () => prepaidBlocks(db, ids),
    () =>
      petIds.length > 0
        ? db
            .select({ id: pets.id, name: pets.name, species: pets.species })
            .from(pets)
            .where(inArray(pets.id, petIds))
        : Promise.resolve([]),
    () =>
      db
        .select()
        .from(addresses)
        .where(inArray(addresses.id, [...new Set(rows.map((row) => row.addressId))])),
    () =>
      db
        .select({ id: orders.id, planName: orders.planName })
        .from(orders)
        .where(inArray(orders.id, [...new Set(rows.map((row) => row.orderId))])),
  );
  return rows.map((row) => {
    const block = row.deliveriesLeft === null ? 0 : (blocks.get(row.id) ?? 0);
    const state = advance(toState(row, slots.get(row.id) ?? [], block), today);
    return detailOf(deps, row, state, today, {
      pet: petRows.find((pet) => pet.id === state.contents.petId) ?? null,
      address: places.find((place) => place.id === state.contents.addressId),
      planName: orderRows.find((order) => order.id === row.orderId)?.planName ?? row.planId,
      block,
    });
  });
}

function detailOf(
  deps: SubscriptionDeps,
  row: SubscriptionRow,
  state: LifecycleState,
  today: string,
  found: {
    pet: { id: number; name: string; species: "cat" | "dog" } | null;
    address: typeof addresses.$inferSelect | undefined;
    planName: string;
    block: number;
  },
): SubscriptionDetail {
  if (!found.address) throw new Error(`subscription ${row.id} has no address row`);
  const box = findBox(deps.catalogue, state.contents.boxId);
  const actions = availableActions(state, today);
  return {
    ...toSubscription(row),
    status: state.status,
    boxId: state.contents.boxId,
    petId: state.contents.petId,
    quantity: state.contents.quantity,
    unitPrice: state.contents.unitPrice,
    frequency: state.frequency,
    deliveriesLeft: state.deliveriesLeft,
    nextDeliveryDate: nextDelivery(state, today)?.date ?? null,
    box: box
      ? { id: String(box.id), name: box.name, thumbnail: box.thumbnail, pet: box.pet }
      : null,
    pet: found.pet,
    plan: { id: row.planId, name: found.planName, deliveriesPrepaid: found.block },
    pricePerDelivery: pricePerDelivery(state.contents),
    pausedUntil: state.pausedUntil,
    endsOn: state.endsOn,
    changeUntil: nextChangeDeadline(state, today),
    paymentIssue: row.paymentIssue === "payment_failed" ? "payment_failed" : null,
    addressId: state.contents.addressId,
    address: toAddress(found.address),
    actions,
  };
}

// ---- Acting ----

interface Prepared {
  action: LifecycleAction;
}

/**
 * One customer action, in one transaction: the subscription row is locked (FOR UPDATE), so two
 * tabs pressing Skip and Cancel at once take turns and the second decides on the first's result.
 * The state is advanced to today, the state machine decides, the difference is written, the
 * confirmation queued and the card provider told, all or nothing.
 */
async function act(
  db: Db,
  deps: SubscriptionDeps,
  uid: string,
  id: number,
  prepare: (
    tx: Db,
    row: SubscriptionRow,
    state: LifecycleState,
  ) => Promise<Result<Prepared>> | Result<Prepared>,
  /** `prepare` may write (a new address) before the state machine may still refuse. */
  preparesWrites = false,
): Promise<Result<SubscriptionDetail>> {
  if (!Number.isSafeInteger(id) || id < 1) return refuse("not_found", NOT_FOUND);
  // A refusal after something was written must roll back to a savepoint when `db` is the
  // caller's transaction (the idempotency key's, which then stores the refusal). Nothing is
  // written before a refusal unless `prepare` writes or the card provider is asked after the
  // rows (only with card payments), so otherwise the savepoint (two statements) is left out.
  const savepoint = preparesWrites || deps.payments.method === "card";
  const run = (work: (tx: Db) => Promise<Result<SubscriptionDetail>>) =>
    isTransaction(db) && !savepoint ? work(db) : db.transaction(work);
  try {
    return await run((tx) => inTransaction(tx, deps, uid, id, prepare));
  } catch (error) {
    // Refused after something was written (a new address, the rows before the card provider
    // said no): thrown so the transaction rolls back, answered as the refusal it is.
    if (error instanceof RolledBack) return refuse("conflict", error.message);
    throw error;
  }
}

class RolledBack extends Error {}

/** The action's work, in `tx` (act's transaction or savepoint). */
async function inTransaction(
  tx: Db,
  deps: SubscriptionDeps,
  uid: string,
  id: number,
  prepare: Parameters<typeof act>[4],
): Promise<Result<SubscriptionDetail>> {
  // The lock, with what does not change after checkout read in the same statement: the
  // order's e-mail, provider and plan name, and the order line's prepaid block. (A joined
  // row is read as it was when the statement began, not after waiting for the lock, so only
  // columns no other transaction writes are taken from here; decision 161.)
  const [locked] = await tx
    .select({
      row: subscriptions,
      block: orderLines.deliveries,
      order: {
        email: orders.customerEmail,
        provider: orders.paymentProvider,
        planName: orders.planName,
      },
    })
    .from(subscriptions)
    .leftJoin(orders, eq(orders.id, subscriptions.orderId))
    .leftJoin(orderLines, eq(orderLines.subscriptionId, subscriptions.id))
    .where(and(eq(subscriptions.id, id), eq(subscriptions.uid, uid)))
    .for("update", { of: subscriptions });
  if (!locked) return refuse("not_found", NOT_FOUND);
  const { row, block, order } = locked;
  const now = deps.now();
  const today = todayIn(deps.timeZone, now);
  const loaded = await loadStateWithBlock(tx, row, block);
  const current = advance(loaded, today);
  const prepared = await prepare(tx, row, current);
  if (!prepared.ok) return prepared;
  const decision = decide(current, prepared.value.action, today);
  if (!decision.ok) throw new RolledBack(decision.message);
  await writeState(tx, row, loaded, decision.state, today, now);

  // The card is built from the state just written, not read back (decision 132): only the
  // names it shows are read, the address and the pet in one query.
  const after = decision.state;
  const [named] = await tx
    .select({
      place: addresses,
      pet: { id: pets.id, name: pets.name, species: pets.species },
    })
    .from(addresses)
    .leftJoin(pets, after.contents.petId === null ? sql`false` : eq(pets.id, after.contents.petId))
    .where(eq(addresses.id, after.contents.addressId));
  const place = named?.place;
  const pet = named?.pet;
  const detail = detailOf(deps, row, after, today, {
    pet: pet ?? null,
    address: place,
    planName: order?.planName ?? row.planId,
    block: after.prepaidBlock,
  });
  const message = lifecycleMessage(
    decision.event,
    detail,
    { uid, email: order?.email ?? null },
    deps.shopUrl,
  );
  if (message) await enqueueMessage(tx, message);
  // The provider's subscription is set by the payment webhook, so it is read after the lock.
  const providerSubscription =
    order?.provider === deps.payments.id && deps.payments.method === "card"
      ? (
          await tx
            .select({ providerSubscription: orders.providerSubscription })
            .from(orders)
            .where(eq(orders.id, row.orderId))
        )[0]?.providerSubscription
      : null;
  if (providerSubscription) {
    const refusal = await reflectAtProvider(tx, deps, row, providerSubscription, {
      before: current,
      after: decision.state,
      event: decision.event,
      key: `petbox-${decision.event.kind}-${row.id}-${now.getTime()}`,
    });
    if (refusal) throw new RolledBack(refusal);
  }
  return ok(detail);
}

const plain = (action: LifecycleAction) => () => ok({ action });

export function skip(db: Db, deps: SubscriptionDeps, uid: string, id: number) {
  return act(db, deps, uid, id, plain({ kind: "skip" }));
}

export function unskip(db: Db, deps: SubscriptionDeps, uid: string, id: number) {
  return act(db, deps, uid, id, plain({ kind: "unskip" }));
}

export function pause(db: Db, deps: SubscriptionDeps, uid: string, id: number, input: PauseInput) {
  return act(db, deps, uid, id, plain({ kind: "pause", months: input.months }));
}

export function resume(db: Db, deps: SubscriptionDeps, uid: string, id: number) {
  return act(db, deps, uid, id, plain({ kind: "resume" }));
}

export function cancel(db: Db, deps: SubscriptionDeps, uid: string, id: number) {
  return act(db, deps, uid, id, plain({ kind: "cancel" }));
}

/**
 * PATCH: box (same species, at the plan's price), pet (the customer's own, same species),
 * quantity, delivery address (a stored one of the customer's, or a new one), from the next box
 * that can change. Field problems are 400s naming the field; what the state refuses is a 409.
 */
export function change(
  db: Db,
  deps: SubscriptionDeps,
  uid: string,
  id: number,
  input: ChangeInput,
) {
  return act(
    db,
    deps,
    uid,
    id,
    async (tx, row, state) => {
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
          .select({ id: addresses.id })
          .from(addresses)
          .where(and(eq(addresses.id, input.addressId), eq(addresses.uid, uid)));
        if (!place) fields.addressId = "Choose one of your addresses.";
        else contents.addressId = place.id;
      }
      if (Object.keys(fields).length > 0) return invalidFields(fields);
      if (input.address !== undefined) {
        contents.addressId = await rememberAddress(tx, uid, input.address as Address, deps.now());
      }
      return ok({
        action: {
          kind: "change",
          contents,
          ...(frequency !== state.frequency ? { frequency } : {}),
        },
      });
    },
    input.address !== undefined,
  );
}

/** The new box's price on the subscription's plan (decision 090's rounding). */
function unitPriceFor(
  deps: SubscriptionDeps,
  row: SubscriptionRow,
  box: Box,
  currentBox: Box | undefined,
) {
  const list = centsFromDollars(box.price);
  const plan = findPlan(deps.plans, row.planId);
  if (plan) return planPricePerDelivery(list, plan);
  // A plan no longer offered keeps the discount it was bought with, read off the current price.
  const currentList = currentBox ? centsFromDollars(currentBox.price) : 0;
  const percent = currentList > 0 ? Math.round(100 - (row.unitPriceCents * 100) / currentList) : 0;
  return list - discountCents(list, Math.min(100, Math.max(0, percent)));
}

// ---- The card provider (decision 104) ----

async function reflectAtProvider(
  tx: Db,
  deps: SubscriptionDeps,
  row: SubscriptionRow,
  providerSubscription: string,
  change: {
    before: LifecycleState;
    after: LifecycleState;
    event: LifecycleEvent;
    key: string;
  },
): Promise<string | null> {
  const provider = deps.payments;
  const [line] = await tx
    .select({ position: orderLines.position })
    .from(orderLines)
    .where(eq(orderLines.subscriptionId, row.id));
  if (!line) return null;
  const ref = {
    subscription: providerSubscription,
    position: line.position,
    idempotencyKey: change.key,
  };
  const { before, after, event } = change;

  if (event.kind === "cancelled") {
    const others = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.orderId, row.orderId),
          ne(subscriptions.id, row.id),
          ne(subscriptions.status, "cancelled"),
        ),
      );
    await provider.endLine?.(ref, { lastLiveLine: others.length === 0 });
    return null;
  }
  if (event.kind === "changed") {
    const priced = pricePerDelivery(before.contents) !== pricePerDelivery(after.contents);
    if (priced || before.frequency !== after.frequency) {
      const box = findBox(deps.catalogue, after.contents.boxId);
      const [pet] =
        after.contents.petId === null
          ? []
          : await tx
              .select({ name: pets.name })
              .from(pets)
              .where(eq(pets.id, after.contents.petId));
      const perPayment = after.prepaidBlock > 0 ? after.prepaidBlock : 1;
      return (
        (await provider.changeLine?.(ref, {
          name: `${box?.name ?? "PetBox box"}${pet ? ` for ${pet.name}` : ""}`,
          unitAmount: after.contents.unitPrice * perPayment,
          quantity: after.contents.quantity,
          intervalMonths: monthsBetweenDeliveries[after.frequency] * perPayment,
          rhythmStartsOn: before.frequency !== after.frequency ? event.from : null,
        })) ?? null
      );
    }
    return null;
  }
  // Pay per box: a box held back by a skip or pause is taken off the next payment; one brought
  // back is added again. Prepaid boxes are paid already and only move later.
  if (after.deliveriesLeft !== null) return null;
  const held = (state: LifecycleState) =>
    new Map(
      state.slots
        .filter((slot) => slot.status === "skipped" || slot.status === "paused")
        .map((slot) => [slot.sequence, pricePerDelivery(slot.contents)]),
    );
  const wasHeld = held(before);
  const isHeld = held(after);
  let amount = 0;
  for (const [sequence, price] of isHeld) if (!wasHeld.has(sequence)) amount -= price;
  for (const [sequence, price] of wasHeld) if (!isHeld.has(sequence)) amount += price;
  if (amount !== 0) {
    const what =
      event.kind === "skipped" || event.kind === "unskipped"
        ? `box of ${formatCalendarDate(event.date)}`
        : "paused boxes";
    await provider.adjustNextPayment?.(
      ref,
      amount,
      `${amount < 0 ? "Not sent" : "Sent after all"}: ${what}`,
    );
  }
  return null;
}

// ---- What the card provider tells us (decision 104) ----

/**
 * The provider's subscription renewing `orderId` was cancelled there (by the owner in Stripe's
 * dashboard, or after failed renewals): each live subscription of the order is cancelled as if
 * the customer had, ending after the boxes already paid for, with the confirmation. The caller
 * runs it in the webhook's transaction.
 */
export async function cancelOrderFromProvider(db: Db, deps: SubscriptionDeps, orderId: string) {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(
      and(eq(subscriptions.orderId, orderId), inArray(subscriptions.status, ["active", "paused"])),
    )
    .orderBy(asc(subscriptions.id))
    .for("update");
  const now = deps.now();
  const today = todayIn(deps.timeZone, now);
  for (const row of rows) {
    const loaded = await loadState(db, row);
    const decision = decide(advance(loaded, today), { kind: "cancel" }, today);
    if (!decision.ok) continue;
    await writeState(db, row, loaded, decision.state, today, now);
    const detail = await getSubscriptionDetail(db, deps, row.uid, row.id);
    const [order] = await db
      .select({ email: orders.customerEmail })
      .from(orders)
      .where(eq(orders.id, orderId));
    const message =
      detail &&
      lifecycleMessage(
        decision.event,
        detail,
        { uid: row.uid, email: order?.email ?? null },
        deps.shopUrl,
      );
    if (message) await enqueueMessage(db, message);
  }
  return rows.length;
}

// ---- Advancing (the daily job) ----

/**
 * Brings one subscription up to today (boxes shipped, blocks renewed, pauses ended, the horizon
 * filled) and marks it advanced. The caller holds its lock.
 */
export async function advanceSubscription(db: Db, row: SubscriptionRow, today: string, now: Date) {
  const loaded = await loadState(db, row);
  await writeState(db, row, loaded, advance(loaded, today), today, now);
}

/**
 * Advances up to `limit` subscriptions not yet brought up to `today`, in one transaction, and
 * answers how many. Rows are claimed FOR UPDATE SKIP LOCKED: another server's pass, or a
 * customer's action (which advances the subscription itself), has the others.
 */
export function advanceDue(db: Db, today: string, now: Date, limit: number): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(subscriptions)
      .where(
        and(
          ne(subscriptions.status, "pending"),
          or(isNull(subscriptions.advancedOn), lt(subscriptions.advancedOn, today)),
          // A cancelled subscription needs advancing only while it has boxes to ship.
          or(
            ne(subscriptions.status, "cancelled"),
            isNull(subscriptions.advancedOn),
            gte(subscriptions.endsOn, subscriptions.advancedOn),
          ),
        ),
      )
      .orderBy(asc(subscriptions.id))
      .limit(limit)
      .for("update", { skipLocked: true });
    for (const row of rows) await advanceSubscription(tx, row, today, now);
    return rows.length;
  });
}

/** Every subscription up to today, batch after batch. */
export async function advanceAllDue(db: Db, today: string, now: Date, batch = 50) {
  let total = 0;
  for (let n = batch; n === batch; total += n) n = await advanceDue(db, today, now, batch);
  return total;
}

// ---- /account/orders ----

/**
 * Every order and every delivery of the account, newest first: boxes shipped, skipped, paused,
 * and those to come up to each subscription's next one (later ones are the same box again and
 * again; the cards show them). A box whose day has passed counts as shipped even before the
 * daily job has marked it.
 */
export async function accountHistory(db: Db, deps: SubscriptionDeps, uid: string) {
  const today = todayIn(deps.timeZone, deps.now());
  const [orderList, rows] = await inTurn(
    () => listOrders(db, uid),
    () =>
      db
        .select({
          id: deliveries.id,
          subscriptionId: deliveries.subscriptionId,
          orderId: subscriptions.orderId,
          subscriptionStatus: subscriptions.status,
          date: deliveries.date,
          status: deliveries.status,
          boxId: deliveries.boxId,
          quantity: deliveries.quantity,
          unitPrice: deliveries.unitPriceCents,
          petName: pets.name,
          orderedBoxName: orderLines.boxName,
        })
        .from(deliveries)
        .innerJoin(subscriptions, eq(subscriptions.id, deliveries.subscriptionId))
        .innerJoin(orderLines, eq(orderLines.subscriptionId, subscriptions.id))
        .leftJoin(pets, eq(pets.id, deliveries.petId))
        .where(eq(subscriptions.uid, uid))
        .orderBy(asc(deliveries.subscriptionId), asc(deliveries.sequence)),
  );
  const nextOf = new Map<number, string>();
  for (const row of rows) {
    if (
      row.status === "scheduled" &&
      compareDates(row.date, today) >= 0 &&
      !nextOf.has(row.subscriptionId)
    ) {
      nextOf.set(row.subscriptionId, row.date);
    }
  }
  const entries: DeliveryEntry[] = [];
  for (const row of rows) {
    const past = compareDates(row.date, today) < 0;
    const next = nextOf.get(row.subscriptionId);
    if (next !== undefined && compareDates(row.date, next) > 0) continue;
    const shipped = row.status === "scheduled" && past && row.subscriptionStatus !== "pending";
    entries.push({
      id: row.id,
      subscriptionId: row.subscriptionId,
      orderId: row.orderId,
      date: row.date,
      status: shipped ? "shipped" : row.status,
      boxId: row.boxId,
      boxName: findBox(deps.catalogue, row.boxId)?.name ?? row.orderedBoxName,
      petName: row.petName,
      quantity: row.quantity,
      unitPrice: row.unitPrice,
    });
  }
  entries.sort((a, b) => compareDates(b.date, a.date) || b.id - a.id);
  return { orders: orderList, deliveries: entries };
}
