import { eq, inArray, sql } from "drizzle-orm";
import type {
  BulkShipInput,
  FulfilmentAnswer,
  PaymentInput,
  ShipInput,
} from "../../shared/api/admin/deliveries";
import type { AllergenTag } from "../../shared/allergens";
import type { StaffMember } from "../../shared/api/admin/staff";
import { findBox, type Box } from "../../shared/catalogue";
import { todayIn } from "../../shared/commerce/dates";
import {
  deliveryState,
  fulfilmentRefusal,
  hasShipped,
  type FulfilmentAction,
} from "../../shared/commerce/delivery-state";
import { findCarrier, trackingUrl, type Carrier } from "../../shared/shop/carriers";
import type { Db } from "../db/client";
import { addresses, deliveries, orderLines, orders, pets, subscriptions } from "../db/schema";
import { recordAudit, recordAudits, type AuditRecord } from "./audit";
import { amountDue, takeCredit } from "./credits";
import { shippedMessage } from "./delivery-messages";
import { creditReferrer } from "./referrals";
import { takePackedStock } from "./stock";
import { enqueueMessages, type OutgoingMessage } from "./outbox";
import { invalidFields, ok, refuse, type Result } from "./result";

// Packing and shipping (issue 26, decision 225): a person moves a box along
// waiting → packed → shipped → delivered, or returned; for pay on delivery they record what the
// courier brought back. Each write locks the delivery's row, checks the step against the rules
// of shared/commerce/delivery-state.ts, and records who did it in the same transaction.

/** The staff member doing it, as the access layer gives it (decision 222). */
type Actor = StaffMember;

export interface FulfilmentDeps {
  catalogue: readonly Box[];
  carriers: readonly Carrier[];
  timeZone: string;
  shopUrl: string;
  now: () => Date;
}

const NOT_FOUND = "There is no such delivery.";

type Row = Awaited<ReturnType<typeof lockDeliveries>>[number];

/** The subscriptions of deliveries `ids`, locked, in id order. */
function lockSubscriptionsOf(tx: Db, ids: number[]) {
  return tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .innerJoin(deliveries, eq(deliveries.subscriptionId, subscriptions.id))
    .where(inArray(deliveries.id, ids))
    .orderBy(subscriptions.id)
    .for("update", { of: subscriptions });
}

/** The deliveries of `ids`, locked, with what the rules and the e-mail need. */
function lockDeliveries(tx: Db, ids: number[]) {
  return tx
    .select({
      delivery: deliveries,
      uid: subscriptions.uid,
      subscriptionStatus: subscriptions.status,
      orderId: orders.id,
      orderStatus: orders.status,
      provider: orders.paymentProvider,
      email: orders.customerEmail,
      orderedBoxName: orderLines.boxName,
      petName: pets.name,
      petAllergies: pets.allergies,
      address: {
        fullName: addresses.fullName,
        line1: addresses.line1,
        line2: addresses.line2,
        city: addresses.city,
        region: addresses.region,
        postalCode: addresses.postalCode,
        country: addresses.country,
      },
    })
    .from(deliveries)
    .innerJoin(subscriptions, eq(subscriptions.id, deliveries.subscriptionId))
    .innerJoin(orders, eq(orders.id, subscriptions.orderId))
    .innerJoin(orderLines, eq(orderLines.subscriptionId, subscriptions.id))
    .leftJoin(pets, eq(pets.id, deliveries.petId))
    .leftJoin(addresses, eq(addresses.id, deliveries.addressId))
    .where(inArray(deliveries.id, ids))
    .orderBy(deliveries.id)
    .for("update", { of: deliveries });
}

const factsOf = (row: Row) => ({
  status: row.delivery.status,
  fulfilment: row.delivery.fulfilment,
  date: row.delivery.date,
  pending: row.subscriptionStatus === "pending",
  awaitingTransfer: row.orderStatus === "awaiting_transfer",
});

type DeliveryRow = typeof deliveries.$inferSelect;

/** What a packer sees of a delivery: its steps and its parcel, never its payment. */
export function fulfilmentOf(
  delivery: DeliveryRow,
  pending: boolean,
  today: string,
  carrierList: readonly Carrier[],
): FulfilmentAnswer["delivery"] {
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  return {
    id: delivery.id,
    state: deliveryState(
      {
        status: delivery.status,
        fulfilment: delivery.fulfilment,
        date: delivery.date,
        pending,
      },
      today,
    ),
    packedAt: iso(delivery.packedAt),
    shippedAt: iso(delivery.shippedAt),
    deliveredAt: iso(delivery.deliveredAt),
    returnedAt: iso(delivery.returnedAt),
    carrier: delivery.carrier,
    trackingNumber: delivery.trackingNumber,
    trackingUrl:
      delivery.carrier && delivery.trackingNumber
        ? trackingUrl(delivery.carrier, delivery.trackingNumber, carrierList)
        : null,
  };
}

/** The steps' columns, as the audit log keeps them before and after. */
const stepsOf = (delivery: DeliveryRow) => ({
  fulfilment: delivery.fulfilment,
  carrier: delivery.carrier,
  trackingNumber: delivery.trackingNumber,
  packedAt: delivery.packedAt,
  shippedAt: delivery.shippedAt,
  deliveredAt: delivery.deliveredAt,
  returnedAt: delivery.returnedAt,
});

type Change = Partial<DeliveryRow>;

/** The columns an action writes, from the locked row. */
function changeFor(
  action: FulfilmentAction,
  delivery: DeliveryRow,
  now: Date,
  parcel?: { carrier: string; trackingNumber: string },
): Change {
  switch (action) {
    case "pack":
      return { fulfilment: "packed", packedAt: now };
    case "ship":
      return {
        fulfilment: "shipped",
        packedAt: delivery.packedAt ?? now,
        shippedAt: now,
        carrier: parcel?.carrier ?? null,
        trackingNumber: parcel?.trackingNumber ?? null,
      };
    case "delivered":
      return { fulfilment: "delivered", deliveredAt: now };
    case "returned":
      return { fulfilment: "returned", returnedAt: now };
  }
}

/**
 * Writes the steps' columns (all of one action, as every caller sends) in one or two statements
 * rather than one a box (decision 245): the columns every box gets alike are set together, and
 * a parcel's carrier and number, which differ, by a CASE on the id. Answers the rows written.
 */
async function writeSteps(
  tx: Db,
  steps: readonly Step[],
  byId: ReadonlyMap<number, Row>,
  now: Date,
): Promise<Map<number, DeliveryRow>> {
  const byKey = new Map<string, { set: Change; ids: number[] }>();
  for (const step of steps) {
    const row = byId.get(step.id);
    if (!row) throw new Error("a locked delivery vanished");
    const alike = changeFor(step.action, row.delivery, now);
    // A parcel's carrier and number differ from box to box: set by the CASE below.
    delete alike.carrier;
    delete alike.trackingNumber;
    // Shipping a packed box keeps its packedAt: left out, so such boxes share one statement.
    if (alike.packedAt === row.delivery.packedAt) delete alike.packedAt;
    const key = JSON.stringify(alike);
    const group = byKey.get(key) ?? { set: alike, ids: [] as number[] };
    group.ids.push(step.id);
    byKey.set(key, group);
  }
  const parcel = (field: "carrier" | "trackingNumber") => {
    const cases = steps.map((step) => sql`when ${step.id} then ${step.parcel?.[field] ?? null}`);
    return sql`case ${deliveries.id} ${sql.join(cases, sql` `)} end`;
  };
  const parcels = steps[0]?.action === "ship";
  const written = new Map<number, DeliveryRow>();
  for (const { set, ids } of byKey.values()) {
    const rows = await tx
      .update(deliveries)
      .set({
        ...set,
        ...(parcels
          ? { carrier: parcel("carrier"), trackingNumber: parcel("trackingNumber") }
          : {}),
      })
      .where(inArray(deliveries.id, ids))
      .returning();
    for (const row of rows) written.set(row.id, row);
  }
  return written;
}

interface Step {
  action: FulfilmentAction;
  id: number;
  parcel?: { carrier: string; trackingNumber: string };
}

/**
 * Does `steps` together, or none of them: every box is checked before any is written. A refusal
 * names the box by its place in the list when there are several (`items.2.id`).
 */
async function applySteps(
  db: Db,
  deps: FulfilmentDeps,
  actor: Actor,
  steps: Step[],
): Promise<Result<FulfilmentAnswer["delivery"][]>> {
  const where = (index: number, field: string) =>
    steps.length > 1 ? `items.${index}.${field}` : field;
  for (const [index, step] of steps.entries()) {
    if (step.parcel && !findCarrier(step.parcel.carrier, deps.carriers)) {
      const names = deps.carriers.map((carrier) => carrier.id).join(", ");
      return invalidFields({ [where(index, "carrier")]: `Choose one of the carriers: ${names}.` });
    }
  }
  return db.transaction(async (tx) => {
    const now = deps.now();
    const today = todayIn(deps.timeZone, now);
    const ids = steps.map((step) => step.id);
    // Shipping takes the subscription's credit (decision 240): its row first, as the lifecycle
    // locks a subscription before its deliveries, so the two never wait on each other.
    if (steps.some((step) => step.action === "ship")) await lockSubscriptionsOf(tx, ids);
    const rows = await lockDeliveries(tx, ids);
    const byId = new Map(rows.map((row) => [row.delivery.id, row]));
    for (const [index, step] of steps.entries()) {
      const row = byId.get(step.id);
      if (!row) {
        return steps.length > 1
          ? refuse("not_found", `Box ${step.id}: ${NOT_FOUND}`, { [where(index, "id")]: NOT_FOUND })
          : refuse("not_found", NOT_FOUND);
      }
      const refusal = fulfilmentRefusal(step.action, factsOf(row), today);
      if (refusal) {
        return steps.length > 1
          ? refuse("conflict", `Box ${step.id}: ${refusal}`, { [where(index, "id")]: refusal })
          : refuse("conflict", refusal);
      }
    }
    const written = await writeSteps(tx, steps, byId, now);
    // Packed now (by "pack", or by shipping straight from the shelf): off the stock (249).
    await takePackedStock(
      tx,
      deps.catalogue,
      steps.flatMap(({ id }) => {
        const row = byId.get(id);
        const after = written.get(id);
        return row && after && row.delivery.packedAt === null && after.packedAt !== null
          ? [{ delivery: after, allergies: (row.petAllergies ?? []) as AllergenTag[] }]
          : [];
      }),
      now,
    );
    const answers: FulfilmentAnswer["delivery"][] = [];
    const audits: AuditRecord[] = [];
    const messages: OutgoingMessage[] = [];
    for (const step of steps) {
      const row = byId.get(step.id);
      const shipped = written.get(step.id);
      if (!row || !shipped) throw new Error("a locked delivery vanished");
      const credited =
        step.action === "ship" && row.provider === "manual" ? await takeCredit(tx, shipped) : 0;
      if (step.action === "ship") {
        // A friend's first box shipped: their referrer's credit, once (decision 270).
        const thanks = await creditReferrer(tx, shipped.subscriptionId, now, deps.shopUrl);
        if (thanks) messages.push(thanks);
      }
      const after = { ...shipped, creditCents: shipped.creditCents + credited };
      audits.push({
        actor,
        action: `delivery.${step.action}`,
        recordType: "delivery",
        recordId: String(step.id),
        customerUid: row.uid,
        before: stepsOf(row.delivery),
        after: stepsOf(after),
      });
      const answer = fulfilmentOf(
        after,
        row.subscriptionStatus === "pending",
        today,
        deps.carriers,
      );
      if (step.action === "ship" && step.parcel) {
        const carrier = findCarrier(step.parcel.carrier, deps.carriers);
        messages.push(
          shippedMessage(
            {
              boxName: findBox(deps.catalogue, after.boxId)?.name ?? row.orderedBoxName,
              petName: row.petName,
              shippedOn: today,
              carrierName: carrier?.name ?? step.parcel.carrier,
              trackingNumber: step.parcel.trackingNumber,
              trackingUrl: answer.trackingUrl,
              address: row.address,
            },
            { uid: row.uid, email: row.email },
            deps.shopUrl,
          ),
        );
      }
      answers.push(answer);
    }
    await recordAudits(tx, audits);
    await enqueueMessages(tx, messages);
    return ok(answers);
  });
}

async function one(
  db: Db,
  deps: FulfilmentDeps,
  actor: Actor,
  step: Step,
): Promise<Result<FulfilmentAnswer["delivery"]>> {
  const result = await applySteps(db, deps, actor, [step]);
  if (!result.ok) return result;
  const [delivery] = result.value;
  if (!delivery) throw new Error("a step answered nothing");
  return ok(delivery);
}

/** Packed: picked and boxed, waiting for the carrier. */
export function packDelivery(db: Db, deps: FulfilmentDeps, actor: Actor, id: number) {
  return one(db, deps, actor, { action: "pack", id });
}

/** Shipped with a carrier and its tracking number; the customer gets "on its way". */
export function shipDelivery(
  db: Db,
  deps: FulfilmentDeps,
  actor: Actor,
  id: number,
  input: ShipInput,
) {
  return one(db, deps, actor, { action: "ship", id, parcel: input });
}

/** Several boxes shipped at once, all or none (a refusal names the first box that cannot go). */
export function shipDeliveries(db: Db, deps: FulfilmentDeps, actor: Actor, input: BulkShipInput) {
  return applySteps(
    db,
    deps,
    actor,
    input.items.map((item) => ({
      action: "ship" as const,
      id: item.id,
      parcel: { carrier: item.carrier, trackingNumber: item.trackingNumber },
    })),
  );
}

export function markDelivered(db: Db, deps: FulfilmentDeps, actor: Actor, id: number) {
  return one(db, deps, actor, { action: "delivered", id });
}

export function markReturned(db: Db, deps: FulfilmentDeps, actor: Actor, id: number) {
  return one(db, deps, actor, { action: "returned", id });
}

/**
 * For pay on delivery: paid (and how) or refused, once, for a box that has shipped. A box of a
 * card order has nothing to record here.
 */
export async function recordPayment(
  db: Db,
  deps: FulfilmentDeps,
  actor: Actor,
  id: number,
  input: PaymentInput,
) {
  return db.transaction(async (tx) => {
    const [row] = await lockDeliveries(tx, [id]);
    if (!row) return refuse("not_found", NOT_FOUND);
    const { delivery } = row;
    if (row.provider !== "manual") {
      return refuse(
        "conflict",
        "This box was paid by card: there is no payment on delivery to record.",
      );
    }
    if (!hasShipped(delivery.fulfilment)) {
      return refuse(
        "conflict",
        "This box has not shipped yet: its payment is taken when it is delivered.",
      );
    }
    if (amountDue(delivery) === 0) {
      return refuse(
        "conflict",
        "Nothing is collected for this box: it cost nothing (a free replacement, or paid by its credit).",
      );
    }
    if (delivery.paymentStatus !== null) {
      return refuse(
        "conflict",
        `This box's payment is already recorded as ${delivery.paymentStatus}.`,
      );
    }
    const now = deps.now();
    const [after] = await tx
      .update(deliveries)
      .set({
        paymentStatus: input.status,
        paymentMethod: input.status === "paid" ? (input.method ?? null) : null,
        paymentRecordedAt: now,
      })
      .where(eq(deliveries.id, id))
      .returning();
    if (!after?.paymentStatus || !after.paymentRecordedAt) {
      throw new Error("a locked delivery vanished");
    }
    const payment = (d: DeliveryRow) => ({
      paymentStatus: d.paymentStatus,
      paymentMethod: d.paymentMethod,
      paymentRecordedAt: d.paymentRecordedAt,
    });
    await recordAudit(tx, {
      actor,
      action: "delivery.payment",
      recordType: "delivery",
      recordId: String(id),
      customerUid: row.uid,
      before: payment(delivery),
      after: payment(after),
    });
    return ok({
      id,
      paymentStatus: after.paymentStatus,
      paymentMethod: after.paymentMethod,
      recordedAt: after.paymentRecordedAt.toISOString(),
    });
  });
}
