// @vitest-environment node
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { postalRules } from "../../../shared/api/postal-codes";
import type { CountryCode } from "../../../shared/api/countries";
import { brokenInvariants } from "../../../shared/commerce/lifecycle-invariants";
import { shippingZones } from "../../../shared/shop/shipping-zones";
import { deliveries, subscriptions } from "../../db/schema";
import { toState } from "../../services/subscription-state";
import { freshDatabase, type TestDatabase } from "../../test-support/database";
import { seedOptions } from "./command";
import { RealOrdersError, seedShop, seededTables, type SeedOptions } from "./seed";

// `npm run shop -- seed` (issue 27, decision 255) on embedded databases: the same seed writes
// the same shop, the shop keeps the app's rules, and a shop with orders is never touched.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const options: SeedOptions = {
  subscriptions: 200,
  seed: 7,
  today: "2026-11-26",
  timeZone: "America/New_York",
};
let first: TestDatabase;
let second: TestDatabase;

/** One hash per seeded table, of every row in id order (timestamps as text, so exact). */
async function digest(test: TestDatabase): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  await test.database.use("test.digest", async (db) => {
    for (const table of seededTables) {
      const key = table === "staff" ? "email" : table === "failed_renewals" ? "order_id" : "id";
      const result = await db.execute(
        sql.raw(
          `select md5(coalesce(string_agg(t::text, '|' order by t.${key}), '')) as hash, count(*) as n from ${table} t`,
        ),
      );
      const row = (result as { rows: { hash: string; n: number | string }[] }).rows[0]!;
      out[table] = `${row.n}:${row.hash}`;
    }
  });
  return out;
}

async function rows<T>(test: TestDatabase, query: string): Promise<T[]> {
  return test.database.use("test.rows", async (db) => {
    const result = await db.execute(sql.raw(query));
    return (result as { rows: T[] }).rows;
  });
}

beforeAll(async () => {
  [first, second] = await Promise.all([freshDatabase(), freshDatabase()]);
  await seedShop(first.database, options);
  await seedShop(second.database, options);
});

afterAll(async () => {
  await Promise.all([first?.drop(), second?.drop()]);
});

describe("the seed", () => {
  it("writes the same shop for the same seed, and another for another seed", async () => {
    const [a, b] = await Promise.all([digest(first), digest(second)]);
    expect(a).toEqual(b);
    expect(Number(a.subscriptions!.split(":")[0])).toBe(200);

    const other = await freshDatabase();
    try {
      await seedShop(other.database, { ...options, subscriptions: 20, seed: 8 });
      const c = await digest(other);
      expect(c.subscriptions).not.toBe(a.subscriptions);
    } finally {
      await other.drop();
    }
  });

  it("has customers with one to three pets, every plan, box and shipping zone", async () => {
    const perCustomer = await rows<{ n: number | string }>(
      first,
      "select count(*) as n from pets group by uid",
    );
    expect(new Set(perCustomer.map((row) => Number(row.n)))).toEqual(new Set([1, 2, 3]));
    const plans = await rows<{ plan_id: string }>(first, "select distinct plan_id from orders");
    expect(plans.map((row) => row.plan_id).sort()).toEqual(["per-box", "prepay-12", "prepay-6"]);
    const boxes = await rows<{ box_id: string }>(
      first,
      "select distinct box_id from subscriptions",
    );
    expect(boxes).toHaveLength(9);
    const addresses = await rows<{ country: CountryCode; postal_code: string }>(
      first,
      "select country, postal_code from addresses",
    );
    expect(new Set(addresses.map((row) => row.country))).toEqual(
      new Set(shippingZones.flatMap((zone) => zone.countries)),
    );
    for (const row of addresses) {
      expect(row.postal_code).toMatch(postalRules[row.country].pattern);
    }
    const kinds = await rows<{ status: string }>(
      first,
      "select distinct status from subscriptions",
    );
    expect(kinds.map((row) => row.status).sort()).toEqual(["active", "cancelled", "paused"]);
    const history = await rows<{
      skipped: string;
      problems: string;
      refunds: string;
      reviews: string;
      reasons: string;
    }>(
      first,
      `select (select count(*) from deliveries where status = 'skipped') as skipped,
              (select count(distinct cancel_reason) from subscriptions) as reasons,
              (select count(*) from problems) as problems,
              (select count(*) from refunds) as refunds,
              (select count(*) from reviews) as reviews`,
    );
    for (const count of Object.values(history[0]!)) expect(Number(count)).toBeGreaterThan(0);
  });

  it("keeps the lifecycle's invariants and the orders' sums", async () => {
    const broken = await first.database.use("test.invariants", async (db) => {
      const subs = await db.select().from(subscriptions);
      const rowsOf = await db
        .select()
        .from(deliveries)
        .where(sql`replaces_delivery_id is null`);
      return subs.flatMap((sub) =>
        brokenInvariants(
          toState(
            sub,
            rowsOf.filter((row) => row.subscriptionId === sub.id),
            0,
          ),
          options.today,
        ).map((message) => `#${sub.id}: ${message}`),
      );
    });
    expect(broken).toEqual([]);
    const wrongTotals = await rows(
      first,
      `select o.id from orders o join order_lines l on l.order_id = o.id
        group by o.id, o.total_cents, o.shipping_cents
        having o.total_cents <> sum(l.line_total_cents) + o.shipping_cents`,
    );
    expect(wrongTotals).toEqual([]);
    const strangers = await rows(
      first,
      `select s.id from subscriptions s join pets p on p.id = s.pet_id join addresses a on a.id = s.address_id
        where p.uid <> s.uid or a.uid <> s.uid`,
    );
    expect(strangers).toEqual([]);
    const nextIsNext = await rows(
      first,
      `select s.id from subscriptions s where s.next_delivery_date is distinct from
        (select min(d.date) from deliveries d where d.subscription_id = s.id
          and d.status = 'scheduled' and d.date >= '${options.today}')`,
    );
    expect(nextIsNext).toEqual([]);
  });

  it("refuses a database that already has orders, and writes nothing", async () => {
    const before = await digest(first);
    await expect(seedShop(first.database, options)).rejects.toThrow(RealOrdersError);
    await expect(seedShop(first.database, options)).rejects.toThrow(
      "This database already has orders: the seed only fills an empty shop.",
    );
    expect(await digest(first)).toEqual(before);
  });

  it("reads its options from the command line", () => {
    expect(
      seedOptions(["--subscriptions", "50000", "--seed", "3"], { SHOP_TIME_ZONE: "UTC" }),
    ).toMatchObject({
      subscriptions: 50000,
      seed: 3,
      timeZone: "UTC",
    });
    expect(seedOptions(["--subscriptions", "10", "--today", "2026-02-30"], {})).toBeNull();
    expect(seedOptions(["--seed", "3"], {})).toBeNull();
  });
});
