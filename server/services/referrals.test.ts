// @vitest-environment node
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutInputSchema } from "../../shared/api/checkout";
import { CODE_REASONS } from "../../shared/api/codes";
import { carriers } from "../../shared/shop/carriers";
import { createDatabase } from "../db/client";
import { deliveries, outbox, referralCredits, subscriptions } from "../db/schema";
import { catalogue } from "../test-support/app";
import { checkoutDeps, fixedClock, home, plans, withDb } from "../test-support/commerce";
import { freshDatabase, type TestDatabase } from "../test-support/database";
import { newPet } from "../test-support/lifecycle";
import { placeOrder } from "./checkout";
import type { Customer } from "./checkout-deps";
import { checkCode, listCodes } from "./codes";
import { amountDue } from "./credits";
import { packDelivery, shipDeliveries, shipDelivery, type FulfilmentDeps } from "./fulfilment";
import { referralCodeOf } from "./referrals";

// Referral codes (issue 28, decision 270): a customer's own code, a friend's first order only,
// and the referrer's credit once the friend's first box has shipped, granted once.

let store: TestDatabase;
let run: ReturnType<typeof withDb>;
const ann: Customer = { uid: "ref-ann", email: "ann@example.com" };
const ben: Customer = { uid: "ref-ben", email: "ben@example.com" };
const cat: Customer = { uid: "ref-cat", email: "cat@example.com" };
const packer = { uid: "staff-pat", email: "pat@petbox.example", role: "packer" } as const;
const clock = fixedClock("2026-11-26T10:00:00Z");
const deps = checkoutDeps({ now: clock });
const fulfilment: FulfilmentDeps = {
  catalogue,
  carriers,
  timeZone: deps.timeZone,
  shopUrl: deps.shopUrl,
  now: clock,
};
const usps = { carrier: "usps", trackingNumber: "9400 1000 0000 0000 0000 00" };
const pets = { ann: 0, ben: 0, benToo: 0, cat: 0 };
const cart = { lines: [{ boxId: "1", quantity: 1 }], planId: "per-box" };

beforeAll(async () => {
  store = await freshDatabase();
  run = withDb(store.database);
  pets.ann = await newPet(run, ann.uid, { name: "Ada", species: "cat" });
  pets.ben = await newPet(run, ben.uid, { name: "Rex", species: "cat" });
  pets.benToo = await newPet(run, ben.uid, { name: "Tom", species: "cat" });
  pets.cat = await newPet(run, cat.uid, { name: "Kit", species: "cat" });
}, 60_000);
afterAll(() => store.drop(), 30_000);

const order = (petIds: number[], code?: string) =>
  checkoutInputSchema.parse({
    lines: petIds.map((petId) => ({ boxId: 1, petId, quantity: 1 })),
    planId: "per-box",
    address: home,
    ...(code ? { code } : {}),
  });

async function place(customer: Customer, petIds: number[], code?: string) {
  const result = await run((db) => placeOrder(db, deps, customer, order(petIds, code)));
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.value.order;
}

const codeOf = (customer: Customer) =>
  run((db) => referralCodeOf(db, customer, clock())).then((answer) => answer.code);

const check = (customer: Customer, code: string) =>
  run((db) =>
    checkCode(db, { catalogue, plans, today: "2026-11-26" }, customer.uid, { code, ...cart }),
  );

/** The first box of each subscription of `orderId`, in line order. */
async function firstBoxes(orderId: string) {
  return run((db) =>
    db
      .select({ id: deliveries.id, date: deliveries.date })
      .from(deliveries)
      .innerJoin(subscriptions, eq(subscriptions.id, deliveries.subscriptionId))
      .where(and(eq(subscriptions.orderId, orderId), eq(deliveries.sequence, 0)))
      .orderBy(asc(subscriptions.id)),
  );
}

async function packAndShip(box: number) {
  const packed = await run((db) => packDelivery(db, fulfilment, packer, box));
  if (!packed.ok) throw new Error(JSON.stringify(packed));
  return run((db) => shipDelivery(db, fulfilment, packer, box, usps));
}

const creditsOf = (uid: string) =>
  run((db) => db.select().from(referralCredits).where(eq(referralCredits.referrerUid, uid)));
const mailsTo = (uid: string) =>
  run((db) =>
    db
      .select({ email: outbox.recipientEmail, subject: outbox.subject, text: outbox.text })
      .from(outbox)
      .where(and(eq(outbox.kind, "referral_credit"), eq(outbox.recipientUid, uid))),
  );

describe("a customer's referral code", () => {
  it("is made on first need, short and unguessable, and the same every time after", async () => {
    const first = await codeOf(ann);
    expect(first).toMatch(/^PB-[2-9A-HJ-NP-Z]{8}$/);
    expect(await codeOf(ann)).toBe(first);
    expect(await codeOf(cat)).not.toBe(first);
    // Customers' codes are not among the owners' codes.
    expect((await run((db) => listCodes(db))).map((code) => code.code)).not.toContain(first);
  });

  it("draws again when a drawn code is taken", async () => {
    const taken = await codeOf(ann);
    const draws = [taken, "PB-NEWCODE2"];
    const answer = await run((db) =>
      referralCodeOf(db, { uid: "ref-dan", email: null }, clock(), () => draws.shift()!),
    );
    expect(answer).toEqual({ code: "PB-NEWCODE2", friendOff: 1000, credit: 1000 });
  });
});

describe("a friend checking out with a referral code", () => {
  it("takes the friend's first box down by the shop's amount, first order only, never its owner's", async () => {
    const code = await codeOf(ann);
    expect(await check(ben, code.toLowerCase())).toEqual({
      ok: true,
      value: {
        valid: true,
        discount: 1000,
        lines: [{ discount: 1000, perDelivery: 1000 }],
        months: null,
      },
    });
    expect(await check(ann, code)).toMatchObject({
      value: { valid: false, discount: 0, reason: CODE_REASONS.ownReferral },
    });
    // Cat has ordered before: a referral is for a first order.
    await place(cat, [pets.cat]);
    expect(await check(cat, code)).toMatchObject({
      value: { valid: false, reason: CODE_REASONS.referralFirstOrder },
    });
    const refused = await run((db) => placeOrder(db, deps, cat, order([pets.cat], code)));
    expect(refused).toMatchObject({
      ok: false,
      fields: { code: CODE_REASONS.referralFirstOrder },
    });
  });
});

describe("the referrer's credit", () => {
  it("is granted once when the friend's first box ships, kept on the account, then on the next box", async () => {
    const code = await codeOf(ann);
    // Ben's first order: two boxes (two subscriptions), $10 off the first.
    const bens = await place(ben, [pets.ben, pets.benToo], code);
    expect(bens.discount).toBe(1000);
    const [one, two] = await firstBoxes(bens.id);
    clock.set("2026-11-30T10:00:00Z");
    expect((await packAndShip(one!.id)).ok).toBe(true);

    expect(await creditsOf(ann.uid)).toMatchObject([
      { friendOrderId: bens.id, cents: 1000, subscriptionId: null },
    ]);
    const mails = await mailsTo(ann.uid);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.email).toBe(ann.email);
    expect(mails[0]?.text).toContain(
      "$10.00 is kept on your account and comes off the first box of your next subscription.",
    );

    // Shipped again (refused), and the order's other box shipped: still one credit, one e-mail.
    expect((await run((db) => shipDelivery(db, fulfilment, packer, one!.id, usps))).ok).toBe(false);
    expect((await packAndShip(two!.id)).ok).toBe(true);
    expect(await creditsOf(ann.uid)).toHaveLength(1);
    expect(await mailsTo(ann.uid)).toHaveLength(1);

    // Ann subscribes: the credit moves to her subscription and comes off her first box.
    const anns = await place(ann, [pets.ann]);
    const [mine] = await firstBoxes(anns.id);
    const [sub] = await run((db) =>
      db.select().from(subscriptions).where(eq(subscriptions.orderId, anns.id)),
    );
    expect(sub?.creditCents).toBe(1000);
    clock.set(`${mine!.date}T10:00:00Z`);
    expect((await packAndShip(mine!.id)).ok).toBe(true);
    const [shipped] = await run((db) =>
      db.select().from(deliveries).where(eq(deliveries.id, mine!.id)),
    );
    expect(shipped?.creditCents).toBe(1000);
    expect(amountDue(shipped!)).toBe(2999 + shipped!.shippingCents - 1000);
  });

  it("goes straight onto the next box of a referrer who has a subscription", async () => {
    const code = await codeOf(cat);
    clock.set("2026-11-26T10:00:00Z");
    const eve: Customer = { uid: "ref-eve", email: "eve@example.com" };
    const evePet = await newPet(run, eve.uid, { name: "Bo", species: "cat" });
    const eves = await place(eve, [evePet], code);
    const [box] = await firstBoxes(eves.id);
    clock.set("2026-11-30T10:00:00Z");
    // Shipped with the bulk endpoint's path too.
    const shipped = await run((db) =>
      shipDeliveries(db, fulfilment, packer, { items: [{ id: box!.id, ...usps }] }),
    );
    expect(shipped.ok, JSON.stringify(shipped)).toBe(true);
    const [cats] = await run((db) =>
      db.select().from(subscriptions).where(eq(subscriptions.uid, cat.uid)),
    );
    expect(cats?.creditCents).toBe(1000);
    expect(await creditsOf(cat.uid)).toMatchObject([{ subscriptionId: cats?.id }]);
    expect((await mailsTo(cat.uid))[0]?.text).toContain("$10.00 comes off your next box.");
  });

  it("is granted once when two servers ship the friend's two first boxes at the same moment", async () => {
    const gus: Customer = { uid: "ref-gus", email: "gus@example.com" };
    const fay: Customer = { uid: "ref-fay", email: "fay@example.com" };
    const code = await codeOf(gus);
    clock.set("2026-11-26T10:00:00Z");
    const fays = [
      await newPet(run, fay.uid, { name: "Pip", species: "cat" }),
      await newPet(run, fay.uid, { name: "Zed", species: "cat" }),
    ];
    const placed = await place(fay, fays, code);
    const boxes = await firstBoxes(placed.id);
    clock.set("2026-11-30T10:00:00Z");
    for (const box of boxes) {
      expect((await run((db) => packDelivery(db, fulfilment, packer, box.id))).ok).toBe(true);
    }
    // Another server: its own connections to the same PostgreSQL (on PGlite, the one handle).
    const second =
      store.database.kind === "postgres" ? createDatabase(store.options) : store.database;
    try {
      const shipped = await Promise.all([
        run((db) => shipDelivery(db, fulfilment, packer, boxes[0]!.id, usps)),
        second.use("test.second", (db) => shipDelivery(db, fulfilment, packer, boxes[1]!.id, usps)),
      ]);
      expect(shipped.map((result) => result.ok)).toEqual([true, true]);
    } finally {
      if (second !== store.database) await second.close();
    }
    expect(await creditsOf(gus.uid)).toMatchObject([{ friendOrderId: placed.id, cents: 1000 }]);
    expect(await mailsTo(gus.uid)).toHaveLength(1);
  });
});
