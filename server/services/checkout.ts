import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { CheckoutAnswer, CheckoutInput } from "../../shared/api/checkout";
import { findBox, type Box } from "../../shared/catalogue";
import { TERMS_VERSION, consentText } from "../../shared/commerce/consent";
import { firstDeliveryDate, monthsBetweenDeliveries, todayIn } from "../../shared/commerce/dates";
import { orderTotalCents, priceLine } from "../../shared/commerce/money";
import { deliveriesPerPayment, findPlan, type Plan } from "../../shared/commerce/plans";
import { isTransaction, type Db } from "../db/client";
import { deliveries, orderLines, orders, pets, subscriptions } from "../db/schema";
import type { PaymentProvider } from "../payments/provider";
import { rememberAddressRow } from "./addresses";
import { orderConfirmation } from "./order-messages";
import { toOrder } from "./orders";
import { enqueueMessage } from "./outbox";
import { invalidFields, ok, type Result } from "./result";
import { toSubscription } from "./subscriptions";

export interface CheckoutDeps {
  catalogue: readonly Box[];
  plans: readonly Plan[];
  payments: PaymentProvider;
  /** SHOP_TIME_ZONE: the zone whose calendar the delivery dates are in. */
  timeZone: string;
  /** The clock (tests inject one). */
  now: () => Date;
  /** The shop's public address, for links in the confirmation e-mail. */
  shopUrl: string;
}

export interface Customer {
  uid: string;
  /** The signed-in account's e-mail, where the confirmation goes; null if it has none. */
  email: string | null;
}

/**
 * POST /api/checkout, in one transaction (the caller's, if `db` is one: no savepoint, as
 * nothing is written before a refusal and a thrown error rolls the caller's back too):
 * checks every line, prices it from the catalogue and the plan, stores the address, the order,
 * its lines, one subscription per line with its first delivery, the consent, and the
 * confirmation in the outbox, then hands the order to the payment provider.
 *
 * Refusals come back as data and store nothing. A provider that cannot be reached throws
 * PaymentUnavailableError, which rolls everything back.
 */
export async function placeOrder(
  db: Db,
  deps: CheckoutDeps,
  customer: Customer,
  input: CheckoutInput,
): Promise<Result<CheckoutAnswer>> {
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

  return inOneTransaction(db, async (tx) => {
    // Shared locks: a concurrent delete of one of these pets waits for this order, then sees
    // its live subscription (pets.ts, deletePet).
    const petIds = [...new Set(input.lines.map((line) => line.petId))];
    const owned = await tx
      .select({ id: pets.id, name: pets.name, species: pets.species })
      .from(pets)
      .where(and(eq(pets.uid, customer.uid), inArray(pets.id, petIds)))
      .for("share");
    const chosen = input.lines.map((line, index) => {
      const pet = owned.find((each) => each.id === line.petId);
      const box = known[index]!;
      if (!pet) {
        fields[`lines.${index}.petId`] = "Choose one of your own pets.";
      } else if (pet.species !== box.pet) {
        fields[`lines.${index}.petId`] =
          `${box.name} is a box for ${box.pet}s: choose one of your ${box.pet}s.`;
      }
      return pet;
    });
    if (Object.keys(fields).length > 0) return invalidFields(fields);

    const now = deps.now();
    const firstDate = firstDeliveryDate(todayIn(deps.timeZone, now));
    const lines = input.lines.map((line, index) => {
      const box = known[index]!;
      const pet = chosen[index]!;
      return { box, pet, ...priceLine(box.price, line.quantity, plan) };
    });
    const total = orderTotalCents(lines);
    const method = deps.payments.method;
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
      method,
    });

    const address = await rememberAddressRow(tx, customer.uid, input.address, now);
    const addressId = address.id;
    const orderId = randomUUID();
    const [order] = await tx
      .insert(orders)
      .values({
        id: orderId,
        uid: customer.uid,
        customerEmail: customer.email,
        status: method === "card" ? "pending" : "pay_on_delivery",
        planId: plan.id,
        planName: plan.name,
        totalCents: total,
        paymentProvider: deps.payments.id,
        addressId,
        consentText: consent,
        termsVersion: TERMS_VERSION,
      })
      .returning();
    if (!order) throw new Error("order insert returned no row");

    const subscribed = await tx
      .insert(subscriptions)
      .values(
        lines.map(({ box, pet, quantity, unitPrice }) => ({
          uid: customer.uid,
          orderId,
          petId: pet.id,
          boxId: String(box.id),
          quantity,
          frequency: box.frequency,
          unitPriceCents: unitPrice,
          planId: plan.id,
          addressId,
          // A card order's subscriptions start when the payment does (webhooks.ts).
          status: method === "card" ? ("pending" as const) : ("active" as const),
          anchorDate: firstDate,
          nextDeliveryDate: firstDate,
          deliveriesLeft: plan.deliveriesPrepaid > 0 ? plan.deliveriesPrepaid : null,
        })),
      )
      .returning();
    // Box and pet name a line uniquely (the schema refuses a pair twice), so rows match by them.
    const subscriptionOf = lines.map(({ box, pet }) => {
      const row = subscribed.find((each) => each.boxId === String(box.id) && each.petId === pet.id);
      if (!row) throw new Error("subscription insert lost a line");
      return row;
    });

    const lineRows = await tx
      .insert(orderLines)
      .values(
        lines.map((line, position) => ({
          orderId,
          position,
          subscriptionId: subscriptionOf[position]!.id,
          boxId: String(line.box.id),
          boxName: line.box.name,
          petId: line.pet.id,
          petName: line.pet.name,
          quantity: line.quantity,
          frequency: line.box.frequency,
          listPriceCents: line.listPrice,
          unitPriceCents: line.unitPrice,
          deliveries: line.deliveries,
          lineTotalCents: line.lineTotal,
          firstDeliveryDate: firstDate,
        })),
      )
      .returning();
    await tx.insert(deliveries).values(
      subscriptionOf.map((row) => ({
        subscriptionId: row.id,
        sequence: 0,
        date: firstDate,
        boxId: row.boxId,
        petId: row.petId,
        quantity: row.quantity,
        addressId: row.addressId,
        unitPriceCents: row.unitPriceCents,
      })),
    );

    const start = await deps.payments.initiate({
      orderId,
      orderNumber: order.number,
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
    if (start.method === "card") {
      await tx
        .update(orders)
        .set({ paymentReference: start.reference })
        .where(eq(orders.id, orderId));
    }

    // The answer is built from the rows just written (their `returning`), not read back: the
    // payment reference set above is not part of it (decision 114).
    const stored = toOrder(
      order,
      [...lineRows].sort((a, b) => a.position - b.position),
      address,
    );
    // A card order is confirmed when Stripe says it is paid (webhooks.ts), not before.
    if (start.method === "pay_on_delivery") {
      await enqueueMessage(tx, orderConfirmation(stored, customer, deps.shopUrl));
    }
    return ok({
      order: stored,
      subscriptions: subscriptionOf.map(toSubscription),
      payment:
        start.method === "card"
          ? { method: "card" as const, redirectUrl: start.redirectUrl }
          : { method: "pay_on_delivery" as const },
    });
  });
}

/** `work` in `db` if it is a transaction already (two statements fewer than a savepoint). */
function inOneTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return isTransaction(db) ? work(db) : db.transaction(work);
}
