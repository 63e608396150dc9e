// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { adminPackingAnswerSchema } from "../shared/api/admin/deliveries";
import { orderPaymentAnswerSchema } from "../shared/api/admin/payments";
import { giftAnswerSchema, giftsAnswerSchema, type GiftAnswer } from "../shared/api/gifts";
import { ordersAnswerSchema } from "../shared/api/orders";
import { checkoutAnswerSchema } from "../shared/api/checkout";
import { subscriptionsAnswerSchema } from "../shared/api/subscriptions";
import { shopBankDetails } from "../shared/shop/bank-details";
import { and, asc, eq } from "drizzle-orm";
import {
  giftChangedAnswerSchema,
  giftClaimAnswerSchema,
  giftClaimedAnswerSchema,
} from "../shared/api/gifts";
import { deliveries, outbox, subscriptions } from "./db/schema";
import { createGiftMailsJob } from "./jobs/gift-mails";
import { GIFT_ENDS } from "./services/subscription-actions";
import { errorOf, newPet, sender, startBackOffice } from "./test-support/admin";
import { catalogue } from "./test-support/app";
import type { Account, BackOffice, TestApp } from "./test-support/admin";
import { home } from "./test-support/commerce";

// A real database and Auth Emulator on a shared 2-core machine: allow for slow moments.
vi.setConfig({ testTimeout: 60_000 });

// Gift subscriptions over HTTP (issue 28, decision 269): a buyer gives boxes, pays by bank
// transfer under the embedded default, staff record the transfer, the recipient claims.
let office: BackOffice;
let app: TestApp;
let support: Account;
let packer: Account;
let ada: Account;
let now = Date.parse("2026-11-26T10:00:00Z");
const send = sender(() => app);

beforeAll(async () => {
  office = await startBackOffice();
  ({ app, support, packer, ada } = await office.shopWithCustomer({ clock: () => now }));
}, 180_000);
afterAll(() => office?.close(), 30_000);

const gift = {
  boxId: 1,
  deliveries: 3,
  recipientName: "Bea Lane",
  recipientEmail: "bea@example.com",
  message: "Happy birthday, Pixel!",
};
const give = (body: unknown, as: Account = ada) => send("POST", "/api/gifts", as, body);

let first: GiftAnswer;

describe("POST /api/gifts", () => {
  it("answers 201 with the gift and its order waiting for a bank transfer, priced by the server", async () => {
    const response = await give({ ...gift, price: 1 });
    expect(response.status, await response.clone().text()).toBe(201);
    const answer = giftAnswerSchema.parse(await response.json());
    first = answer;
    expect(answer.gift).toMatchObject({
      boxId: "1",
      boxName: "Cozy Cat Corner",
      deliveries: 3,
      boxesLeft: 3,
      recipientName: "Bea Lane",
      recipientEmail: "bea@example.com",
      message: "Happy birthday, Pixel!",
      sendOn: "2026-11-26",
      status: "awaiting_payment",
      address: null,
      subscriptionId: null,
    });
    // Three boxes at $29.99, shipped free in the US: no plan prepays 3, so no discount.
    expect(answer.order).toMatchObject({
      status: "awaiting_transfer",
      total: 8997,
      shipping: 0,
      payment: {
        method: "transfer",
        bankDetails: shopBankDetails,
        reference: `PB-${String(answer.order.number).padStart(6, "0")}`,
      },
    });
    // The token is never shown to the buyer: it is in the recipient's e-mail only.
    expect(JSON.stringify(answer)).not.toMatch(/token/i);
  });

  it("gives 6 boxes at the 6-delivery plan's discount, shipping to the recipient's zone", async () => {
    const response = await give({
      ...gift,
      deliveries: 6,
      sendOn: "2026-12-24",
      address: { ...home, country: "CA", region: "ON", postalCode: "K1A 0B1" },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const answer = giftAnswerSchema.parse(await response.json());
    expect(answer.gift).toMatchObject({ deliveries: 6, sendOn: "2026-12-24" });
    expect(answer.gift.address?.country).toBe("CA");
    // 5% off $29.99 is $28.49 a box; shipping to Canada is $8.00 a box.
    expect(answer.order).toMatchObject({ total: 6 * 2849 + 6 * 800, shipping: 6 * 800 });
  });

  it("answers 400 naming each field to fix", async () => {
    const response = await give({
      boxId: 999,
      deliveries: 4,
      recipientName: "",
      recipientEmail: "not-an-email",
      message: "x".repeat(301),
    });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.fields).toMatchObject({
      deliveries: "Choose how many boxes to give: 3, 6 or 12.",
      recipientName: "Enter the name of the person the gift is for.",
      recipientEmail: "Please enter a valid email address, like name@example.com.",
      message: "Keep the message to 300 characters or fewer.",
    });
    const unknownBox = await give({ ...gift, boxId: 999 });
    expect(unknownBox.status).toBe(400);
    expect((await errorOf(unknownBox)).fields).toEqual({
      boxId: "This box is not sold any more: choose another box.",
    });
    const past = await give({ ...gift, sendOn: "2026-11-25" });
    expect((await errorOf(past)).fields).toEqual({ sendOn: "Choose today or a day ahead." });
  });

  it("needs a signed-in buyer", async () => {
    const response = await app.request("/api/gifts", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(gift),
    });
    expect(response.status).toBe(401);
  });
});

describe("GET /api/gifts", () => {
  it("lists the buyer's gifts, newest first, and no one else's; their orders stay out of the order list", async () => {
    const mine = giftsAnswerSchema.parse(await (await send("GET", "/api/gifts", ada)).json());
    expect(mine.gifts.map((each) => each.deliveries)).toEqual([6, 3]);
    expect(mine.gifts.every((each) => each.boxesLeft === each.deliveries)).toBe(true);
    const theirs = giftsAnswerSchema.parse(await (await send("GET", "/api/gifts", support)).json());
    expect(theirs.gifts).toEqual([]);
    const orders = ordersAnswerSchema.parse(await (await send("GET", "/api/orders", ada)).json());
    expect(orders.orders).toEqual([]);
  });
});

describe("POST /api/admin/orders/:id/payment", () => {
  const record = (id: string, as: Account, key: string, body: unknown = PAID) =>
    send("POST", `/api/admin/orders/${id}/payment`, as, body, key);
  const PAID = { status: "paid", method: "transfer" };

  it("lets support record the transfer once: the order is paid and the gift scheduled", async () => {
    const id = first.order.id;
    expect((await record(id, packer, "pay-packer")).status).toBe(403);
    const wrong = await record(id, support, "pay-wrong", { status: "paid", method: "card" });
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).fields).toEqual({
      method: 'Only a bank transfer is recorded here: "transfer".',
    });

    const response = await record(id, support, "pay-1");
    expect(response.status, await response.clone().text()).toBe(200);
    expect(orderPaymentAnswerSchema.parse(await response.json()).order).toMatchObject({
      status: "paid",
      paid: 8997,
      left: 8997,
    });
    const listed = giftsAnswerSchema.parse(await (await send("GET", "/api/gifts", ada)).json());
    expect(listed.gifts.find((each) => each.id === first.gift.id)?.status).toBe("scheduled");

    const again = await record(id, support, "pay-2");
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toMatch(/not waiting for a bank transfer/);
    const nobody = await record("00000000-0000-4000-8000-000000000000", support, "pay-3");
    expect(nobody.status).toBe(404);
  });
});

describe("a prepaid plan paid by bank transfer (decision 273)", () => {
  it("waits for the transfer, then starts when support records it, its first box dated from that day", async () => {
    const milo = await newPet(app, ada, { name: "Milo", species: "cat" });
    const placed = await send("POST", "/api/checkout", ada, {
      lines: [{ boxId: 1, petId: milo, quantity: 1 }],
      planId: "prepay-6",
      address: home,
    });
    expect(placed.status, await placed.clone().text()).toBe(201);
    const answer = checkoutAnswerSchema.parse(await placed.json());
    expect(answer.order.status).toBe("awaiting_transfer");
    expect(answer.payment).toMatchObject({ method: "transfer", bankDetails: shopBankDetails });
    const listed = async () => {
      const response = await send("GET", "/api/subscriptions", ada);
      return subscriptionsAnswerSchema
        .parse(await response.json())
        .subscriptions.filter((each) => each.orderId === answer.order.id);
    };
    expect((await listed()).map((each) => each.status)).toEqual(["pending"]);

    const paidAt = now;
    now = Date.parse("2026-12-10T10:00:00Z");
    try {
      const recorded = await send(
        "POST",
        `/api/admin/orders/${answer.order.id}/payment`,
        support,
        { status: "paid", method: "transfer" },
        "prepaid-transfer-1",
      );
      expect(recorded.status, await recorded.clone().text()).toBe(200);
      expect((await listed()).map((each) => [each.status, each.nextDeliveryDate])).toEqual([
        ["active", "2026-12-15"],
      ]);
    } finally {
      now = paidAt;
    }
  });
});

describe("the gift e-mail", () => {
  const job = () =>
    createGiftMailsJob({
      run: (work) => office.store.database.use("test.gift_mails", work),
      timeZone: "UTC",
      catalogue,
      shopUrl: "http://localhost:3000",
      clock: () => new Date(now),
    });
  const mailsTo = (email: string) =>
    office.store.database.use("test.outbox", (db) =>
      db
        .select({ text: outbox.text, subject: outbox.subject })
        .from(outbox)
        .where(and(eq(outbox.kind, "gift_sent"), eq(outbox.recipientEmail, email))),
    );
  let token = "";

  it("goes out once on its day after the transfer is recorded, even with two servers", async () => {
    const made = await give({ ...gift, recipientEmail: "cleo@example.com", sendOn: "2026-11-28" });
    const answer = giftAnswerSchema.parse(await made.json());
    // Not paid yet: its day comes and goes without an e-mail.
    now = Date.parse("2026-11-28T09:00:00Z");
    await job().runOnce();
    expect(await mailsTo("cleo@example.com")).toEqual([]);
    // The first gift, paid above for today, went out then.
    expect(await mailsTo("bea@example.com")).toHaveLength(1);
    now = Date.parse("2026-11-26T10:00:00Z");
    const paid = await send(
      "POST",
      `/api/admin/orders/${answer.order.id}/payment`,
      support,
      { status: "paid", method: "transfer" },
      "pay-cleo",
    );
    expect(paid.status).toBe(200);
    // Paid, but the day has not come.
    now = Date.parse("2026-11-27T23:59:00Z");
    await job().runOnce();
    expect(await mailsTo("cleo@example.com")).toEqual([]);

    now = Date.parse("2026-11-28T00:01:00Z");
    const [one, two] = await Promise.all([job().runOnce(), job().runOnce()]);
    expect(one + two).toBe(1);
    await job().runOnce();
    now = Date.parse("2026-11-29T08:00:00Z");
    await job().runOnce();
    const mails = await mailsTo("cleo@example.com");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Happy birthday, Pixel!");
    expect(mails[0]!.text).toContain("3 Cozy Cat Corner boxes");
    const link = /http:\/\/localhost:3000\/gift\/([A-Za-z0-9_-]{43})/.exec(mails[0]!.text);
    expect(link, mails[0]!.text).not.toBeNull();
    token = link![1]!;
    const listed = giftsAnswerSchema.parse(await (await send("GET", "/api/gifts", ada)).json());
    expect(listed.gifts.find((each) => each.id === answer.gift.id)?.status).toBe("sent");
  });

  it("the link says what the gift is, to anyone holding it; any other token is a bare 404", async () => {
    const response = await app.request(`/api/gifts/claim/${token}`);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(giftClaimAnswerSchema.parse(await response.json()).gift).toEqual({
      boxId: "1",
      boxName: "Cozy Cat Corner",
      deliveries: 3,
      recipientName: "Bea Lane",
      from: ada.email,
      message: "Happy birthday, Pixel!",
      address: null,
    });
    // One character off: the last one changed, whatever it was (a fixed "A" was the token itself
    // once in 64 runs).
    const oneOff = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const wrong of [oneOff, "short", "A".repeat(43)]) {
      const missing = await app.request(`/api/gifts/claim/${wrong}`);
      expect(missing.status).toBe(404);
      const body = await missing.text();
      expect(body).not.toMatch(/Cozy|Bea|Pixel/);
    }
  });
});

describe("POST /api/gifts/claim/:token", () => {
  it("starts one prepaid subscription of the gift's boxes for the recipient's pet, ending after the last, even when claimed twice at once", async () => {
    const bea = await office.account();
    const pixel = await newPet(app, bea, { name: "Pixel", species: "cat" });
    const rex = await newPet(app, bea, { name: "Rex", species: "dog" });
    const salmon = await newPet(app, bea, { name: "Salmon", species: "cat", allergies: ["fish"] });
    const token = await sentGiftToken("dana@example.com", 3);

    const dog = await send("POST", `/api/gifts/claim/${token}`, bea, { petId: rex, address: home });
    expect(dog.status).toBe(400);
    expect((await errorOf(dog)).fields).toEqual({
      petId: "Cozy Cat Corner is a box for cats: choose one of your cats.",
    });
    const allergic = await send("POST", `/api/gifts/claim/${token}`, bea, {
      petId: salmon,
      address: home,
    });
    expect(allergic.status).toBe(400);
    expect((await errorOf(allergic)).fields).toEqual({
      allergySwap:
        "Cozy Cat Corner for Salmon: Salmon is allergic to fish. Confirm that we swap the grain-free wild salmon bites for grain-free turkey bites, or choose another pet.",
    });
    const notHers = await send("POST", `/api/gifts/claim/${token}`, ada, {
      petId: pixel,
      address: home,
    });
    expect(notHers.status).toBe(400);

    const claims = await Promise.all(
      [1, 2, 3].map(() =>
        send("POST", `/api/gifts/claim/${token}`, bea, { petId: pixel, address: home }),
      ),
    );
    expect(claims.map((each) => each.status).sort()).toEqual([201, 404, 404]);
    const won = claims.find((each) => each.status === 201)!;
    const { subscription } = giftClaimedAnswerSchema.parse(await won.json());
    expect(subscription).toMatchObject({ petId: pixel, boxId: "1", status: "cancelled" });

    const rows = await office.store.database.use("test.gift_subscription", async (db) => ({
      subscriptions: await db.select().from(subscriptions).where(eq(subscriptions.uid, bea.uid)),
      boxes: await db
        .select({ date: deliveries.date, status: deliveries.status })
        .from(deliveries)
        .where(eq(deliveries.subscriptionId, subscription.id)),
    }));
    expect(rows.subscriptions).toHaveLength(1);
    // Three monthly boxes, paid by the buyer, and nothing after the third.
    expect(rows.boxes.filter((box) => box.status === "scheduled")).toHaveLength(3);
    expect(rows.subscriptions[0]).toMatchObject({ deliveriesLeft: 3, unitPriceCents: 2999 });
    expect(rows.subscriptions[0]!.endsOn).toBe(
      rows.boxes
        .map((box) => box.date)
        .sort()
        .at(-1),
    );

    // The first box's packing line carries the message, the others do not.
    const dates = rows.boxes.map((box) => box.date).sort();
    const linesOf = async (date: string) => {
      const page = await send("GET", `/api/admin/packing?month=${date.slice(0, 7)}`, packer);
      expect(page.status, await page.clone().text()).toBe(200);
      return adminPackingAnswerSchema
        .parse(await page.json())
        .lines.filter((line) => line.subscriptionId === subscription.id);
    };
    expect(await linesOf(dates[0]!)).toEqual([
      expect.objectContaining({ date: dates[0], giftMessage: "Happy birthday, Pixel!" }),
    ]);
    const second = await linesOf(dates[1]!);
    expect(second).toHaveLength(1);
    expect(second[0]).not.toHaveProperty("giftMessage");

    // A gift is not taken up again as a subscription that renews.
    const uncancel = await send("POST", `/api/subscriptions/${subscription.id}/uncancel`, bea);
    expect(uncancel.status).toBe(409);
    expect((await errorOf(uncancel)).message).toBe(GIFT_ENDS);

    // Used: the link says nothing any more.
    expect((await app.request(`/api/gifts/claim/${token}`)).status).toBe(404);
    const listed = giftsAnswerSchema.parse(await (await send("GET", "/api/gifts", ada)).json());
    expect(listed.gifts.find((each) => each.recipientEmail === "dana@example.com")).toMatchObject({
      status: "claimed",
      subscriptionId: subscription.id,
      boxesLeft: 3,
    });
  });
});

/** A gift from Ada to `email`, paid and e-mailed: its claim token, from the e-mail. */
async function sentGiftToken(email: string, deliveries: number) {
  const made = await give({ ...gift, deliveries, recipientEmail: email, sendOn: null });
  expect(made.status, await made.clone().text()).toBe(201);
  const { order } = giftAnswerSchema.parse(await made.json());
  const paid = await send(
    "POST",
    `/api/admin/orders/${order.id}/payment`,
    support,
    { status: "paid", method: "transfer" },
    `pay-${email}`,
  );
  expect(paid.status).toBe(200);
  await createGiftMailsJob({
    run: (work) => office.store.database.use("test.gift_mails", work),
    timeZone: "UTC",
    catalogue,
    shopUrl: "http://localhost:3000",
    clock: () => new Date(now),
  }).runOnce();
  return latestToken(email);
}

/** The claim token of the last gift e-mail to `email`. */
async function latestToken(email: string) {
  const mails = await office.store.database.use("test.outbox", (db) =>
    db
      .select({ text: outbox.text })
      .from(outbox)
      .where(and(eq(outbox.kind, "gift_sent"), eq(outbox.recipientEmail, email)))
      .orderBy(asc(outbox.id)),
  );
  const token = /\/gift\/([A-Za-z0-9_-]{43})/.exec(mails.at(-1)?.text ?? "")?.[1];
  if (!token) throw new Error(`no gift e-mail to ${email}`);
  return token;
}

describe("POST /api/gifts/:id/resend and PATCH /api/gifts/:id", () => {
  it("resends the e-mail with a new link, retiring the old one, only for the buyer's sent, unclaimed gift", async () => {
    const first = await sentGiftToken("erin@example.com", 3);
    const mine = giftsAnswerSchema.parse(await (await send("GET", "/api/gifts", ada)).json());
    const erin = mine.gifts.find((each) => each.recipientEmail === "erin@example.com")!;
    expect((await send("POST", `/api/gifts/${erin.id}/resend`, support)).status).toBe(404);
    const resent = await send("POST", `/api/gifts/${erin.id}/resend`, ada);
    expect(resent.status, await resent.clone().text()).toBe(200);
    const second = await latestToken("erin@example.com");
    expect(second).not.toBe(first);
    expect((await app.request(`/api/gifts/claim/${first}`)).status).toBe(404);
    expect((await app.request(`/api/gifts/claim/${second}`)).status).toBe(200);

    const claimed = mine.gifts.find((each) => each.status === "claimed")!;
    expect((await send("POST", `/api/gifts/${claimed.id}/resend`, ada)).status).toBe(409);
    const unpaid = mine.gifts.find((each) => each.status === "awaiting_payment")!;
    const early = await send("POST", `/api/gifts/${unpaid.id}/resend`, ada);
    expect(early.status).toBe(409);
    expect((await errorOf(early)).message).toMatch(/has not gone out yet/);
  });

  it("changes the recipient's address before the claim, within the shipping paid", async () => {
    const mine = giftsAnswerSchema.parse(await (await send("GET", "/api/gifts", ada)).json());
    const canada = mine.gifts.find((each) => each.address?.country === "CA")!;
    const moved = await send("PATCH", `/api/gifts/${canada.id}`, ada, { address: home });
    expect(moved.status, await moved.clone().text()).toBe(200);
    expect(giftChangedAnswerSchema.parse(await moved.json()).gift.address?.country).toBe("US");

    const usOnly = mine.gifts.find((each) => each.deliveries === 3 && each.status === "sent")!;
    const further = await send("PATCH", `/api/gifts/${usOnly.id}`, ada, {
      address: { ...home, country: "CA", region: "ON", postalCode: "K1A 0B1" },
    });
    expect(further.status).toBe(400);
    expect(Object.keys((await errorOf(further)).fields ?? {})).toEqual(["address.country"]);

    const claimed = mine.gifts.find((each) => each.status === "claimed")!;
    expect((await send("PATCH", `/api/gifts/${claimed.id}`, ada, { address: home })).status).toBe(
      409,
    );
    expect(
      (await send("PATCH", `/api/gifts/${canada.id}`, support, { address: home })).status,
    ).toBe(404);
  });

  it("gives the claim link the address the buyer gave, for the claim form to start from", async () => {
    const mine = giftsAnswerSchema.parse(await (await send("GET", "/api/gifts", ada)).json());
    const erin = mine.gifts.find((each) => each.recipientEmail === "erin@example.com")!;
    const token = await latestToken("erin@example.com");
    const before = giftClaimAnswerSchema.parse(
      await (await app.request(`/api/gifts/claim/${token}`)).json(),
    );
    expect(before.gift.address).toBeNull();
    const street = { ...home, fullName: "Erin Lane", line1: "7 Elm Street" };
    const given = await send("PATCH", `/api/gifts/${erin.id}`, ada, { address: street });
    expect(given.status, await given.clone().text()).toBe(200);
    const after = giftClaimAnswerSchema.parse(
      await (await app.request(`/api/gifts/claim/${token}`)).json(),
    );
    expect(after.gift.address).toMatchObject({
      fullName: "Erin Lane",
      line1: "7 Elm Street",
      country: "US",
    });
  });
});
