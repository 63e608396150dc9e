// @vitest-environment node
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { todayIn } from "../shared/commerce/calendar";
import { auditLog } from "./db/schema";
import { exportColumns, exportKinds } from "./owner/exports";
import {
  checkout,
  errorOf,
  firstBoxOf,
  packAndShip,
  sendAs as send,
  startBackOffice,
} from "./test-support/admin";
import type { Account, BackOffice, TestApp } from "./test-support/admin";

// A real database and Auth Emulator on a shared 2-core machine: allow for slow moments.
vi.setConfig({ testTimeout: 60_000 });

// The owner's CSV downloads over HTTP (issue 27, decision 252): Ada orders a box paid on
// delivery, it is shipped and paid in cash, and $1 of it refunded; the owner downloads each of
// the six files and finds her in them. Each download is in the audit log; support and packers
// get none.
let office: BackOffice;
let app: TestApp;
let owner: Account;
let packer: Account;
let support: Account;
let ada: Account;
let orderId = "";
let orderNumber = 0;
let subscriptionId = 0;
let boxId = 0;
// Ordered Thursday 26 November 2026; the box can change until Friday's end (decision 207).
let now = Date.parse("2026-11-26T10:00:00Z");
const today = () => todayIn("UTC", new Date(now));

beforeAll(async () => {
  office = await startBackOffice();
  let petId: number;
  ({ app, owner, packer, support, ada, petId } = await office.shopWithCustomer({
    clock: () => now,
  }));
  const placed = await checkout(app, ada, { petId });
  orderId = placed.order.id;
  orderNumber = placed.order.number;
  subscriptionId = placed.subscriptions[0]!.id;
  boxId = await firstBoxOf(office.store.database, subscriptionId);
  now = Date.parse("2026-11-30T09:00:00Z");
  await packAndShip(app, packer, boxId, ["pack-1", "ship-1"]);
  const paid = await send(app, "POST", `/api/admin/deliveries/${boxId}/payment`, owner, {
    status: "paid",
    method: "cash",
  });
  expect(paid.status, await paid.clone().text()).toBe(200);
  const refunded = await send(app, "POST", `/api/admin/orders/${orderId}/refunds`, owner, {
    amount: 100,
    reason: "Box arrived late",
  });
  expect(refunded.status, await refunded.clone().text()).toBe(201);
}, 180_000);

afterAll(() => office?.close(), 30_000);

async function download(kind: string, as: Account = owner) {
  return send(app, "GET", `/api/admin/export/${kind}.csv`, as);
}

const rowsOf = (text: string) => text.trimEnd().split("\r\n");

describe("GET /api/admin/export/:kind.csv", () => {
  it.each(exportKinds)("gives the owner %s as a CSV file to save", async (kind) => {
    const response = await download(kind);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="petbox-${kind}-${today()}.csv"`,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    const [header, ...rows] = rowsOf(await response.text());
    expect(header).toBe(exportColumns[kind].join(","));
    expect(rows.length).toBeGreaterThan(0);
  });

  it("has Ada, her order, subscription, box, payment and refund in the files", async () => {
    // No cell here holds a comma or a quote, so a line splits on its commas.
    const file = async (kind: string) => {
      const [header, ...rows] = rowsOf(await (await download(kind)).text());
      const names = header!.split(",");
      return rows.map((row) => Object.fromEntries(row.split(",").map((v, i) => [names[i], v])));
    };
    const order = `PB-${String(orderNumber).padStart(6, "0")}`;
    expect(await file("customers")).toEqual([
      expect.objectContaining({ uid: ada.uid, email: ada.email, orders: "1", pets: "Milo" }),
    ]);
    expect(await file("orders")).toEqual([
      expect.objectContaining({ order, uid: ada.uid, status: "pay_on_delivery" }),
    ]);
    expect(await file("subscriptions")).toEqual([
      expect.objectContaining({ id: String(subscriptionId), order, uid: ada.uid, pet: "Milo" }),
    ]);
    expect(await file("deliveries")).toEqual([
      expect.objectContaining({
        id: String(boxId),
        order,
        carrier: "usps",
        tracking_number: "9400100",
        payment_status: "paid",
        payment_method: "cash",
      }),
    ]);
    expect(await file("payments")).toEqual([
      expect.objectContaining({
        kind: "on delivery",
        order,
        delivery: String(boxId),
        uid: ada.uid,
        status: "paid",
        method: "cash",
      }),
    ]);
    expect(await file("refunds")).toEqual([
      expect.objectContaining({
        order,
        amount_cents: "100",
        reason: "Box arrived late",
        by: owner.email,
        role: "owner",
      }),
    ]);
  });

  it("writes each download to the audit log: who, which file", async () => {
    await download("refunds");
    const entries = await office.store.database.use("test.audit", (db) =>
      db.select().from(auditLog).where(eq(auditLog.action, "export.refunds")),
    );
    expect(entries.at(-1)).toMatchObject({
      actorUid: owner.uid,
      actorEmail: owner.email,
      actorRole: "owner",
      recordType: "export",
      recordId: "refunds",
      customerUid: null,
      after: { file: `petbox-refunds-${today()}.csv` },
    });
  });

  it("is for owners only: support and packers are refused, and nothing is logged", async () => {
    const before = await office.store.database.use("test.audit", (db) =>
      db.select().from(auditLog).where(eq(auditLog.action, "export.customers")),
    );
    for (const member of [support, packer]) {
      const refused = await download("customers", member);
      expect(refused.status).toBe(403);
      expect((await errorOf(refused)).code).toBe("forbidden");
    }
    const after = await office.store.database.use("test.audit", (db) =>
      db.select().from(auditLog).where(eq(auditLog.action, "export.customers")),
    );
    expect(after).toHaveLength(before.length);
  });

  it("answers 404 for a file it does not have, naming the ones it has", async () => {
    for (const name of ["pets", "customers.json"]) {
      const response = await send(app, "GET", `/api/admin/export/${name}`, owner);
      expect(response.status).toBe(404);
      expect(await errorOf(response)).toEqual({
        code: "not_found",
        message:
          "There is no such export: the files are customers.csv, subscriptions.csv, orders.csv, deliveries.csv, payments.csv, refunds.csv.",
      });
    }
  });
});
