// @vitest-environment node
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { seedShop } from "../../cli/seed/seed";
import { freshDatabase, type TestDatabase } from "../../test-support/database";
import { subscriptionFigures } from "./definitions";
import { loadHistories } from "./history";
import { liveSubscriptionFigures } from "./live-figures";

// Today's figures are counted by the database (decision 253); the definitions stay the ones of
// ./definitions.ts. On a seeded shop (every plan and frequency, pauses, skips, cancels with and
// without a reason, orders waiting or refused), the query equals the histories' count.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

const TIME_ZONE = "America/New_York";
const TODAY = "2026-11-26";
let shop: TestDatabase;

beforeAll(async () => {
  shop = await freshDatabase();
  await seedShop(shop.database, {
    subscriptions: 300,
    seed: 11,
    today: TODAY,
    timeZone: TIME_ZONE,
  });
});

afterAll(() => shop?.drop());

const both = (day: string) =>
  shop.database.use("test.live_figures", async (db) => ({
    query: await liveSubscriptionFigures(db, day, TIME_ZONE),
    histories: subscriptionFigures(
      await loadHistories(db, { timeZone: TIME_ZONE, boxesFrom: day, live: day }),
      day,
    ),
  }));

describe("today's figures counted by the database", () => {
  it.each([TODAY, "2026-11-01", "2026-11-30", "2026-12-01", "2026-06-15"])(
    "equal the histories' count on %s",
    async (day) => {
      const { query, histories } = await both(day);
      expect(query).toEqual(histories);
    },
  );

  it("counts something of every kind, so the comparison means something", async () => {
    const { query } = await both(TODAY);
    expect(query.activeSubscriptions).toBeGreaterThan(50);
    expect(query.pausedSubscriptions).toBeGreaterThan(0);
    expect(query.skippedSubscriptions).toBeGreaterThan(0);
    expect(query.cancelledSubscriptions).toBeGreaterThan(0);
    expect(query.newThisMonth).toBeGreaterThan(0);
    expect(query.cancelledThisMonth).toBeGreaterThan(0);
    expect(Object.keys(query.cancellationsByReason).length).toBeGreaterThan(1);
  });

  it("counts a cancellation without a date on its end day, as the histories do", async () => {
    await shop.database.use("test.live_figures", (db) =>
      db.execute(sql`
        update subscriptions set cancelled_at = null, ends_on = ${TODAY}::date
        where id = (select min(id) from subscriptions where status = 'cancelled')`),
    );
    const { query, histories } = await both(TODAY);
    expect(query).toEqual(histories);
  });

  it("takes a discount code still running off the MRR, as the histories do (decision 276)", async () => {
    const before = await both(TODAY);
    // Every 5th active subscription has 300 cents off each box until 15 December.
    const discounted = await shop.database.use("test.live_figures", async (db) => {
      const result = (await db.execute(sql`
        update subscriptions set discount_cents = 300, discount_ends_on = '2026-12-15'
        where status = 'active' and id % 5 = 0 and unit_price_cents * quantity >= 300
        returning frequency`)) as { rows: { frequency: string }[] };
      return result.rows;
    });
    expect(discounted.length).toBeGreaterThan(3);
    const perYear: Record<string, number> = { Monthly: 12, "Bi-Monthly": 6, Quarterly: 4 };
    const yearlyOff = discounted.reduce((sum, row) => sum + 300 * perYear[row.frequency]!, 0);
    const during = await both(TODAY);
    expect(during.query).toEqual(during.histories);
    expect(before.query.mrr - during.query.mrr).toBeCloseTo(yearlyOff / 12, -1);
    expect(during.query.mrr).toBeLessThan(before.query.mrr);
    // From its end day on, the boxes are charged in full again.
    const after = await both("2026-12-15");
    expect(after.query).toEqual(after.histories);
    expect(after.query.mrr).toBeGreaterThan(during.query.mrr);
  });
});
