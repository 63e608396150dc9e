import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { allergenConflicts, swapSentence, type AllergenTag } from "../../shared/allergens";
import type { CheckoutAnswer, CheckoutInput } from "../../shared/api/checkout";
import { findBox, type Box } from "../../shared/catalogue";
import { consentText } from "../../shared/commerce/consent";
import { codeConsentLines } from "../../shared/commerce/consent-code";
import {
  discountEndsOn,
  firstPaymentDiscounts,
  perDeliveryDiscounts,
} from "../../shared/commerce/code-discount";
import { monthsBetweenDeliveries, todayIn } from "../../shared/commerce/dates";
import { firstShipDate } from "../../shared/commerce/fulfilment-rules";
import { boxesPaidFor, formatCents, orderTotalCents, priceLine } from "../../shared/commerce/money";
import { shippingPerBox as shippingPerBoxTo } from "../../shared/shop/shipping-zones";
import { deliveriesPerPayment, findPlan } from "../../shared/commerce/plans";
import type { Db } from "../db/client";
import type { CheckoutDeps, Customer } from "./checkout-deps";
import { ownPets, recordOrder, type OrderCode, type StartedOrder } from "./checkout-record";
import { termsOf, usableCode } from "./codes";
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

  const swaps = allergySwaps(input, known, pets.chosen);
  if (Object.keys(swaps.fields).length > 0) return invalidFields(swaps.fields);

  const now = deps.now();
  const lines = input.lines.map((line, index) => {
    const box = known[index]!;
    const { allergies: _allergies, ...pet } = pets.chosen[index]!;
    return {
      box,
      pet,
      allergySwap: swaps.confirmed[index] ?? null,
      ...priceLine(box.price, line.quantity, plan),
    };
  });
  // Shipping by the address's zone (decision 213), never from the browser.
  const shippingPerBox = shippingPerBoxTo(input.address.country);
  const firstDate = firstShipDate(now, deps.timeZone);
  // A code is checked here and again, locked, where its use is claimed (recordOrder).
  let code: OrderCode | null = null;
  if (input.code) {
    const usable = await usableCode(db, {
      code: input.code,
      uid: customer.uid,
      planId: plan.id,
      boxIds: lines.map((line) => String(line.box.id)),
      today: todayIn(deps.timeZone, now),
      lock: false,
    });
    if (!usable.ok) return invalidFields({ code: usable.reason });
    const terms = termsOf(usable.row);
    const discountLines = lines.map((line) => ({ ...line, boxId: String(line.box.id) }));
    const firstPayment = firstPaymentDiscounts(terms, discountLines);
    code = {
      id: usable.row.id,
      code: usable.row.code,
      months: terms.firstBoxOnly ? null : terms.months,
      perDelivery: perDeliveryDiscounts(terms, discountLines),
      firstPayment,
      endsOn: lines.map((line, index) =>
        discountEndsOn(terms, firstDate, intervals[index]!.intervalMonths),
      ),
      total: firstPayment.reduce((sum, cents) => sum + cents, 0),
    };
  }
  const discount = code?.total ?? 0;
  const total = orderTotalCents(lines, shippingPerBox) - discount;
  const consentLines = lines.map(({ box, pet, quantity, unitPrice }) => ({
    boxName: box.name,
    petName: pet.name,
    quantity,
    frequency: box.frequency,
    unitPrice,
  }));
  const consent = consentText({
    lines: consentLines,
    plan,
    total,
    method: deps.payments.method,
    shippingPerBox,
    codeLines: code && code.total > 0 ? codeConsentLines(consentLines, code, plan) : [],
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
      description: `${line.box.frequency} box, ${plan.name}${shippingPerBox > 0 ? `, shipping ${formatCents(shippingPerBox)} a box included` : ""}`,
      // Each box's shipping rides on its line, so a renewal charges it too.
      unitAmount: (line.unitPrice + shippingPerBox) * line.deliveries,
      quantity: line.quantity,
      intervalMonths: intervals[index]!.intervalMonths,
    })),
    ...(code && code.total > 0
      ? { discount: { amount: code.total, code: code.code, months: code.months } }
      : {}),
  });
  return ok({
    orderId,
    number,
    plan,
    lines,
    total,
    shippingPerBox,
    shipping: shippingPerBox * boxesPaidFor(lines),
    consent,
    address: input.address,
    now,
    firstDate,
    start,
    code,
  });
}

/**
 * Each line's allergy swap (decision 215): a box holding something its pet is allergic to is
 * refused, naming the line, unless the customer confirmed exactly the swap the shop will make
 * for the pet as it is now. A confirmation a line no longer needs is not stored.
 */
function allergySwaps(
  input: CheckoutInput,
  boxes: readonly Box[],
  pets: readonly ({ name: string; allergies: string[] } | undefined)[],
) {
  const fields: Record<string, string> = {};
  const confirmed = input.lines.map((line, index) => {
    const box = boxes[index]!;
    const pet = pets[index]!;
    const conflicts = allergenConflicts(box, pet.allergies as AllergenTag[]);
    if (conflicts.length === 0) return null;
    const swap = swapSentence(conflicts);
    if (line.allergySwap === swap) return swap;
    const tags = [...new Set(conflicts.flatMap((each) => each.tags))].join(" and ");
    fields[`lines.${index}.allergySwap`] =
      `${box.name} for ${pet.name}: ${pet.name} is allergic to ${tags}. Choose another box, or confirm that ${swap}.`;
    return null;
  });
  return { confirmed, fields };
}

/** A payment started for an order that was not written can never be paid (best effort). */
export async function abandonOrder(deps: CheckoutDeps, started: StartedOrder) {
  await deps.payments.abandon?.(started.start);
}

/** The order's number, taken before the order is written, as the insert would take it. */
export async function reserveOrderNumber(db: Db): Promise<number> {
  const [reserved] = await db
    .select({ number: sql<string>`nextval(pg_get_serial_sequence('orders', 'number'))::text` })
    .from(sql`(values (1)) as one (x)`);
  if (!reserved) throw new Error("no order number");
  return Number(reserved.number);
}
