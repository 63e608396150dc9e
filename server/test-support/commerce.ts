import { count, max } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Address } from "../../shared/api/address";
import type { Db, Database } from "../db/client";
import {
  addresses,
  deliveries,
  orderLines,
  orders,
  outbox,
  paymentEvents,
  pets,
  subscriptions,
} from "../db/schema";
import { createManualProvider } from "../payments/manual";
import type { PaymentProvider } from "../payments/provider";
import type { CheckoutDeps } from "../services/checkout-deps";
import { loadPlans, planCandidates } from "../services/plans";
import { testAddress } from "../../tests/support/fixtures";
import { catalogue } from "./app";

export const plans = loadPlans(planCandidates("/nonexistent", null));

/** A stored US delivery address (the suites' one sample, tests/support/fixtures.ts). */
export const home: Address = testAddress;

/** A clock that reads `iso` until moved. */
export function fixedClock(iso: string) {
  let now = new Date(iso);
  const clock = () => new Date(now);
  clock.set = (next: string | Date) => {
    now = new Date(next);
  };
  clock.advance = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  return clock;
}

export function checkoutDeps(overrides: Partial<CheckoutDeps> = {}): CheckoutDeps {
  return {
    catalogue,
    plans,
    payments: createManualProvider() as PaymentProvider,
    timeZone: "UTC",
    // A Friday: the first box ships on Tuesday 1 December.
    now: fixedClock("2026-11-26T10:00:00Z"),
    shopUrl: "http://localhost:3000",
    ...overrides,
  };
}

/** Runs `work` with a Drizzle handle, as the HTTP layer will. */
export function withDb(database: Database) {
  return <T>(work: (db: Db) => Promise<T>) => database.use("test.commerce", work);
}

export async function commerceCounts(database: Database) {
  return database.use("test.counts", async (db) => {
    const n = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
    return {
      pets: await n(pets),
      addresses: await n(addresses),
      orders: await n(orders),
      orderLines: await n(orderLines),
      subscriptions: await n(subscriptions),
      deliveries: await n(deliveries),
      outbox: await n(outbox),
      paymentEvents: await n(paymentEvents),
      // Using a stored address again changes no count, only this.
      addressLastUsed:
        (
          await db.select({ at: max(addresses.lastUsedAt) }).from(addresses)
        )[0]?.at?.toISOString() ?? null,
    };
  });
}
