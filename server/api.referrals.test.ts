// @vitest-environment node
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { checkoutAnswerSchema } from "../shared/api/checkout";
import { subscriptionDetailsAnswerSchema } from "../shared/api/subscription-answers";
import { CODE_REASONS, codeCheckAnswerSchema, referralAnswerSchema } from "../shared/api/codes";
import { referralCredits } from "./db/schema";
import {
  errorOf,
  firstBoxOf,
  newPet,
  outboxMails,
  packAndShip,
  sender,
  startBackOffice,
} from "./test-support/admin";
import type { Account, BackOffice, TestApp } from "./test-support/admin";
import { home } from "./test-support/commerce";

// A real database and Auth Emulator on a shared 2-core machine: allow for slow moments.
vi.setConfig({ testTimeout: 60_000 });

// Referral codes over HTTP (issue 28, decision 270): a customer's own code, a friend's first
// order with it, and the referrer's credit and e-mail once the friend's first box has shipped.
let office: BackOffice;
let app: TestApp;
let packer: Account;
let ada: Account;
let bea: Account;
let milo = 0;
let rex = 0;
// Thursday 26 November 2026; boxes are packed from Monday 30 November.
let now = Date.parse("2026-11-26T10:00:00Z");
const send = sender(() => app);
const cart = { lines: [{ boxId: 1, quantity: 1 }], planId: "per-box" };

beforeAll(async () => {
  office = await startBackOffice();
  ({ app, packer, ada, petId: milo } = await office.shopWithCustomer({ clock: () => now }));
  bea = await office.account();
  rex = await newPet(app, bea, { name: "Rex", species: "cat" });
}, 180_000);
afterAll(() => office?.close(), 30_000);

describe("GET /api/codes/referral", () => {
  it("gives the signed-in customer their own code, the same every time, and what it gives", async () => {
    const first = await send("GET", "/api/codes/referral", ada);
    expect(first.status, await first.clone().text()).toBe(200);
    const answer = referralAnswerSchema.parse(await first.json());
    expect(answer).toEqual({
      code: expect.stringMatching(/^PB-\w{8}$/),
      friendOff: 1000,
      credit: 1000,
    });
    const again = referralAnswerSchema.parse(
      await (await send("GET", "/api/codes/referral", ada)).json(),
    );
    expect(again.code).toBe(answer.code);
    const beas = referralAnswerSchema.parse(
      await (await send("GET", "/api/codes/referral", bea)).json(),
    );
    expect(beas.code).not.toBe(answer.code);
    expect((await app.request("/api/codes/referral")).status).toBe(401);
  });
});

describe("a friend's first order with a referral code", () => {
  it("is discounted, refused to the code's owner, and credits the owner once the first box ships", async () => {
    const { code } = referralAnswerSchema.parse(
      await (await send("GET", "/api/codes/referral", ada)).json(),
    );
    const own = await send("POST", "/api/codes/check", ada, { code, ...cart });
    expect(codeCheckAnswerSchema.parse(await own.json())).toMatchObject({
      valid: false,
      reason: CODE_REASONS.ownReferral,
    });
    const friend = await send("POST", "/api/codes/check", bea, { code, ...cart });
    expect(codeCheckAnswerSchema.parse(await friend.json())).toEqual({
      valid: true,
      discount: 1000,
      lines: [{ discount: 1000, perDelivery: 1000 }],
      // A referral code is first box only.
      months: null,
    });

    const order = {
      lines: [{ boxId: 1, petId: rex, quantity: 1 }],
      planId: "per-box",
      address: home,
    };
    const placed = await send("POST", "/api/checkout", bea, { ...order, code });
    expect(placed.status, await placed.clone().text()).toBe(201);
    const answer = checkoutAnswerSchema.parse(await placed.json());
    expect(answer.order.discount).toBe(1000);
    // Bea has ordered now: her second order cannot use a referral code.
    const second = await send("POST", "/api/checkout", bea, { ...order, code });
    expect(second.status).toBe(400);
    expect((await errorOf(second)).fields).toEqual({ code: CODE_REASONS.referralFirstOrder });

    // Ada has a box of her own coming, paid on delivery: the credit goes on it.
    const anns = await send("POST", "/api/checkout", ada, {
      ...order,
      lines: [{ boxId: 1, petId: milo, quantity: 1 }],
    });
    expect(anns.status, await anns.clone().text()).toBe(201);
    const cards = async () =>
      subscriptionDetailsAnswerSchema.parse(
        await (await send("GET", "/api/subscriptions", ada)).json(),
      ).subscriptions;
    expect((await cards())[0]?.credit).toBeUndefined();

    const box = await firstBoxOf(office.store.database, answer.subscriptions[0]!.id);
    now = Date.parse("2026-11-30T10:00:00Z");
    expect(await outboxMails(office.store.database, "referral_credit", ada.uid)).toEqual([]);
    await packAndShip(app, packer, box, ["ref-pack", "ref-ship"]);
    const again = await send("POST", `/api/admin/deliveries/${box}/ship`, packer, {
      carrier: "usps",
      trackingNumber: "9400100",
    });
    expect(again.status).toBe(409);

    const mails = await outboxMails(office.store.database, "referral_credit", ada.uid);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.email).toBe(ada.email);
    expect(mails[0]?.subject).toBe(
      "A friend's first PetBox box has shipped: $10.00 off your next box",
    );
    const credits = await office.store.database.use("test.credits", (db) =>
      db.select().from(referralCredits).where(eq(referralCredits.referrerUid, ada.uid)),
    );
    expect(credits).toMatchObject([{ friendOrderId: answer.order.id, cents: 1000 }]);
    expect(mails[0]?.text).toContain("$10.00 comes off your next box.");
    // The portal card shows it.
    expect((await cards())[0]?.credit).toBe(1000);
  });
});
