// @vitest-environment node
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  adminPackingAnswerSchema,
  bulkShipAnswerSchema,
  fulfilmentAnswerSchema,
  paymentAnswerSchema,
  unpaidAnswerSchema,
} from "../shared/api/admin/deliveries";
import { auditAnswerSchema } from "../shared/api/admin/staff";
import { accountHistoryAnswerSchema } from "../shared/api/subscriptions";
import { outbox } from "./db/schema";
import { errorOf, orderBox, sender, startBackOffice } from "./test-support/admin";
import type { Account, BackOffice, TestApp } from "./test-support/admin";
import { home } from "./test-support/commerce";
import type { TestDatabase } from "./test-support/database";

// A real database and Auth Emulator on a shared 2-core machine: allow for slow moments.
vi.setConfig({ testTimeout: 60_000 });

// Packing, shipping and pay-on-delivery payments over HTTP (issue 26, decisions 225 and 226),
// with real tokens: a packer packs and ships, the customer sees the parcel, support records the
// payment. Who may call what is the access matrix's (api.admin-access.test.ts); the rules
// themselves are services/fulfilment.test.ts's.
let office: BackOffice;
let store: TestDatabase;
let app: TestApp;
let owner: Account;
let packer: Account;
let support: Account;
let ada: Account;
let petId = 0;
let now = Date.parse("2026-11-26T10:00:00Z");
const at = (iso: string) => {
  now = Date.parse(iso);
};
const send = sender(() => app);

beforeAll(async () => {
  office = await startBackOffice();
  store = office.store;
  ({ app, owner, packer, support, ada, petId } = await office.shopWithCustomer({
    clock: () => now,
  }));
}, 180_000);

afterAll(() => office?.close(), 30_000);

/**
 * Ada orders a box, paying on delivery, on Thursday 26 November 2026: it ships Tuesday
 * 1 December and can change until the end of Friday 27 November (decision 207). Answers the
 * delivery's id.
 */
async function order() {
  at("2026-11-26T10:00:00Z");
  return orderBox(app, store.database, ada, petId);
}

const usps = { carrier: "usps", trackingNumber: "9400 1000 0000 0000 0000 00" };
const uspsPage =
  "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400%201000%200000%200000%200000%2000";

describe("a packer packs and ships a box, and the customer sees it", () => {
  it("lists it to pack, packs it once per key, ships it with its tracking link, and tells the customer", async () => {
    const { subscriptionId, id } = await order();
    at("2026-11-30T09:00:00Z");

    const listed = await send("GET", "/api/admin/packing?month=2026-12", packer);
    expect(listed.status).toBe(200);
    const text = await listed.clone().text();
    const packing = adminPackingAnswerSchema.parse(await listed.json());
    const line = packing.lines.find((each) => each.deliveryId === id);
    expect(line).toMatchObject({
      state: "scheduled",
      orderNumber: expect.any(Number),
      pet: { name: "Milo" },
      carrier: null,
    });
    expect(packing.totals).toContainEqual(expect.objectContaining({ kind: "box", key: "1" }));
    // A packer reads no payment and no e-mail address.
    expect(text).not.toContain(ada.email);
    expect(text).not.toMatch(/payment/i);

    const packed = await send("POST", `/api/admin/deliveries/${id}/pack`, packer, undefined, "k1");
    expect(packed.status).toBe(200);
    const first = fulfilmentAnswerSchema.parse(await packed.json());
    expect(first.delivery).toMatchObject({ id, state: "packed" });
    const again = await send("POST", `/api/admin/deliveries/${id}/pack`, packer, undefined, "k1");
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(fulfilmentAnswerSchema.parse(await again.json())).toEqual(first);
    const twice = await send("POST", `/api/admin/deliveries/${id}/pack`, packer, undefined, "k2");
    expect(twice.status).toBe(409);
    expect(await errorOf(twice)).toMatchObject({
      code: "conflict",
      message: "This box is already packed.",
    });

    const untracked = await send("POST", `/api/admin/deliveries/${id}/ship`, packer, {
      carrier: "usps",
    });
    expect(untracked.status).toBe(400);
    expect((await errorOf(untracked)).fields).toEqual({
      trackingNumber: "Enter the tracking number.",
    });
    const owl = await send("POST", `/api/admin/deliveries/${id}/ship`, packer, {
      ...usps,
      carrier: "owl",
    });
    expect(owl.status).toBe(400);
    expect((await errorOf(owl)).fields?.carrier).toMatch(/^Choose one of the carriers: usps, /);

    const shipped = await send("POST", `/api/admin/deliveries/${id}/ship`, packer, usps, "k3");
    expect(shipped.status, await shipped.clone().text()).toBe(200);
    expect(fulfilmentAnswerSchema.parse(await shipped.json()).delivery).toMatchObject({
      state: "shipped",
      carrier: "usps",
      trackingNumber: usps.trackingNumber,
      trackingUrl: uspsPage,
    });

    const history = accountHistoryAnswerSchema.parse(
      await (await send("GET", "/api/account/history", ada)).json(),
    );
    expect(history.deliveries.find((each) => each.subscriptionId === subscriptionId)).toMatchObject(
      {
        date: "2026-12-01",
        status: "shipped",
        carrier: "USPS",
        trackingNumber: usps.trackingNumber,
        trackingUrl: uspsPage,
      },
    );
    const mails = await store.database.use("test.outbox", (db) =>
      db
        .select({ email: outbox.recipientEmail, text: outbox.text })
        .from(outbox)
        .where(and(eq(outbox.kind, "delivery_shipped"), eq(outbox.recipientUid, ada.uid))),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.email).toBe(ada.email);
    expect(mails[0]?.text).toContain(uspsPage);

    const audit = auditAnswerSchema.parse(
      await (await send("GET", `/api/admin/audit?customer=${ada.uid}`, owner)).json(),
    );
    expect(
      audit.entries
        .filter((entry) => entry.recordId === String(id))
        .map((entry) => [entry.action, entry.actor.email]),
    ).toEqual([
      ["delivery.ship", packer.email],
      ["delivery.pack", packer.email],
    ]);
  });

  it("refuses in words what the box's state does not allow", async () => {
    const { id } = await order();
    at("2026-11-27T09:00:00Z");
    const early = await send("POST", `/api/admin/deliveries/${id}/pack`, packer);
    expect(early.status).toBe(409);
    expect((await errorOf(early)).message).toBe(
      "The customer can still change this box until Friday, November 27, 2026: pack it after that.",
    );
    at("2026-12-03T09:00:00Z");
    const delivered = await send("POST", `/api/admin/deliveries/${id}/delivered`, packer);
    expect(delivered.status).toBe(409);
    expect((await errorOf(delivered)).message).toBe(
      "This box has not shipped yet: mark it shipped before it can be delivered.",
    );
    const returned = await send("POST", `/api/admin/deliveries/${id}/returned`, packer);
    expect(returned.status).toBe(409);
    const missing = await send("POST", "/api/admin/deliveries/abc/pack", packer);
    expect(missing.status).toBe(404);
    // Its day has passed and nobody shipped it: late, on the list and for the customer.
    const packing = adminPackingAnswerSchema.parse(
      await (await send("GET", "/api/admin/packing?month=2026-12", packer)).json(),
    );
    expect(packing.lines.find((each) => each.deliveryId === id)?.state).toBe("late");
  });

  it("ships several boxes at once, all or none", async () => {
    const one = await order();
    const two = await order();
    at("2026-11-30T09:00:00Z");
    const items = [
      { id: one.id, carrier: "ups", trackingNumber: "1Z999AA101" },
      { id: two.id, carrier: "ups", trackingNumber: "1Z999AA102" },
    ];
    const twice = await send("POST", "/api/admin/deliveries/ship", packer, {
      items: [items[0], items[0]],
    });
    expect(twice.status).toBe(400);
    const response = await send("POST", "/api/admin/deliveries/ship", packer, { items });
    expect(response.status, await response.clone().text()).toBe(200);
    const { deliveries: shipped } = bulkShipAnswerSchema.parse(await response.json());
    expect(shipped.map((each) => [each.id, each.state])).toEqual([
      [one.id, "shipped"],
      [two.id, "shipped"],
    ]);
    const again = await send("POST", "/api/admin/deliveries/ship", packer, { items });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toMatchObject({
      code: "conflict",
      message: `Box ${one.id}: This box has already shipped.`,
      fields: { "items.0.id": "This box has already shipped." },
    });
  });
});

describe("pay on delivery", () => {
  it("support sees what is unpaid and records it paid once; the method is required", async () => {
    const { id } = await order();
    at("2026-11-30T09:00:00Z");
    expect((await send("POST", `/api/admin/deliveries/${id}/ship`, packer, usps)).status).toBe(200);

    at("2026-12-02T09:00:00Z");
    const unpaid = unpaidAnswerSchema.parse(
      await (await send("GET", "/api/admin/unpaid", support)).json(),
    );
    expect(unpaid.deliveries.find((each) => each.deliveryId === id)).toMatchObject({
      ageDays: 2,
      state: "shipped",
      amount: expect.any(Number),
      customerName: home.fullName,
    });

    const noMethod = await send("POST", `/api/admin/deliveries/${id}/payment`, support, {
      status: "paid",
    });
    expect(noMethod.status).toBe(400);
    expect((await errorOf(noMethod)).fields).toEqual({
      method: "Say how it was paid: cash, card on delivery or transfer.",
    });
    const paid = await send("POST", `/api/admin/deliveries/${id}/payment`, support, {
      status: "paid",
      method: "card_on_delivery",
    });
    expect(paid.status).toBe(200);
    expect(paymentAnswerSchema.parse(await paid.json()).delivery).toMatchObject({
      id,
      paymentStatus: "paid",
      paymentMethod: "card_on_delivery",
    });
    const again = await send("POST", `/api/admin/deliveries/${id}/payment`, support, {
      status: "refused",
    });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe("This box's payment is already recorded as paid.");
    const after = unpaidAnswerSchema.parse(
      await (await send("GET", "/api/admin/unpaid", support)).json(),
    );
    expect(after.deliveries.some((each) => each.deliveryId === id)).toBe(false);
  });
});

describe("the unpaid boxes of a busy shop (decision 263)", () => {
  it("lists the oldest `limit`, and counts and sums them all; a limit out of range is refused by name", async () => {
    const shipped: number[] = [];
    for (let n = 0; n < 3; n += 1) {
      at("2026-11-26T10:00:00Z");
      const { id } = await order();
      at("2026-11-30T09:00:00Z");
      const ship = await send("POST", `/api/admin/deliveries/${id}/ship`, packer, usps);
      expect(ship.status, await ship.clone().text()).toBe(200);
      shipped.push(id);
    }
    at("2026-12-02T09:00:00Z");
    const read = async (query: string) => {
      const response = await send("GET", `/api/admin/unpaid${query}`, support);
      expect(response.status, await response.clone().text()).toBe(200);
      return unpaidAnswerSchema.parse(await response.json());
    };
    const all = await read("");
    expect(all.count).toBe(all.deliveries.length);
    expect(all.count).toBeGreaterThanOrEqual(3);
    expect(all.total).toBe(all.deliveries.reduce((sum, each) => sum + each.amount, 0));
    const two = await read("?limit=2");
    expect(two.deliveries).toEqual(all.deliveries.slice(0, 2));
    expect({ count: two.count, total: two.total }).toEqual({ count: all.count, total: all.total });
    for (const limit of ["0", "201", "two"]) {
      const refused = await send("GET", `/api/admin/unpaid?limit=${limit}`, support);
      expect(refused.status).toBe(400);
      expect(Object.keys((await errorOf(refused)).fields ?? {})).toEqual(["limit"]);
    }
  });
});

describe("the packing list of one week", () => {
  it("answers ?week=<a Monday> with only that week's boxes, across the month's end, and refuses a day that is not a Monday by name", async () => {
    // Ada's box ships Tuesday 1 December: in the week of Monday 30 November, not in November.
    const { id } = await order();
    at("2026-11-30T09:00:00Z");
    const week = await send("GET", "/api/admin/packing?week=2026-11-30", packer);
    expect(week.status, await week.clone().text()).toBe(200);
    const sheet = adminPackingAnswerSchema.parse(await week.json());
    expect(sheet).toMatchObject({ month: "2026-11", week: "2026-11-30" });
    expect(sheet.lines.map((line) => line.deliveryId)).toContain(id);
    for (const line of sheet.lines) {
      expect(line.date >= "2026-11-30" && line.date <= "2026-12-06", line.date).toBe(true);
    }
    expect(sheet.totals).toContainEqual(expect.objectContaining({ kind: "box", key: "1" }));
    const before = adminPackingAnswerSchema.parse(
      await (await send("GET", "/api/admin/packing?week=2026-11-23", packer)).json(),
    );
    expect(before.lines.map((line) => line.deliveryId)).not.toContain(id);

    for (const asked of ["2026-12-01", "2026-02-30", "next-week", ""]) {
      const refused = await send("GET", `/api/admin/packing?week=${asked}`, packer);
      expect(refused.status, asked).toBe(400);
      expect(Object.keys((await errorOf(refused)).fields ?? {}), asked).toEqual(["week"]);
    }
    const both = await send("GET", "/api/admin/packing?month=2026-12&week=2026-11-30", packer);
    expect(both.status).toBe(400);
    expect((await errorOf(both)).fields).toEqual({ week: "Ask for a month or a week, not both." });
  });
});
