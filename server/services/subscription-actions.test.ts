// @vitest-environment node
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accountHistoryAnswerSchema,
  changeInputSchema,
  subscriptionDetailAnswerSchema,
  subscriptionDetailsAnswerSchema,
  type SubscriptionDetail,
} from "../../shared/api/subscriptions";
import { ALREADY_PACKED } from "../../shared/commerce/subscription-lifecycle";
import {
  cancellingNowText,
  cancelRuleText,
  PAY_PER_BOX_UNDO_TEXT,
  PREPAID_CANCEL_TEXT,
} from "../../shared/commerce/fulfilment-rules";
import { getOrder, listOrders } from "./orders";
import { deliveries, outbox } from "../db/schema";
import { checkoutDeps, commerceCounts, fixedClock, home, withDb } from "../test-support/commerce";
import { freshDatabase, type TestDatabase } from "../test-support/database";
import { newPet, storedProblems, subscribe } from "../test-support/lifecycle";
import type { Result } from "./result";
import { accountHistory } from "./account-history";
import { cancel, change, pause, resume, skip, unskip } from "./subscription-actions";
import type { SubscriptionDeps } from "./subscription-deps";
import { getSubscriptionDetail, listSubscriptionDetails } from "./subscription-details";

let store: TestDatabase;
let run: ReturnType<typeof withDb>;
const ada = { uid: "life-ada", email: "ada@example.com" };
const bob = { uid: "life-bob", email: "bob@example.com" };
const pet = { milo: 0, luna: 0, rex: 0, bobsCat: 0 };
// Ordered on Thursday 26 November 2026: the first box ships on Tuesday 1 December and can change
// until the end of Friday 27 November (decision 207).
const clock = fixedClock("2026-11-26T10:00:00Z");
const deps: SubscriptionDeps = checkoutDeps({ now: clock });

beforeAll(async () => {
  store = await freshDatabase();
  run = withDb(store.database);
  pet.milo = await newPet(run, ada.uid, { name: "Milo", species: "cat", allergies: ["fish"] });
  pet.luna = await newPet(run, ada.uid, { name: "Luna", species: "cat" });
  pet.rex = await newPet(run, ada.uid, { name: "Rex", species: "dog", size: "large" });
  pet.bobsCat = await newPet(run, bob.uid, { name: "Tom", species: "cat" });
}, 60_000);
afterAll(() => store.drop(), 30_000);

function value(result: Result<SubscriptionDetail>) {
  if (!result.ok) throw new Error(`${result.reason}: ${result.message}`);
  // What the API will answer has the shared shape the page parses.
  expect(subscriptionDetailAnswerSchema.parse({ subscription: result.value })).toEqual({
    subscription: result.value,
  });
  return result.value;
}

async function fresh(line: { boxId: number; petId: number; quantity?: number }, planId?: string) {
  clock.set("2026-11-26T10:00:00Z");
  const [id] = await subscribe(run, deps, ada, [line], planId);
  return id!;
}

/** Ada's messages in the outbox, oldest first. */
const messages = () =>
  run((db) =>
    db
      .select({ kind: outbox.kind, subject: outbox.subject, text: outbox.text })
      .from(outbox)
      .where(eq(outbox.recipientUid, ada.uid))
      .orderBy(outbox.id),
  );

describe("the portal card", () => {
  it("shows box, pet, plan, price per delivery, status, next date and what can be done", async () => {
    const id = await fresh({ boxId: 1, petId: pet.milo, quantity: 2 });
    const card = await run((db) => getSubscriptionDetail(db, deps, ada.uid, id));
    expect(card).toMatchObject({
      status: "active",
      box: { id: "1", name: "Cozy Cat Corner", pet: "cat" },
      pet: { id: pet.milo, name: "Milo", species: "cat" },
      plan: { id: "per-box", deliveriesPrepaid: 0 },
      quantity: 2,
      unitPrice: 2999,
      pricePerDelivery: 5998,
      nextDeliveryDate: "2026-12-01",
      pausedUntil: null,
      endsOn: null,
      changeUntil: "2026-11-27", // the first box too, until its cut-off
      nothingPacked: true,
      address: home,
      paymentIssue: null,
    });
    expect(card?.actions.skip).toEqual({ allowed: true });
    expect(
      card?.upcoming.map((box) => `${box.date} ${box.arrivesAbout} ${box.changeUntil}`),
    ).toEqual([
      "2026-12-01 2026-12-07 2026-11-27",
      "2027-01-01 2027-01-07 2026-12-30",
      "2027-02-01 2027-02-05 2027-01-28",
    ]);
    expect(card?.actions.cancel).toEqual({ allowed: true });
    const list = await run((db) => listSubscriptionDetails(db, deps, ada.uid));
    expect(
      subscriptionDetailsAnswerSchema.parse({ subscriptions: list }).subscriptions,
    ).toContainEqual(card);
    // Another account sees nothing of it.
    expect(await run((db) => getSubscriptionDetail(db, deps, bob.uid, id))).toBeNull();
  });
});

describe("skip and unskip", () => {
  it("refuses the box being packed, skips the next one a week later, and undoes it", async () => {
    const id = await fresh({ boxId: 1, petId: pet.milo });
    clock.set("2026-11-28T12:00:00Z"); // Saturday: the 1 December box is being packed
    expect(await run((db) => skip(db, deps, ada.uid, id))).toEqual({
      ok: false,
      reason: "conflict",
      message: ALREADY_PACKED,
    });
    clock.set("2026-12-05T12:00:00Z");
    const skipped = value(await run((db) => skip(db, deps, ada.uid, id)));
    expect(skipped).toMatchObject({ nextDeliveryDate: "2027-02-01", changeUntil: "2027-01-28" });
    expect(skipped.actions.unskip).toEqual({ allowed: true });
    const rows = await run((db) =>
      db
        .select()
        .from(deliveries)
        .where(eq(deliveries.subscriptionId, id))
        .orderBy(deliveries.sequence),
    );
    expect(rows.slice(0, 3).map((row) => `${row.date} ${row.status}`)).toEqual([
      "2026-12-01 shipped",
      "2027-01-01 skipped",
      "2027-02-01 scheduled",
    ]);
    // Written down past the horizon, the end of December 2027.
    expect(rows.at(-1)?.date).toBe("2028-01-03"); // 1 January 2028 is a Saturday
    const mail = (await messages()).at(-1);
    expect(mail).toMatchObject({
      kind: "subscription_skipped",
      subject: "Skipped: your Friday, January 1, 2027 box",
    });
    expect(mail?.text).toContain("Your next box ships on Monday, February 1, 2027.");

    const undone = value(await run((db) => unskip(db, deps, ada.uid, id)));
    expect(undone.nextDeliveryDate).toBe("2027-01-01");
    expect(await storedProblems(run, deps, id)).toEqual([]);
    expect(await run((db) => unskip(db, deps, ada.uid, id))).toMatchObject({
      reason: "conflict",
      message: "There is no skipped box to bring back.",
    });
  });

  it("counts the cut-off in the shop's time zone, not the server's", async () => {
    const id = await fresh({ boxId: 1, petId: pet.milo });
    const west = { ...deps, timeZone: "America/Los_Angeles" };
    // 05:00 on 31 December in UTC is still the evening of the 30th in Los Angeles: the last day
    // the 1 January box can change there, already packing time in UTC.
    clock.set("2026-12-31T05:00:00Z");
    expect(await run((db) => skip(db, deps, ada.uid, id))).toMatchObject({
      message: ALREADY_PACKED,
    });
    expect(value(await run((db) => skip(db, west, ada.uid, id))).nextDeliveryDate).toBe(
      "2027-02-01",
    );
  });

  it("answers another account's subscription, or none, as not found, and changes nothing", async () => {
    const id = await fresh({ boxId: 1, petId: pet.milo });
    clock.set("2026-12-05T12:00:00Z");
    for (const attempt of [
      () => run((db) => skip(db, deps, bob.uid, id)),
      () => run((db) => cancel(db, deps, bob.uid, id)),
      () => run((db) => change(db, deps, bob.uid, id, changeInputSchema.parse({ quantity: 2 }))),
      () => run((db) => skip(db, deps, ada.uid, 987_654)),
      () => run((db) => skip(db, deps, ada.uid, -1)),
    ]) {
      expect(await attempt()).toEqual({
        ok: false,
        reason: "not_found",
        message: "There is no such subscription.",
      });
    }
    expect((await run((db) => getSubscriptionDetail(db, deps, ada.uid, id)))?.status).toBe(
      "active",
    );
  });
});

describe("pause and resume", () => {
  it("pauses for 2 months across the year end, refuses a second pause, and resumes early", async () => {
    const id = await fresh({ boxId: 1, petId: pet.milo });
    clock.set("2026-12-20T12:00:00Z");
    const paused = value(await run((db) => pause(db, deps, ada.uid, id, { months: 2 })));
    expect(paused).toMatchObject({
      status: "paused",
      pausedUntil: "2027-03-01",
      nextDeliveryDate: "2027-03-01",
    });
    expect((await messages()).at(-1)?.text).toContain(
      "no box ships from Friday, January 1, 2027 until Monday, March 1, 2027",
    );
    expect(await run((db) => pause(db, deps, ada.uid, id, { months: 1 }))).toMatchObject({
      reason: "conflict",
      message: "This subscription is already paused until Monday, March 1, 2027.",
    });
    clock.set("2027-01-10T12:00:00Z");
    const resumed = value(await run((db) => resume(db, deps, ada.uid, id)));
    expect(resumed).toMatchObject({
      status: "active",
      pausedUntil: null,
      nextDeliveryDate: "2027-02-01",
    });
    expect(await run((db) => resume(db, deps, ada.uid, id))).toMatchObject({
      reason: "conflict",
      message: "This subscription is not paused, so there is nothing to resume.",
    });
    expect(await storedProblems(run, deps, id)).toEqual([]);
  });
});

describe("change and swap", () => {
  it("swaps to another cat box from the next delivery, with its price and rhythm", async () => {
    const id = await fresh({ boxId: 1, petId: pet.milo });
    clock.set("2026-12-05T12:00:00Z");
    const swapped = value(
      await run((db) => change(db, deps, ada.uid, id, changeInputSchema.parse({ boxId: 8 }))),
    );
    // Calm Cat Retreat: $44.99, quarterly, from 1 January.
    expect(swapped).toMatchObject({
      boxId: "8",
      box: { name: "Calm Cat Retreat" },
      unitPrice: 4499,
      pricePerDelivery: 4499,
      frequency: "Quarterly",
      nextDeliveryDate: "2027-01-01",
    });
    const rows = await run((db) =>
      db
        .select()
        .from(deliveries)
        .where(eq(deliveries.subscriptionId, id))
        .orderBy(deliveries.sequence),
    );
    expect(rows.slice(0, 4).map((row) => `${row.date} ${row.boxId} ${row.unitPriceCents}`)).toEqual(
      ["2026-12-01 1 2999", "2027-01-01 8 4499", "2027-04-01 8 4499", "2027-07-01 8 4499"],
    );
    expect((await messages()).at(-1)?.text).toContain(
      "From the box of Friday, January 1, 2027 on, your subscription is Calm Cat Retreat for Milo, 1 box at $44.99 a delivery (changed: box, delivery rhythm).",
    );
    expect(await storedProblems(run, deps, id)).toEqual([]);
  });

  it("names the field when the box, pet or address is not one the customer can choose", async () => {
    const id = await fresh({ boxId: 1, petId: pet.milo });
    clock.set("2026-12-05T12:00:00Z");
    const attempt = (input: unknown) =>
      run((db) => change(db, deps, ada.uid, id, changeInputSchema.parse(input)));
    expect(await attempt({ boxId: 2 })).toMatchObject({
      reason: "invalid",
      fields: { boxId: "Swap to another box for cats: Playful Pup Pack is a box for dogs." },
    });
    expect(await attempt({ boxId: 99 })).toMatchObject({
      reason: "invalid",
      fields: { boxId: expect.any(String) },
    });
    expect(await attempt({ petId: pet.rex })).toMatchObject({
      fields: { petId: "This is a box for cats: choose one of your cats." },
    });
    expect(await attempt({ petId: pet.bobsCat })).toMatchObject({
      fields: { petId: "Choose one of your own pets." },
    });
    expect(await attempt({ addressId: 987_654 })).toMatchObject({
      fields: { addressId: "Choose one of your addresses." },
    });
    const moved = value(
      await attempt({ petId: pet.luna, quantity: 3, address: { ...home, line1: "1 New Road" } }),
    );
    expect(moved).toMatchObject({
      pet: { name: "Luna" },
      quantity: 3,
      pricePerDelivery: 3 * 2999,
      address: { ...home, line1: "1 New Road" },
    });
    expect(await storedProblems(run, deps, id)).toEqual([]);
  });

  it("on a prepaid plan refuses a change that costs more per delivery", async () => {
    const id = await fresh({ boxId: 1, petId: pet.milo }, "prepay-6");
    clock.set("2026-12-05T12:00:00Z");
    const more = await run((db) =>
      change(db, deps, ada.uid, id, changeInputSchema.parse({ quantity: 2 })),
    );
    expect(more).toMatchObject({ ok: false, reason: "conflict" });
    const less = value(
      await run((db) => change(db, deps, ada.uid, id, changeInputSchema.parse({ boxId: 4 }))),
    );
    expect(less).toMatchObject({ boxId: "4", unitPrice: 2374, deliveriesLeft: 5 });
  });
});

describe("cancel", () => {
  it("pay per box: ends at once a week before the next box, with a confirmation, and refuses more", async () => {
    const id = await fresh({ boxId: 1, petId: pet.milo });
    clock.set("2026-12-05T12:00:00Z");
    const cancelled = value(await run((db) => cancel(db, deps, ada.uid, id)));
    // A refused change stores nothing, not even the new address it brought.
    const before = await commerceCounts(store.database);
    expect(
      await run((db) =>
        change(
          db,
          deps,
          ada.uid,
          id,
          changeInputSchema.parse({ address: { ...home, line1: "7 Gone Road" } }),
        ),
      ),
    ).toMatchObject({
      reason: "conflict",
      message: "This subscription is cancelled, so it cannot be changed.",
    });
    expect(await commerceCounts(store.database)).toEqual(before);
    expect(cancelled).toMatchObject({
      status: "cancelled",
      endsOn: "2026-12-05",
      nextDeliveryDate: null,
    });
    expect(Object.values(cancelled.actions).every((action) => !action.allowed)).toBe(true);
    const mail = (await messages()).at(-1);
    expect(mail).toMatchObject({ kind: "subscription_cancelled" });
    expect(mail?.text).toContain("It ends on Saturday, December 5, 2026.");
    expect(mail?.text).toContain("No more boxes will ship and nothing more will be charged.");
    expect(await run((db) => skip(db, deps, ada.uid, id))).toMatchObject({
      reason: "conflict",
      message: "This subscription is cancelled: there is no box to skip.",
    });
    const rows = await run((db) =>
      db.select().from(deliveries).where(eq(deliveries.subscriptionId, id)),
    );
    expect(rows.map((row) => row.status)).toEqual(["shipped"]);
  });

  it("prepaid: the paid boxes still ship and the card says until when", async () => {
    const id = await fresh({ boxId: 1, petId: pet.milo }, "prepay-6");
    clock.set("2026-12-05T12:00:00Z");
    const cancelled = value(await run((db) => cancel(db, deps, ada.uid, id)));
    expect(cancelled).toMatchObject({
      status: "cancelled",
      endsOn: "2027-05-03", // 1 May 2027 is a Saturday
      nextDeliveryDate: "2027-01-01",
      deliveriesLeft: 5,
    });
    expect((await messages()).at(-1)?.text).toContain(
      "The 5 boxes already paid for or being packed still ship",
    );
    expect(await storedProblems(run, deps, id)).toEqual([]);
  });
});

describe("the cancelling rule, said the same everywhere (decision 218)", () => {
  it("prepaid: the consent, the card and cancel dialog, and the e-mail state PREPAID_CANCEL_TEXT word for word; /terms too (terms.test.tsx)", async () => {
    const id = await fresh({ boxId: 1, petId: pet.milo }, "prepay-6");
    const [order] = await run((db) => listOrders(db, ada.uid));
    const consent = (await run((db) => getOrder(db, ada.uid, order!.id)))?.consent;
    expect(consent).toContain(PREPAID_CANCEL_TEXT);
    clock.set("2026-12-05T12:00:00Z");
    const before = await run((db) => getSubscriptionDetail(db, deps, ada.uid, id));
    // What the card and its cancel dialog say (wording.ts's cancellingMeans is this function).
    expect(cancellingNowText(before!)).toBe(
      `You have 5 prepaid deliveries left. ${PREPAID_CANCEL_TEXT}`,
    );
    value(await run((db) => cancel(db, deps, ada.uid, id)));
    const mail = (await messages()).at(-1);
    expect(mail?.kind).toBe("subscription_cancelled");
    expect(mail?.text).toContain(PREPAID_CANCEL_TEXT);
  });

  it("pay per box: the e-mail after cancelling with a box being packed says the undo rule of the consent", async () => {
    const id = await fresh({ boxId: 1, petId: pet.milo });
    const [order] = await run((db) => listOrders(db, ada.uid));
    const consent = (await run((db) => getOrder(db, ada.uid, order!.id)))?.consent;
    expect(consent).toContain(cancelRuleText());
    expect(cancelRuleText()).toContain(PAY_PER_BOX_UNDO_TEXT);
    clock.set("2026-12-31T12:00:00Z");
    value(await run((db) => cancel(db, deps, ada.uid, id)));
    expect((await messages()).at(-1)?.text).toContain(PAY_PER_BOX_UNDO_TEXT);
  });
});

describe("two tabs at once", () => {
  it("Skip and Cancel pressed together leave one consistent state, whichever wins", async () => {
    for (let round = 0; round < 6; round += 1) {
      const id = await fresh(
        { boxId: 1, petId: pet.milo },
        round % 2 === 0 ? "per-box" : "prepay-6",
      );
      clock.set("2026-12-05T12:00:00Z");
      const [skipped, cancelled] = await Promise.all([
        run((db) => skip(db, deps, ada.uid, id)),
        run((db) => cancel(db, deps, ada.uid, id)),
      ]);
      expect(cancelled.ok).toBe(true);
      // Skip either went first, or found the subscription cancelled.
      if (!skipped.ok) {
        expect(skipped).toMatchObject({
          reason: "conflict",
          message: "This subscription is cancelled: there is no box to skip.",
        });
      }
      const card = await run((db) => getSubscriptionDetail(db, deps, ada.uid, id));
      expect(card?.status).toBe("cancelled");
      expect(await storedProblems(run, deps, id)).toEqual([]);
    }
  });

  it("ten concurrent skips skip ten boxes, one after the other", async () => {
    const id = await fresh({ boxId: 1, petId: pet.milo });
    clock.set("2026-12-05T12:00:00Z");
    const results = await Promise.all(
      Array.from({ length: 10 }, () => run((db) => skip(db, deps, ada.uid, id))),
    );
    expect(results.every((result) => result.ok)).toBe(true);
    const card = await run((db) => getSubscriptionDetail(db, deps, ada.uid, id));
    expect(card?.nextDeliveryDate).toBe("2027-11-01");
    expect(await storedProblems(run, deps, id)).toEqual([]);
  });
});

describe("/account/orders", () => {
  it("lists every order and every delivery, newest first, up to each subscription's next box", async () => {
    clock.set("2026-11-26T10:00:00Z");
    const carol = { uid: "life-carol", email: null };
    const cat = await newPet(run, carol.uid, { name: "Pixel", species: "cat" });
    const [id] = await subscribe(run, deps, carol, [{ boxId: 6, petId: cat }]);
    clock.set("2026-12-05T12:00:00Z");
    value(await run((db) => skip(db, deps, carol.uid, id!)));
    const history = await run((db) => accountHistory(db, deps, carol.uid));
    expect(accountHistoryAnswerSchema.parse(history)).toEqual(history);
    expect(history.orders).toHaveLength(1);
    expect(
      history.deliveries.map((d) => `${d.date} ${d.status} ${d.boxName} ${d.petName}`),
    ).toEqual([
      "2027-02-01 scheduled Gourmet Cat Treats Pixel",
      "2027-01-01 skipped Gourmet Cat Treats Pixel",
      // Its day passed and nobody shipped it: late, never "shipped" (decision 225).
      "2026-12-01 late Gourmet Cat Treats Pixel",
    ]);
  });
});
