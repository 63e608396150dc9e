// @vitest-environment node
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { metricsSchema, type Metrics } from "../shared/api/admin/metrics";
import { subscriptionDetailAnswerSchema } from "../shared/api/subscriptions";
import { metricSnapshots, subscriptions } from "./db/schema";
import {
  bearer,
  errorOf,
  orderBox,
  packAndShip,
  sendAs as send,
  startBackOffice,
  type Account,
  type BackOffice,
  type TestApp as Shop,
} from "./test-support/admin";
import type { TestDatabase } from "./test-support/database";

// A real database and Auth Emulator on a shared 2-core machine: allow for slow moments.
vi.setConfig({ testTimeout: 60_000 });

// GET /api/admin/metrics (issue 27): who may read the owner's numbers, their shape, and the
// figures moving as a customer orders, a box is late then ships, and the customer cancels
// saying why (the cancel's optional reason, stored for the chart).
let office: BackOffice;
let store: TestDatabase;
let app: Shop;
let owner: Account;
let support: Account;
let packer: Account;
let ada: Account;
let petId = 0;
let now = Date.parse("2026-11-26T10:00:00Z");
const at = (iso: string) => {
  now = Date.parse(iso);
};

beforeAll(async () => {
  office = await startBackOffice();
  store = office.store;
  ({ app, owner, support, packer, ada, petId } = await office.shopWithCustomer({
    clock: () => now,
  }));
}, 180_000);

afterAll(() => office?.close(), 30_000);

async function metrics(as: Account = owner): Promise<Metrics> {
  const response = await send(app, "GET", "/api/admin/metrics", as);
  expect(response.status, await response.clone().text()).toBe(200);
  return metricsSchema.parse(await response.json());
}

describe("GET /api/admin/metrics", () => {
  it("answers owners and support; packers and customers are refused, visitors asked to sign in", async () => {
    expect((await app.request("/api/admin/metrics")).status).toBe(401);
    for (const refused of [packer, ada]) {
      const response = await send(app, "GET", "/api/admin/metrics", refused);
      expect(response.status).toBe(403);
      expect((await errorOf(response)).code).toBe("forbidden");
    }
    for (const allowed of [owner, support]) {
      const answer = await metrics(allowed);
      expect(answer.months.map((month) => month.month)).toEqual([
        "2025-12",
        "2026-01",
        "2026-02",
        "2026-03",
        "2026-04",
        "2026-05",
        "2026-06",
        "2026-07",
        "2026-08",
        "2026-09",
        "2026-10",
        "2026-11",
      ]);
      expect(answer.today).toMatchObject({ activeSubscriptions: 0, mrr: 0, churnRate: 0 });
    }
  });

  it("follow an order, its late box, its shipping and a cancel with its reason", async () => {
    at("2026-11-26T10:00:00Z");
    const { subscriptionId, id } = await orderBox(app, store.database, ada, petId);
    // Cozy Cat Corner, monthly at $29.99; the first box ships on 1 December.
    const ordered = await metrics();
    expect(ordered.today).toMatchObject({
      activeSubscriptions: 1,
      pausedSubscriptions: 0,
      skippedSubscriptions: 0,
      mrr: 2999,
      averageRevenuePerSubscriber: 2999,
      newThisMonth: 1,
      cancelledThisMonth: 0,
      toPack7: 1,
      toPack30: 1,
      lateBoxes: 0,
      unpaidAmount: 0,
      openProblems: 0,
    });
    expect(ordered.months.at(-1)).toMatchObject({
      month: "2026-11",
      activeSubscriptions: 1,
      mrr: 2999,
    });

    // 3 December: the box of 1 December has not shipped. November is last month now.
    at("2026-12-03T09:00:00Z");
    const late = await metrics();
    expect(late.today).toMatchObject({
      activeSubscriptions: 1,
      newThisMonth: 0,
      lateBoxes: 1,
      // The next box is 4 January (1 January is a holiday): past 3 December's 30 days too.
      toPack7: 0,
      toPack30: 0,
    });
    expect(late.lastMonth).toMatchObject({ activeSubscriptions: 1, mrr: 2999, newThisMonth: 1 });
    expect(late.months.at(-2)).toMatchObject({ month: "2026-11" });

    await packAndShip(app, packer, id, ["metrics-pack", "metrics-ship"]);
    const [sub] = await store.database.use("test.sub", (db) =>
      db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)),
    );
    const shipped = await metrics();
    expect(shipped.today.lateBoxes).toBe(0);
    // Paid on delivery and not collected yet: the box and its shipping.
    expect(shipped.today.unpaidAmount).toBe(2999 + (sub?.shippingCents ?? 0));
    expect(shipped.months.at(-1)).toMatchObject({ month: "2026-12", shippedByBox: { "1": 1 } });

    const cancelled = await send(
      app,
      "POST",
      `/api/subscriptions/${subscriptionId}/cancel`,
      ada,
      { reason: "moving" },
      "metrics-cancel",
    );
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    const after = await metrics();
    expect(after.today).toMatchObject({
      activeSubscriptions: 0,
      mrr: 0,
      cancelledThisMonth: 1,
      churnRate: 1, // the one subscription live on 30 November
    });
    expect(after.months.at(-1)).toMatchObject({
      cancellations: 1,
      cancellationsByReason: { moving: 1 },
    });
  });
});

describe("counting the numbers (decision 253)", () => {
  it("reuses a count for a minute on a server, saying when it was made, then counts again", async () => {
    at("2027-01-05T10:00:00Z");
    const reusing = office.shop({
      ownerUids: [owner.uid],
      clock: () => now,
      metricsMaxAgeMs: 60_000,
    });
    const read = async () => {
      const response = await send(reusing, "GET", "/api/admin/metrics", owner);
      expect(response.status, await response.clone().text()).toBe(200);
      return metricsSchema.parse(await response.json());
    };
    const first = await read();
    expect(first.countedAt).toBe("2027-01-05T10:00:00.000Z");
    // Last month had no row: it was rebuilt once and kept, as the backfill keeps a day.
    const [kept] = await store.database.use("test.snapshots", (db) =>
      db.select().from(metricSnapshots).where(eq(metricSnapshots.day, "2026-12-31")),
    );
    expect(kept).toMatchObject({ source: "backfill" });
    expect(kept?.figures).toEqual(first.lastMonth);

    await orderBox(reusing, store.database, ada, petId);
    at("2027-01-05T10:00:59Z");
    const within = await read();
    expect(within.countedAt).toBe(first.countedAt);
    expect(within.today.newThisMonth).toBe(first.today.newThisMonth);
    at("2027-01-05T10:01:00Z");
    const again = await read();
    expect(again.countedAt).toBe("2027-01-05T10:01:00.000Z");
    expect(again.today.newThisMonth).toBe(first.today.newThisMonth + 1);
  });
});

describe("POST /api/subscriptions/:id/cancel with a reason", () => {
  it("refuses a reason not in the list, naming it, and changes nothing", async () => {
    at("2026-11-26T10:00:00Z");
    const { subscriptionId } = await orderBox(app, store.database, ada, petId);
    const refused = await send(app, "POST", `/api/subscriptions/${subscriptionId}/cancel`, ada, {
      reason: "bored",
    });
    expect(refused.status).toBe(400);
    const error = await errorOf(refused);
    expect(error.code).toBe("invalid_body");
    expect(Object.keys(error.fields ?? {})).toEqual(["reason"]);
    const [row] = await store.database.use("test.sub", (db) =>
      db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)),
    );
    expect(row).toMatchObject({ status: "active", cancelReason: null });
  });

  it("keeps the reason given, and none without a body, as before", async () => {
    at("2026-11-26T10:00:00Z");
    const given = await orderBox(app, store.database, ada, petId);
    const silent = await orderBox(app, store.database, ada, petId);
    const withReason = await send(
      app,
      "POST",
      `/api/subscriptions/${given.subscriptionId}/cancel`,
      ada,
      { reason: "too-expensive" },
    );
    expect(withReason.status).toBe(200);
    expect(subscriptionDetailAnswerSchema.parse(await withReason.json()).subscription.status).toBe(
      "cancelled",
    );
    const without = await send(
      app,
      "POST",
      `/api/subscriptions/${silent.subscriptionId}/cancel`,
      ada,
    );
    expect(without.status).toBe(200);
    const rows = await store.database.use("test.subs", (db) =>
      db
        .select({
          id: subscriptions.id,
          status: subscriptions.status,
          reason: subscriptions.cancelReason,
        })
        .from(subscriptions),
    );
    expect(rows.find((row) => row.id === given.subscriptionId)).toMatchObject({
      status: "cancelled",
      reason: "too-expensive",
    });
    expect(rows.find((row) => row.id === silent.subscriptionId)).toMatchObject({
      status: "cancelled",
      reason: null,
    });
    // A client that declares JSON but sends nothing is a cancel without a reason too.
    const empty = await orderBox(app, store.database, ada, petId);
    const declared = await app.request(`/api/subscriptions/${empty.subscriptionId}/cancel`, {
      method: "POST",
      headers: { ...bearer(ada), "content-type": "application/json", "content-length": "0" },
    });
    expect(declared.status, await declared.clone().text()).toBe(200);
  });
});
