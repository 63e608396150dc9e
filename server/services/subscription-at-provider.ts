import { and, eq, ne } from "drizzle-orm";
import { findBox } from "../../shared/catalogue";
import { formatCalendarDate, monthsBetweenDeliveries } from "../../shared/commerce/dates";
import {
  pricePerDelivery,
  type LifecycleEvent,
  type LifecycleState,
} from "../../shared/commerce/lifecycle-state";
import type { Db } from "../db/client";
import type { LineBilling, PaymentProvider, ProviderLine } from "../payments/provider";
import { orderLines, pets, subscriptions } from "../db/schema";
import type { SubscriptionDeps } from "./subscription-deps";
import type { SubscriptionRow } from "./subscription-state";

// A decided change, reflected at the card provider (decision 104): which call it needs, worked
// out in the action's transaction, and the call itself, made after that commits (decision 175).

/** One call to the provider, as data: kept with the change until the provider has answered. */
export type ProviderCall =
  | { kind: "endLine"; line: ProviderLine; lastLiveLine: boolean; refund?: number }
  | { kind: "changeLine"; line: ProviderLine; billing: LineBilling }
  | { kind: "adjustNextPayment"; line: ProviderLine; amount: number; description: string }
  /** `quantity`: the boxes billed again (absent on calls stored before decision 230: 1). */
  | { kind: "resumeLine"; line: ProviderLine; quantity?: number };

/**
 * The call that reflects `change` of subscription `row` at the provider, or null when none is
 * needed (a prepaid box only moves, an address changes nothing there, the provider bills no
 * renewals). Reads what it names in `tx`, the action's transaction.
 */
export async function providerCallFor(
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
): Promise<ProviderCall | null> {
  const provider = deps.payments;
  const [line] = await tx
    .select({
      position: orderLines.position,
      lineTotal: orderLines.lineTotalCents,
      shipping: orderLines.shippingCents,
      quantity: orderLines.quantity,
      deliveries: orderLines.deliveries,
    })
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
    if (!provider.endLine) return null;
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
    return {
      kind: "endLine",
      line: ref,
      lastLiveLine: others.length === 0,
      // The line's first payment: its boxes and their shipping (decision 213).
      refund: event.voided
        ? firstPaymentLeft(line.lineTotal + line.shipping * line.quantity * line.deliveries, before)
        : 0,
    };
  }
  if (event.kind === "uncancelled") {
    if (!provider.resumeLine) return null;
    return { kind: "resumeLine", line: ref, quantity: row.quantity };
  }
  if (event.kind === "changed") {
    const priced = pricePerDelivery(before.contents) !== pricePerDelivery(after.contents);
    if (!provider.changeLine || (!priced && before.frequency === after.frequency)) return null;
    const box = findBox(deps.catalogue, after.contents.boxId);
    const [pet] =
      after.contents.petId === null
        ? []
        : await tx.select({ name: pets.name }).from(pets).where(eq(pets.id, after.contents.petId));
    const perPayment = after.prepaidBlock > 0 ? after.prepaidBlock : 1;
    return {
      kind: "changeLine",
      line: ref,
      billing: {
        name: `${box?.name ?? "PetBox box"}${pet ? ` for ${pet.name}` : ""}`,
        unitAmount: (after.contents.unitPrice + after.contents.shipping) * perPayment,
        quantity: after.contents.quantity,
        intervalMonths: monthsBetweenDeliveries[after.frequency] * perPayment,
        rhythmStartsOn: before.frequency !== after.frequency ? event.from : null,
      },
    };
  }
  // Pay per box: a box held back by a skip or pause is taken off the next payment; one brought
  // back is added again. Prepaid boxes are paid already and only move later.
  if (after.deliveriesLeft !== null || !provider.adjustNextPayment) return null;
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
  if (amount === 0) return null;
  const what =
    event.kind === "skipped" || event.kind === "unskipped"
      ? `box of ${formatCalendarDate(event.date)}`
      : "paused boxes";
  return {
    kind: "adjustNextPayment",
    line: ref,
    amount,
    description: `${amount < 0 ? "Not sent" : "Sent after all"}: ${what}`,
  };
}

/**
 * What of a line's first payment a cancel before anything was packed pays back: all of it, less
 * a first box of a pay-per-box line held back by a skip or pause, whose price already went as a
 * credit to the next payment (adjustNextPayment), so nothing is paid back twice.
 */
function firstPaymentLeft(firstPayment: number, before: LifecycleState): number {
  const first = before.slots.find((slot) => slot.sequence === 0);
  const credited =
    before.deliveriesLeft === null &&
    first &&
    (first.status === "skipped" || first.status === "paused")
      ? pricePerDelivery(first.contents)
      : 0;
  return Math.max(0, firstPayment - credited);
}

/**
 * Makes `call` (never inside a transaction): null when the provider did it, or its sentence
 * saying why it cannot. Throws PaymentUnavailableError when it refuses or does not answer.
 */
export async function callProvider(
  provider: PaymentProvider,
  call: ProviderCall,
): Promise<string | null> {
  switch (call.kind) {
    case "endLine":
      await provider.endLine?.(call.line, {
        lastLiveLine: call.lastLiveLine,
        refund: call.refund ?? 0,
      });
      return null;
    case "changeLine":
      return (await provider.changeLine?.(call.line, call.billing)) ?? null;
    case "adjustNextPayment":
      await provider.adjustNextPayment?.(call.line, call.amount, call.description);
      return null;
    case "resumeLine":
      return (await provider.resumeLine?.(call.line, { quantity: call.quantity ?? 1 })) ?? null;
  }
}
