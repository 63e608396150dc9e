// @vitest-environment node
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Box } from "../../shared/catalogue";
import { addDays } from "../../shared/commerce/dates";
import { cutoffDay } from "../../shared/commerce/fulfilment-rules";
import { createDatabase, type Database } from "../db/client";
import { deliveries, outbox, referralCredits, subscriptions } from "../db/schema";
import { changeInputSchema } from "../../shared/api/subscriptions";
import { subscriptionDetailAnswerReader } from "../../shared/api/subscription-readers";
import { priceHistory } from "../services/price-locks";
import { change, skip } from "../services/subscription-actions";
import { advanceAllDue } from "../services/subscription-advance";
import { getSubscriptionDetail } from "../services/subscription-details";
import { catalogue } from "../test-support/app";
import { checkoutDeps, fixedClock, plans, withDb } from "../test-support/commerce";
import { freshDatabase, type TestDatabase } from "../test-support/database";
import { newPet, subscribe } from "../test-support/lifecycle";
import { codeInputSchema } from "../../shared/api/codes";
import { createCode } from "../services/codes";
import { createNoticesJob } from "./notices";

// Issue 28, "never a surprise" (decision 265): with the clock moved, each notice goes out once,
// on its day and not before, also with two servers on one database; a catalogue price change
// holds off until its notice is 30 days old.

let store: TestDatabase;
let run: ReturnType<typeof withDb>;
const clock = fixedClock("2026-11-26T10:00:00Z");
const deps = checkoutDeps({ now: clock });
const SHOP_URL = "https://petbox.example";

/** The catalogue with Cozy Cat Corner (box 1) at $34.99 instead of $29.99. */
const dearer: Box[] = catalogue.map((box) =>
  String(box.id) === "1" ? { ...box, price: 34.99 } : box,
);

const jobFor = (database: Database, boxes: readonly Box[] = catalogue) =>
  createNoticesJob({
    run: withDb(database),
    timeZone: "UTC",
    catalogue: boxes,
    plans,
    shopUrl: SHOP_URL,
    clock,
    batchSize: 2, // small, so the tests cover several batches
  });

/** A second handle on the same data: on PostgreSQL a second pool, as a second server has. */
const secondServer = () =>
  store.database.kind === "postgres" ? createDatabase(store.options) : store.database;

beforeAll(async () => {
  store = await freshDatabase();
  run = withDb(store.database);
}, 60_000);
afterAll(() => store.drop(), 30_000);

const mails = (uid: string, kind: string) =>
  run((db) =>
    db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipientUid, uid), eq(outbox.kind, kind)))
      .orderBy(outbox.id),
  );

async function catFor(uid: string, planId = "per-box", code?: string) {
  clock.set("2026-11-26T10:00:00Z");
  const cat = await newPet(run, uid, { name: "Milo", species: "cat" });
  const [id] = await subscribe(
    run,
    deps,
    { uid, email: `${uid}@example.com` },
    [{ boxId: 1, petId: cat }],
    planId,
    code,
  );
  return id!;
}

/** A code every box for `months` months, made by the owner (decision 267). */
async function repeatingCode(code: string, months: number, amountOff = 300) {
  const made = await run((db) =>
    createCode(
      db,
      { catalogue, plans },
      { uid: "notice-owner", email: "owner@petbox.example", role: "owner" },
      codeInputSchema.parse({
        code,
        amountOff,
        firstBoxOnly: false,
        months,
        oncePerCustomer: false,
      }),
      new Date("2026-11-20T10:00:00Z"),
    ),
  );
  if (!made.ok) throw new Error(JSON.stringify(made));
}

describe("the renewal reminder of a prepaid plan paid by card", () => {
  // Six monthly boxes from 1 December 2026: the next block starts with the box of 1 June 2027,
  // charged the day after its cut-off.
  const chargeOn = addDays(cutoffDay("2027-06-01"), 1);
  const remindOn = addDays(chargeOn, -7);

  it("goes 7 days before the charge, with the amount, the date and the portal, once", async () => {
    const uid = "notice-renew";
    const id = await catFor(uid, "prepay-6");
    expect(chargeOn).toBe("2027-05-29");
    const job = jobFor(store.database);
    clock.set(`${addDays(remindOn, -1)}T23:00:00Z`);
    await job.runOnce();
    expect(await mails(uid, "renewal_reminder")).toHaveLength(0);

    clock.set(`${remindOn}T00:30:00Z`);
    await job.runOnce();
    await job.runOnce();
    const [row] = await run((db) =>
      db.select().from(subscriptions).where(eq(subscriptions.id, id)),
    );
    const block = (row!.unitPriceCents + row!.shippingCents) * 6;
    const sent = await mails(uid, "renewal_reminder");
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      recipientEmail: `${uid}@example.com`,
      subject: `Your PetBox plan renews on Saturday, May 29, 2027: $${(block / 100).toFixed(2)}`,
    });
    expect(sent[0]!.text).toContain(
      `On Saturday, May 29, 2027 your card is charged $${(block / 100).toFixed(2)} for the next 6 deliveries of Cozy Cat Corner for Milo.`,
    );
    expect(sent[0]!.text).toContain(`${SHOP_URL}/account/subscriptions`);

    // The days after, up to the charge: nothing more.
    for (const day of [addDays(remindOn, 1), addDays(chargeOn, -1), chargeOn]) {
      clock.set(`${day}T09:00:00Z`);
      await job.runOnce();
    }
    expect(await mails(uid, "renewal_reminder")).toHaveLength(1);
  });

  it("states the amount charged with a repeating code still running taken off (decision 276)", async () => {
    // 12 months: two payments of six monthly boxes, the renewal's included.
    await repeatingCode("YEARLONG", 12);
    const uid = "notice-renew-code";
    const id = await catFor(uid, "prepay-6", "yearlong");
    const [row] = await run((db) =>
      db.select().from(subscriptions).where(eq(subscriptions.id, id)),
    );
    expect(row!.discountCents).toBe(300);
    const full = (row!.unitPriceCents + row!.shippingCents) * 6;
    const charged = `$${((full - 6 * 300) / 100).toFixed(2)}`;
    clock.set(`${remindOn}T09:00:00Z`);
    await jobFor(store.database).runOnce();
    const [sent] = await mails(uid, "renewal_reminder");
    expect(sent?.subject).toBe(`Your PetBox plan renews on Saturday, May 29, 2027: ${charged}`);
    expect(sent!.text).toContain(`On Saturday, May 29, 2027 your card is charged ${charged} for`);
    expect(sent!.text).toContain(`Code YEARLONG: −$18.00 ($${(full / 100).toFixed(2)} before it)`);
  });

  it("states the amount less a referral credit given to Stripe for this plan (decision 276)", async () => {
    const uid = "notice-renew-credit";
    const id = await catFor(uid, "prepay-6");
    const [row] = await run((db) =>
      db.select().from(subscriptions).where(eq(subscriptions.id, id)),
    );
    // Placed on the subscription's Stripe invoice in January (placeCardCredits).
    await run((db) =>
      db.insert(referralCredits).values({
        referrerUid: uid,
        friendOrderId: row!.orderId,
        cents: 1000,
        subscriptionId: id,
        createdAt: new Date("2027-01-10T10:00:00Z"),
      }),
    );
    const full = (row!.unitPriceCents + row!.shippingCents) * 6;
    const charged = `$${((full - 1000) / 100).toFixed(2)}`;
    clock.set(`${remindOn}T09:00:00Z`);
    await jobFor(store.database).runOnce();
    const [sent] = await mails(uid, "renewal_reminder");
    expect(sent?.subject).toBe(`Your PetBox plan renews on Saturday, May 29, 2027: ${charged}`);
    expect(sent!.text).toContain("Referral credit");
    expect(sent!.text).toContain("−$10.00");
  });

  it("states the full amount once the code's months are over", async () => {
    // 6 months: the first payment only.
    await repeatingCode("HALFYEAR", 6);
    const uid = "notice-renew-code-over";
    const id = await catFor(uid, "prepay-6", "halfyear");
    const [row] = await run((db) =>
      db.select().from(subscriptions).where(eq(subscriptions.id, id)),
    );
    const full = `$${(((row!.unitPriceCents + row!.shippingCents) * 6) / 100).toFixed(2)}`;
    clock.set(`${remindOn}T09:00:00Z`);
    await jobFor(store.database).runOnce();
    const [sent] = await mails(uid, "renewal_reminder");
    expect(sent?.subject).toBe(`Your PetBox plan renews on Saturday, May 29, 2027: ${full}`);
    expect(sent!.text).not.toContain("HALFYEAR");
  });

  it("is not sent for pay per box", async () => {
    const uid = "notice-renew-per-box";
    await catFor(uid);
    clock.set(`${remindOn}T09:00:00Z`);
    await jobFor(store.database).runOnce();
    expect(await mails(uid, "renewal_reminder")).toHaveLength(0);
  });

  it("with two servers on one database, goes once", async () => {
    const uid = "notice-renew-two";
    await catFor(uid, "prepay-6");
    const second = secondServer();
    try {
      clock.set(`${remindOn}T09:00:00Z`);
      await Promise.all([
        jobFor(store.database).runOnce(),
        jobFor(second).runOnce(),
        jobFor(store.database).runOnce(),
        jobFor(second).runOnce(),
      ]);
      expect(await mails(uid, "renewal_reminder")).toHaveLength(1);
    } finally {
      if (second !== store.database) await second.close();
    }
  });
});

describe("the yearly reminder", () => {
  it("goes on each anniversary of the start, once, and not before", async () => {
    const uid = "notice-year";
    await catFor(uid);
    const job = jobFor(store.database);
    for (const day of ["2026-11-26", "2027-06-01", "2027-11-25"]) {
      clock.set(`${day}T23:59:00Z`);
      await job.runOnce();
    }
    expect(await mails(uid, "anniversary_reminder")).toHaveLength(0);

    clock.set("2027-11-26T00:10:00Z");
    await job.runOnce();
    await job.runOnce();
    clock.set("2027-11-27T09:00:00Z");
    await job.runOnce();
    const sent = await mails(uid, "anniversary_reminder");
    expect(sent).toHaveLength(1);
    const { text } = sent[0]!;
    expect(text).toContain("started on Thursday, November 26, 2026, renews automatically");
    expect(text).toContain("What it is: Cozy Cat Corner for Milo, 1 box every month");
    expect(text).toMatch(/What it costs: \$\d+\.\d\d a delivery/);
    expect(text).toContain("How often: every month");
    expect(text).toContain("How to cancel");
    expect(text).toContain(`${SHOP_URL}/account/subscriptions`);

    clock.set("2028-11-26T09:00:00Z");
    await job.runOnce();
    expect(await mails(uid, "anniversary_reminder")).toHaveLength(2);
  });

  it("with two servers on one database, goes once", async () => {
    const uid = "notice-year-two";
    await catFor(uid);
    const second = secondServer();
    try {
      clock.set("2027-11-26T09:00:00Z");
      await Promise.all([
        jobFor(store.database).runOnce(),
        jobFor(second).runOnce(),
        jobFor(store.database).runOnce(),
        jobFor(second).runOnce(),
      ]);
      expect(await mails(uid, "anniversary_reminder")).toHaveLength(1);
    } finally {
      if (second !== store.database) await second.close();
    }
  });
});

describe("a catalogue price change", () => {
  it("is told 30 days ahead with both prices, and holds off until then; its history is kept", async () => {
    const uid = "notice-price";
    const id = await catFor(uid);
    const detailOn = async (day: string) => {
      clock.set(`${day}T12:00:00Z`);
      return (await run((db) => getSubscriptionDetail(db, deps, uid, id)))!;
    };
    const boxPrice = async (date: string) =>
      (
        await run((db) =>
          db
            .select({ cents: deliveries.unitPriceCents })
            .from(deliveries)
            .where(and(eq(deliveries.subscriptionId, id), eq(deliveries.date, date))),
        )
      )[0]?.cents;

    // Told on Thursday 10 December: the first charge 30 days on is the box of 1 February's,
    // the day after its cut-off (Thursday 28 January).
    clock.set("2026-12-10T08:00:00Z");
    const job = jobFor(store.database, dearer);
    await job.runOnce();
    await job.runOnce();
    const notices = await mails(uid, "price_notice");
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe("Your PetBox price changes on Friday, January 29, 2027");
    expect(notices[0]!.text).toContain("Price now: $29.99 a delivery ($29.99 a box)");
    expect(notices[0]!.text).toContain("New price: $34.99 a delivery ($34.99 a box)");
    expect(notices[0]!.text).toContain(
      "From: Friday, January 29, 2027, for the box of Monday, February 1, 2027",
    );
    expect(notices[0]!.text).toContain(`${SHOP_URL}/account/subscriptions`);

    // Until then the locked price holds: the card shows both, with the date.
    const before = await detailOn("2027-01-27");
    expect(before.unitPrice).toBe(2999);
    expect(before.pendingPrice).toEqual({
      unitPrice: 3499,
      pricePerDelivery: 3499,
      effectiveOn: "2027-01-29",
      firstBoxOn: "2027-02-01",
    });
    expect(before.upcoming.find((box) => box.date === "2027-02-01")?.price).toBe(3499);
    // The subscriptions job has written the boxes ahead, at the locked price.
    clock.set("2027-01-27T23:00:00Z");
    await run((db) => advanceAllDue(db, "2027-01-27", clock()));
    await job.runOnce();
    expect(await boxPrice("2027-02-01")).toBe(2999);
    expect(await boxPrice("2027-03-01")).toBe(2999);

    // From its day on, the new price: set the day before its charge (the card provider bills
    // at the start of the day), the last day the box of 1 February can change.
    clock.set("2027-01-28T00:30:00Z");
    await job.runOnce();
    expect(await boxPrice("2027-01-01")).toBe(2999);
    expect(await boxPrice("2027-02-01")).toBe(3499);
    expect(await boxPrice("2027-03-01")).toBe(3499);
    const after = await detailOn("2027-01-28");
    expect(after.unitPrice).toBe(3499);
    expect(after.pendingPrice).toBeUndefined();
    expect(
      (await run((db) => priceHistory(db, id))).map((row) => ({
        from: row.oldUnitPriceCents,
        to: row.unitPriceCents,
        noticedOn: row.noticedOn,
        effectiveOn: row.effectiveOn,
        status: row.status,
      })),
    ).toEqual([
      {
        from: 2999,
        to: 3499,
        noticedOn: "2026-12-10",
        effectiveOn: "2027-01-29",
        status: "applied",
      },
    ]);

    // Nothing more is told for it.
    clock.set("2027-02-10T09:00:00Z");
    await job.runOnce();
    expect(await mails(uid, "price_notice")).toHaveLength(1);
  });

  it("shows on an action's answer while pending, and a swap before its day makes it void", async () => {
    const uid = "notice-price-swap";
    const id = await catFor(uid);
    clock.set("2026-12-10T08:00:00Z");
    const job = jobFor(store.database, dearer);
    await job.runOnce();

    clock.set("2026-12-12T10:00:00Z");
    const skipped = await run((db) => skip(db, deps, uid, id, "2027-01-01"));
    if (!skipped.ok) throw new Error(JSON.stringify(skipped));
    expect(skipped.value.pendingPrice).toMatchObject({
      unitPrice: 3499,
      effectiveOn: "2027-01-29",
    });
    // The browser reads the answer with its pending price (shared/api/subscription-readers.ts).
    const read = subscriptionDetailAnswerReader.safeParse({ subscription: skipped.value });
    expect(read.success && read.data.subscription.pendingPrice?.unitPrice).toBe(3499);

    // Swapped to another box: priced from the catalogue then, so the change no longer applies.
    const swapped = await run((db) =>
      change(db, deps, uid, id, changeInputSchema.parse({ boxId: 4 })),
    );
    if (!swapped.ok) throw new Error(JSON.stringify(swapped));
    expect(swapped.value.boxId).toBe("4");
    expect(swapped.value.pendingPrice).toBeUndefined();
    const box4 = swapped.value.unitPrice;

    clock.set("2027-01-29T09:00:00Z");
    await job.runOnce();
    const [row] = await run((db) =>
      db.select().from(subscriptions).where(eq(subscriptions.id, id)),
    );
    expect(row?.unitPriceCents).toBe(box4);
    expect((await run((db) => priceHistory(db, id))).map((each) => each.status)).toEqual(["void"]);
    expect(await mails(uid, "price_notice")).toHaveLength(1);
  });

  it("is not told while the catalogue's price is the locked one", async () => {
    const uid = "notice-price-same";
    await catFor(uid);
    clock.set("2026-12-10T08:00:00Z");
    await jobFor(store.database).runOnce();
    expect(await mails(uid, "price_notice")).toHaveLength(0);
  });

  it("with two servers on one database, is told once", async () => {
    const uid = "notice-price-two";
    const id = await catFor(uid);
    const second = secondServer();
    try {
      clock.set("2026-12-11T09:00:00Z");
      await Promise.all([
        jobFor(store.database, dearer).runOnce(),
        jobFor(second, dearer).runOnce(),
        jobFor(store.database, dearer).runOnce(),
        jobFor(second, dearer).runOnce(),
      ]);
      expect(await mails(uid, "price_notice")).toHaveLength(1);
      expect(await run((db) => priceHistory(db, id))).toHaveLength(1);
    } finally {
      if (second !== store.database) await second.close();
    }
  });
});
