// @vitest-environment node
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { stockAnswerSchema, stockSetAnswerSchema } from "../shared/api/admin/stock";
import { auditAnswerSchema } from "../shared/api/admin/staff";
import { createDatabase } from "./db/client";
import { outbox } from "./db/schema";
import { createStockAlertJob } from "./jobs/stock-alert";
import {
  checkout,
  errorOf,
  firstBoxOf,
  newPet,
  sender,
  startBackOffice,
} from "./test-support/admin";
import type { Account, BackOffice, TestApp } from "./test-support/admin";
import { catalogue } from "./test-support/app";
import type { TestDatabase } from "./test-support/database";

// A real database and Auth Emulator on a shared 2-core machine: allow for slow moments.
vi.setConfig({ testTimeout: 60_000 });

// Stock against demand (issue 27, decisions 249–251) over HTTP with real tokens: staff count the
// shelf, packing takes boxes and swap-ins off it, the shortfall is what the packing list still
// needs, and the owner hears of it once a day.
let office: BackOffice;
let store: TestDatabase;
let app: TestApp;
let owner: Account;
let packer: Account;
let support: Account;
let now = Date.parse("2026-11-26T10:00:00Z");
const send = sender(() => app);
const OWNER_MAIL = "owner-notice@petbox.example";

const FISH_SWAP = "we swap the grain-free wild salmon bites for grain-free turkey bites";
const TURKEY = "Grain-free turkey bites";
/** The two first boxes ordered in beforeAll: Milo's (no allergy) and Luna's (fish). */
const box = { milo: 0, luna: 0 };

beforeAll(async () => {
  office = await startBackOffice();
  store = office.store;
  ({ app, owner, packer, support } = await office.staffedShop({
    clock: () => now,
    shopNotifyEmail: OWNER_MAIL,
  }));
  // Ordered on Thursday 26 November 2026: both first boxes ship on Tuesday 1 December, and can
  // be packed from Monday 30 November (decision 207).
  const ada = await office.account();
  const milo = await newPet(app, ada, { name: "Milo", species: "cat" });
  const miloOrder = await checkout(app, ada, { petId: milo });
  box.milo = await firstBoxOf(store.database, miloOrder.subscriptions[0]!.id);
  const grace = await office.account();
  const luna = await newPet(app, grace, { name: "Luna", species: "cat", allergies: ["fish"] });
  const lunaOrder = await checkout(app, grace, { petId: luna, allergySwap: FISH_SWAP });
  box.luna = await firstBoxOf(store.database, lunaOrder.subscriptions[0]!.id);
  now = Date.parse("2026-11-30T09:00:00Z");
}, 180_000);

afterAll(() => office?.close(), 30_000);

async function stock(as: Account = support) {
  const response = await send("GET", "/api/admin/stock", as);
  expect(response.status, await response.clone().text()).toBe(200);
  return stockAnswerSchema.parse(await response.json());
}

const lineOf = async (kind: "box" | "swap_in", key: string) => {
  const view = await stock();
  const line = (kind === "box" ? view.boxes : view.swapIns).find((each) => each.key === key);
  if (!line) throw new Error(`no stock line ${kind}:${key}`);
  return line;
};

const setBox = (id: string, body: unknown, as: Account = packer) =>
  send("PUT", `/api/admin/stock/boxes/${id}`, as, body);
const setSwapIn = (item: string, body: unknown, as: Account = owner) =>
  send("PUT", `/api/admin/stock/swap-ins/${encodeURIComponent(item)}`, as, body);

describe("stock against demand", () => {
  it("lists every box and swap-in with what is still to pack this month and next, and the shortfall", async () => {
    const view = await stock();
    expect(view).toMatchObject({ thisMonth: "2026-11", nextMonth: "2026-12" });
    expect(view.boxes.map((each) => each.key)).toEqual([
      "1",
      "2",
      "3",
      "4",
      "5",
      "6",
      "7",
      "8",
      "9",
    ]);
    expect(view.boxes[0]).toEqual({
      kind: "box",
      key: "1",
      name: "Cozy Cat Corner",
      onHand: 0,
      thisMonth: 0,
      nextMonth: 2,
      shortfall: 2,
    });
    expect(view.boxes[1]).toMatchObject({ key: "2", nextMonth: 0, shortfall: 0 });
    // Luna is allergic to fish: her box swaps the salmon bites for turkey bites.
    expect(view.swapIns.find((each) => each.key === TURKEY)).toEqual({
      kind: "swap_in",
      key: TURKEY,
      name: TURKEY,
      onHand: 0,
      thisMonth: 0,
      nextMonth: 1,
      shortfall: 1,
    });
    expect(view.swapIns.find((each) => each.key === "Wild salmon bites")).toMatchObject({
      nextMonth: 0,
      shortfall: 0,
    });
  });

  it("lets owners and packers set what is on hand, audited; support only reads it", async () => {
    const set = await setBox("1", { onHand: 1 });
    expect(set.status, await set.clone().text()).toBe(200);
    expect(stockSetAnswerSchema.parse(await set.json()).stock).toEqual({
      kind: "box",
      key: "1",
      name: "Cozy Cat Corner",
      onHand: 1,
    });
    expect(await lineOf("box", "1")).toMatchObject({ onHand: 1, nextMonth: 2, shortfall: 1 });
    const turkey = await setSwapIn(TURKEY, { onHand: 5 });
    expect(turkey.status, await turkey.clone().text()).toBe(200);
    expect(await lineOf("swap_in", TURKEY)).toMatchObject({ onHand: 5, shortfall: 0 });

    const bySupport = await setBox("1", { onHand: 9 }, support);
    expect(bySupport.status).toBe(403);
    expect(await lineOf("box", "1")).toMatchObject({ onHand: 1 });

    const audit = auditAnswerSchema.parse(
      await (await send("GET", "/api/admin/audit", owner)).json(),
    );
    expect(audit.entries.find((each) => each.recordId === "box:1")).toMatchObject({
      action: "stock.set",
      recordType: "stock",
      actor: { uid: packer.uid, role: "packer" },
      before: null,
      after: { onHand: 1 },
    });
  });

  it("refuses a count that is not a whole number from 0, and what the catalogue does not have", async () => {
    const message = "Give the number on hand, a whole number from 0.";
    for (const body of [{ onHand: -1 }, { onHand: 1.5 }, { onHand: "3" }, {}]) {
      const refused = await setBox("2", body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(refused)).fields).toEqual({ onHand: message });
    }
    const huge = await setBox("2", { onHand: 100_001 });
    expect(huge.status).toBe(400);
    expect((await errorOf(huge)).fields).toEqual({
      onHand: "The number on hand can be at most 100000.",
    });
    const noBox = await setBox("99", { onHand: 1 });
    expect(noBox.status).toBe(404);
    expect((await errorOf(noBox)).message).toBe("There is no such box in the catalogue.");
    const noItem = await setSwapIn("Grain-free salmon bites", { onHand: 1 });
    expect(noItem.status).toBe(404);
    expect(await lineOf("box", "2")).toMatchObject({ onHand: 0 });
  });

  it("takes a box and its swap-ins off the shelf when it is packed, and packs one with none on hand", async () => {
    const packed = await send("POST", `/api/admin/deliveries/${box.luna}/pack`, packer);
    expect(packed.status, await packed.clone().text()).toBe(200);
    expect(await lineOf("box", "1")).toMatchObject({ onHand: 0, nextMonth: 1, shortfall: 1 });
    expect(await lineOf("swap_in", TURKEY)).toMatchObject({
      onHand: 4,
      nextMonth: 0,
      shortfall: 0,
    });
    // A packer holding the box packs it: the count was wrong, and goes below zero to say so.
    const none = await send("POST", `/api/admin/deliveries/${box.milo}/pack`, packer);
    expect(none.status, await none.clone().text()).toBe(200);
    expect(await lineOf("box", "1")).toMatchObject({ onHand: -1, nextMonth: 0, shortfall: 0 });
    // Shipping a packed box takes nothing more.
    const shipped = await send("POST", `/api/admin/deliveries/${box.milo}/ship`, packer, {
      carrier: "usps",
      trackingNumber: "9400100",
    });
    expect(shipped.status, await shipped.clone().text()).toBe(200);
    expect(await lineOf("box", "1")).toMatchObject({ onHand: -1 });
  });
});

describe("the owner's shortfall e-mail", () => {
  const mails = () =>
    store.database.use("test.outbox", (db) =>
      db
        .select({ email: outbox.recipientEmail, subject: outbox.subject, text: outbox.text })
        .from(outbox)
        .where(eq(outbox.kind, "stock_shortfall")),
    );
  const jobFor = (database = store.database) =>
    createStockAlertJob({
      run: (work) => database.use("test.stock_alert", work),
      timeZone: "UTC",
      catalogue,
      shopUrl: "https://shop.petbox.example",
      shopNotifyEmail: OWNER_MAIL,
      clock: () => new Date(now),
    });

  it("goes once a day, even when the job runs twice on two servers, and again the next day", async () => {
    // Nothing is short now: no e-mail.
    now = Date.parse("2026-11-30T10:00:00Z");
    expect(await jobFor().runOnce()).toBe(false);
    expect(await mails()).toEqual([]);

    // Box 1's count was wrong (−1), and a new order needs one more.
    const eve = await office.account();
    const rex = await newPet(app, eve, { name: "Rex", species: "cat" });
    now = Date.parse("2026-11-30T11:00:00Z");
    await checkout(app, eve, { petId: rex });
    const second =
      store.database.kind === "postgres" ? createDatabase(store.options) : store.database;
    try {
      const passes = await Promise.all([
        jobFor().runOnce(),
        jobFor(second).runOnce(),
        jobFor().runOnce(),
        jobFor(second).runOnce(),
      ]);
      expect(passes.filter(Boolean)).toHaveLength(1);
      const sent = await mails();
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ email: OWNER_MAIL, subject: "PetBox stock: 1 item short" });
      expect(sent[0]?.text).toContain("Cozy Cat Corner: 1 short: 1 to pack, 0 on hand");
      expect(sent[0]?.text).toContain("https://shop.petbox.example/admin/stock");

      now = Date.parse("2026-11-30T23:00:00Z");
      expect(await jobFor(second).runOnce()).toBe(false);
      expect(await mails()).toHaveLength(1);
      now = Date.parse("2026-12-01T08:00:00Z");
      expect(await jobFor().runOnce()).toBe(true);
      expect(await mails()).toHaveLength(2);
    } finally {
      if (second !== store.database) await second.close();
    }
  });
});

describe("bulk shipping from the shelf", () => {
  it("takes one box off the stock for each box shipped, two of the same box two", async () => {
    now = Date.parse("2026-12-01T09:00:00Z");
    const ids: number[] = [];
    for (const name of ["Pip", "Tofu"]) {
      const customer = await office.account();
      const petId = await newPet(app, customer, { name, species: "cat" });
      const order = await checkout(app, customer, { petId });
      ids.push(await firstBoxOf(store.database, order.subscriptions[0]!.id));
    }
    expect((await setBox("1", { onHand: 10 }, owner)).status).toBe(200);
    // A week on, both boxes are past the customers' last day to change them, and not packed.
    now = Date.parse("2026-12-08T09:00:00Z");
    const shipped = await send("POST", "/api/admin/deliveries/ship", packer, {
      items: ids.map((id, index) => ({
        id,
        carrier: "usps",
        trackingNumber: `94001${index}0`,
      })),
    });
    expect(shipped.status, await shipped.clone().text()).toBe(200);
    expect(await lineOf("box", "1")).toMatchObject({ onHand: 8 });
  });
});
