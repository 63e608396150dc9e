import { eq, inArray } from "drizzle-orm";
import { allergySwapFor, type AllergenTag } from "../../shared/allergens";
import { checkoutInputSchema } from "../../shared/api/checkout";
import { petInputSchema } from "../../shared/api/pets";
import { paidByTransfer } from "../../shared/commerce/card-only";
import { brokenInvariants } from "../../shared/commerce/lifecycle-invariants";
import { findPlan } from "../../shared/commerce/plans";
import { nextDelivery } from "../../shared/commerce/lifecycle-state";
import { findBox } from "../../shared/catalogue";
import { pets, subscriptions } from "../db/schema";
import { placeOrder } from "../services/checkout";
import { processPaymentWebhook } from "../services/payment-webhooks";
import { createPet } from "../services/pets";
import type { SubscriptionDeps } from "../services/subscription-deps";
import { loadState } from "../services/subscription-state";
import { cardPayments } from "./card-payments";
import { home, type withDb } from "./commerce";

type Run = ReturnType<typeof withDb>;

export async function newPet(run: Run, uid: string, input: unknown) {
  const result = await run((db) => createPet(db, uid, petInputSchema.parse(input)));
  if (!result.ok) throw new Error(result.message);
  return result.value.id;
}

/**
 * Places an order as a customer who confirms each allergy swap checkout shows (decision 215; a
 * line may give its own) and answers its subscription ids, in line order: with `deps`' payments, or,
 * for a plan those cannot sell (a prepaid plan without card payments, decision 217), by card
 * through the Stripe stand-in, paid by its signed webhook event. The customer's actions on it
 * may then use `deps`: its order is the card provider's, so they call no provider.
 */
export async function subscribe(
  run: Run,
  deps: SubscriptionDeps,
  customer: { uid: string; email: string | null },
  lines: { boxId: number | string; petId: number; quantity?: number; allergySwap?: string }[],
  planId = "per-box",
  /** A discount code the order uses (decision 267). */
  code?: string,
) {
  const allergies = await run((db) =>
    db
      .select({ id: pets.id, allergies: pets.allergies })
      .from(pets)
      .where(
        inArray(
          pets.id,
          lines.map((line) => line.petId),
        ),
      ),
  );
  const swapOf = (line: (typeof lines)[number]) => {
    const box = findBox(deps.catalogue, line.boxId);
    const tags = allergies.find((pet) => pet.id === line.petId)?.allergies ?? [];
    return box ? allergySwapFor(box, tags as AllergenTag[]) : null;
  };
  const input = checkoutInputSchema.parse({
    lines: lines.map((line) => ({ quantity: 1, allergySwap: swapOf(line), ...line })),
    planId,
    address: home,
    ...(code ? { code } : {}),
  });
  const plan = findPlan(deps.plans, planId);
  // A prepaid plan is bought by card here, as before decision 273 (transfers.test.ts has the
  // transfer): the lifecycle tests start it paid.
  const card = plan && paidByTransfer(plan, deps.payments.method) ? await cardPayments() : null;
  const placing = card ? { ...deps, payments: card.provider } : deps;
  const result = await run((db) => placeOrder(db, placing, customer, input));
  if (!result.ok) throw new Error(JSON.stringify(result));
  if (card) {
    const paid = await run((db) =>
      processPaymentWebhook(
        db,
        {
          payments: card.provider,
          shopUrl: deps.shopUrl,
          lifecycle: deps,
        },
        card.paidEvent(result.value),
      ),
    );
    if (paid.kind !== "applied") throw new Error(`card payment not applied: ${paid.kind}`);
  }
  return result.value.subscriptions.map((subscription) => subscription.id);
}

/**
 * What the database holds for one subscription, checked against the lifecycle's invariants as
 * of the day it was last written (advanced or acted on): the rows and the
 * subscription's own next date agree, and nothing is broken.
 */
export async function storedProblems(run: Run, _deps: SubscriptionDeps, id: number) {
  return run(async (db) => {
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
    if (!row) return ["no such subscription"];
    // Never advanced: as checkout left it, its first box ahead.
    const asOf = row.advancedOn ?? row.anchorDate;
    const state = await loadState(db, row);
    const problems = brokenInvariants(state, asOf);
    const next = nextDelivery(state, asOf)?.date ?? null;
    if (row.status !== "pending" && row.nextDeliveryDate !== next) {
      problems.push(`next delivery ${row.nextDeliveryDate} but the rows say ${next}`);
    }
    if (row.status === "cancelled" && row.endsOn === null) problems.push("cancelled, no end");
    return problems;
  });
}
