import { and, eq, inArray } from "drizzle-orm";
import type { Address } from "../../shared/api/address";
import { orderNumberLabel } from "../../shared/api/orders";
import { shopBankDetails } from "../../shared/shop/bank-details";
import type { CheckoutAnswer } from "../../shared/api/checkout";
import type { Box } from "../../shared/catalogue";
import { paidByTransfer } from "../../shared/commerce/card-only";
import { TERMS_VERSION } from "../../shared/commerce/consent";
import type { Plan } from "../../shared/commerce/plans";
import { inOneTransaction, type Db } from "../db/client";
import { deliveries, orderLines, orders, pets, subscriptions } from "../db/schema";
import type { PaymentStart } from "../payments/provider";
import { todayIn } from "../../shared/commerce/dates";
import { rememberAddressRow } from "./addresses";
import { recordCodeUse, usableCode } from "./codes";
import { placeAccountCredits } from "./referrals";
import type { CheckoutDeps, Customer } from "./checkout-deps";
import { newOrderMessages } from "./order-messages";
import { toOrder } from "./orders";
import { enqueueMessage } from "./outbox";
import { invalidFields, ok, type Result } from "./result";
import { toSubscription } from "./subscriptions";

// Checkout's second step (decision 175): the order the payment provider has started, written
// with everything it brings in one transaction.

export interface PricedLine {
  box: Box;
  pet: { id: number; name: string; species: "cat" | "dog" };
  /** The allergy swap the customer confirmed (decision 215), or null when none is needed. */
  allergySwap: string | null;
  listPrice: number;
  unitPrice: number;
  quantity: number;
  deliveries: number;
  lineTotal: number;
}

/** A discount code an order uses (decision 267): what it takes off, line by line, in cents. */
export interface OrderCode {
  id: number;
  code: string;
  /** Every box for this many months; null for first box only. */
  months: number | null;
  /** Each line's cents off one of its box deliveries: its subscription's discount. */
  perDelivery: number[];
  /** Each line's cents off the first payment. */
  firstPayment: number[];
  /** Each line's first day without the discount. */
  endsOn: string[];
  /** Σ firstPayment: what the order's total was given. */
  total: number;
}

/** An order checked, priced and started at the payment provider, not written yet. */
export interface StartedOrder {
  orderId: string;
  /** Reserved for it, so the provider could be told it ("PB-000042"). */
  number: number;
  plan: Plan;
  lines: PricedLine[];
  /** The first payment, shipping included. */
  total: number;
  /** Shipping one box to the address (its zone's price), and the shipping in `total`. */
  shippingPerBox: number;
  shipping: number;
  consent: string;
  address: Address;
  /** When it was placed: the first delivery's date and the address's last use. */
  now: Date;
  firstDate: string;
  start: PaymentStart;
  /** The discount code, checked; its use is claimed when the order is written. */
  code: OrderCode | null;
}

/**
 * The customer's pets among `petIds`, and each line's field problem (not theirs, or a box for
 * another species). `share` locks them: a concurrent delete of one of these pets waits for this
 * order, then sees its live subscription (pets.ts, deletePet).
 */
export async function ownPets(
  db: Db,
  uid: string,
  lines: readonly { petId: number; box: Box }[],
  share: boolean,
) {
  const petIds = [...new Set(lines.map((line) => line.petId))];
  const query = db
    .select({ id: pets.id, name: pets.name, species: pets.species, allergies: pets.allergies })
    .from(pets)
    .where(and(eq(pets.uid, uid), inArray(pets.id, petIds)));
  const owned = await (share ? query.for("share") : query);
  const fields: Record<string, string> = {};
  const chosen = lines.map(({ petId, box }, index) => {
    const pet = owned.find((each) => each.id === petId);
    if (!pet) {
      fields[`lines.${index}.petId`] = "Choose one of your own pets.";
    } else if (pet.species !== box.pet) {
      fields[`lines.${index}.petId`] =
        `${box.name} is a box for ${box.pet}s: choose one of your ${box.pet}s.`;
    }
    return pet;
  });
  return { chosen, fields };
}

/**
 * One transaction (the caller's, if `db` is one: no savepoint, as nothing is written before a
 * refusal and a thrown error rolls the caller's back too): the address, the order with its
 * payment reference, its lines, one subscription per line with its first delivery, the consent,
 * and for pay on delivery the confirmation in the outbox. A pet gone since the order was checked
 * is refused as then, and nothing is stored.
 */
export function recordOrder(
  db: Db,
  deps: CheckoutDeps,
  customer: Customer,
  started: StartedOrder,
): Promise<Result<CheckoutAnswer>> {
  return inOneTransaction(db, async (tx) => {
    const { orderId, plan, lines, now, firstDate, start } = started;
    // A prepaid plan without cards waits for its bank transfer (decision 273): the order
    // `awaiting_transfer`, its subscriptions `pending` (off the packing list) until staff record
    // the payment (transfers.ts), which starts them from that day.
    const transfer = start.method !== "card" && paidByTransfer(plan, deps.payments.method);
    const { fields } = await ownPets(
      tx,
      customer.uid,
      lines.map((line) => ({ petId: line.pet.id, box: line.box })),
      true,
    );
    if (Object.keys(fields).length > 0) return invalidFields(fields);
    // The code's row locked, its limits counted again: two orders claiming its last use take
    // turns here, and the second is refused before anything is written.
    const code = started.code;
    if (code) {
      const usable = await usableCode(tx, {
        code: code.code,
        uid: customer.uid,
        planId: plan.id,
        boxIds: lines.map((line) => String(line.box.id)),
        today: todayIn(deps.timeZone, now),
        lock: true,
      });
      if (!usable.ok) return invalidFields({ code: usable.reason });
    }

    const address = await rememberAddressRow(tx, customer.uid, started.address, now);
    const addressId = address.id;
    const [order] = await tx
      .insert(orders)
      .values({
        id: orderId,
        number: started.number,
        uid: customer.uid,
        customerEmail: customer.email,
        status:
          start.method === "card" ? "pending" : transfer ? "awaiting_transfer" : "pay_on_delivery",
        planId: plan.id,
        planName: plan.name,
        totalCents: started.total,
        shippingCents: started.shipping,
        discountCents: code?.total ?? 0,
        paymentProvider: deps.payments.id,
        paymentReference: start.method === "card" ? start.reference : null,
        addressId,
        consentText: started.consent,
        termsVersion: TERMS_VERSION,
        // The API's clock, as every date the order leads to (the owner's numbers count by it).
        createdAt: now,
      })
      .returning();
    if (!order) throw new Error("order insert returned no row");
    if (code) {
      await recordCodeUse(tx, {
        codeId: code.id,
        orderId,
        uid: customer.uid,
        discountCents: code.total,
        now,
      });
    }

    const subscribed = await tx
      .insert(subscriptions)
      .values(
        lines.map(({ box, pet, quantity, unitPrice }, index) => ({
          uid: customer.uid,
          orderId,
          petId: pet.id,
          boxId: String(box.id),
          quantity,
          frequency: box.frequency,
          unitPriceCents: unitPrice,
          shippingCents: started.shippingPerBox,
          discountCents: code?.perDelivery[index] ?? 0,
          discountEndsOn: code?.endsOn[index] ?? null,
          planId: plan.id,
          addressId,
          // A card order's subscriptions start when the payment does (payment-webhooks.ts).
          // A transfer's, when staff record it (transfers.ts).
          status: start.method === "card" || transfer ? ("pending" as const) : ("active" as const),
          anchorDate: firstDate,
          nextDeliveryDate: firstDate,
          deliveriesLeft: plan.deliveriesPrepaid > 0 ? plan.deliveriesPrepaid : null,
          createdAt: now,
        })),
      )
      .returning();
    // Referral credits waiting on the account go to the new subscription's next box (270).
    if (deps.payments.id === "manual") await placeAccountCredits(tx, customer.uid, now);
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
          shippingCents: started.shippingPerBox,
          deliveries: line.deliveries,
          lineTotalCents: line.lineTotal,
          discountCents: code?.firstPayment[position] ?? 0,
          firstDeliveryDate: firstDate,
          allergySwap: line.allergySwap,
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
        shippingCents: row.shippingCents,
        // The first box is always inside the code's months.
        discountCents: row.discountCents,
      })),
    );

    // The answer is built from the rows just written (their `returning`), not read back
    // (decision 114).
    const stored = toOrder(
      order,
      [...lineRows].sort((a, b) => a.position - b.position),
      address,
    );
    // A card order is confirmed when Stripe says it is paid (payment-webhooks.ts), not before; a
    // transfer's confirmation gives the bank details and the reference to quote.
    if (start.method === "pay_on_delivery") {
      for (const message of newOrderMessages(stored, customer, deps)) {
        await enqueueMessage(tx, message);
      }
    }
    return ok({
      order: stored,
      subscriptions: subscriptionOf.map(toSubscription),
      payment:
        start.method === "card"
          ? { method: "card" as const, redirectUrl: start.redirectUrl }
          : transfer
            ? {
                method: "transfer" as const,
                bankDetails: shopBankDetails,
                reference: orderNumberLabel(order.number),
              }
            : { method: "pay_on_delivery" as const },
    });
  });
}
