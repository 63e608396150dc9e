import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { CheckoutAnswer, CheckoutInput } from "../../shared/api/checkout";
import { findBox, type Box } from "../../shared/catalogue";
import { planNeedsCard, PREPAID_NEEDS_CARD } from "../../shared/commerce/card-only";
import { consentText } from "../../shared/commerce/consent";
import { monthsBetweenDeliveries } from "../../shared/commerce/dates";
import { firstShipDate } from "../../shared/commerce/fulfilment-rules";
import { orderTotalCents, priceLine } from "../../shared/commerce/money";
import { deliveriesPerPayment, findPlan } from "../../shared/commerce/plans";
import type { Db } from "../db/client";
import type { CheckoutDeps, Customer } from "./checkout-deps";
import { ownPets, recordOrder, type StartedOrder } from "./checkout-record";
import { invalidFields, ok, type Result } from "./result";

/**
 * POST /api/checkout (decisions 093 and 175), in two steps: `startOrder` checks every line,
 * prices it from the catalogue and the plan and starts the payment, outside any transaction;
 * `recordOrder` then writes the order and all it brings in one transaction. So the payment
 * provider is never called while a transaction is open, and a provider that cannot be reached
 * (PaymentUnavailableError) leaves nothing written. A payment started for an order that is then
 * not written is abandoned.
 *
 * Refusals come back as data and store nothing.
 */
export async function placeOrder(
  db: Db,
  deps: CheckoutDeps,
  customer: Customer,
  input: CheckoutInput,
): Promise<Result<CheckoutAnswer>> {
  const started = await startOrder(db, deps, customer, input);
  if (!started.ok) return started;
  let placed: Result<CheckoutAnswer> | null = null;
  try {
    placed = await recordOrder(db, deps, customer, started.value);
    return placed;
  } finally {
    if (!placed?.ok) await abandonOrder(deps, started.value);
  }
}

/**
 * The first step: what can be refused is refused (plan, boxes, the provider's limits, the
 * customer's pets), the lines are priced, the order gets its id and number, and the payment
 * provider is asked to start paying for it, with an idempotency key of the order's id.
 */
export async function startOrder(
  db: Db,
  deps: CheckoutDeps,
  customer: Customer,
  input: CheckoutInput,
): Promise<Result<StartedOrder>> {
  const fields: Record<string, string> = {};
  const plan = findPlan(deps.plans, input.planId);
  if (!plan) fields.planId = "There is no such plan: choose one of the plans offered.";
  else if (planNeedsCard(plan, deps.payments.method)) fields.planId = PREPAID_NEEDS_CARD;
  const boxes = input.lines.map((line, index) => {
    const box = findBox(deps.catalogue, line.boxId);
    if (!box)
      fields[`lines.${index}.boxId`] = "This box is not sold any more: remove it from your cart.";
    return box;
  });
  if (!plan || Object.keys(fields).length > 0) return invalidFields(fields);
  const known = boxes as Box[];

  const perPayment = deliveriesPerPayment(plan);
  const intervals = known.map((box) => ({
    intervalMonths: monthsBetweenDeliveries[box.frequency] * perPayment,
  }));
  const providerRefusal = deps.payments.refuse(intervals);
  if (providerRefusal) return invalidFields(providerRefusal);

  // Read, not locked: recordOrder checks them again under a lock.
  const pets = await ownPets(
    db,
    customer.uid,
    input.lines.map((line, index) => ({ petId: line.petId, box: known[index]! })),
    false,
  );
  if (Object.keys(pets.fields).length > 0) return invalidFields(pets.fields);

  const now = deps.now();
  const lines = input.lines.map((line, index) => {
    const box = known[index]!;
    const pet = pets.chosen[index]!;
    return { box, pet, ...priceLine(box.price, line.quantity, plan) };
  });
  const total = orderTotalCents(lines);
  const consent = consentText({
    lines: lines.map(({ box, pet, quantity, unitPrice }) => ({
      boxName: box.name,
      petName: pet.name,
      quantity,
      frequency: box.frequency,
      unitPrice,
    })),
    plan,
    total,
    method: deps.payments.method,
  });
  const orderId = randomUUID();
  const number = await reserveOrderNumber(db);
  const start = await deps.payments.initiate({
    orderId,
    orderNumber: number,
    customerEmail: customer.email,
    total,
    lines: lines.map((line, index) => ({
      name: `${line.box.name} for ${line.pet.name}`,
      description: `${line.box.frequency} box, ${plan.name}`,
      unitAmount: line.unitPrice * line.deliveries,
      quantity: line.quantity,
      intervalMonths: intervals[index]!.intervalMonths,
    })),
  });
  return ok({
    orderId,
    number,
    plan,
    lines,
    total,
    consent,
    address: input.address,
    now,
    firstDate: firstShipDate(now, deps.timeZone),
    start,
  });
}

/** A payment started for an order that was not written can never be paid (best effort). */
export async function abandonOrder(deps: CheckoutDeps, started: StartedOrder) {
  await deps.payments.abandon?.(started.start);
}

/** The order's number, taken before the order is written, as the insert would take it. */
async function reserveOrderNumber(db: Db): Promise<number> {
  const [reserved] = await db
    .select({ number: sql<string>`nextval(pg_get_serial_sequence('orders', 'number'))::text` })
    .from(sql`(values (1)) as one (x)`);
  if (!reserved) throw new Error("no order number");
  return Number(reserved.number);
}
