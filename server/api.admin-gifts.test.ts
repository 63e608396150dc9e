// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import { customerPageAnswerSchema } from "../shared/api/admin/customers";
import { awaitingTransfersAnswerSchema } from "../shared/api/admin/payments";
import { auditAnswerSchema } from "../shared/api/admin/staff";
import { giftAnswerSchema, giftChangedAnswerSchema, type GiftAnswer } from "../shared/api/gifts";
import { outbox } from "./db/schema";
import { createGiftMailsJob } from "./jobs/gift-mails";
import { errorOf, sender, startBackOffice } from "./test-support/admin";
import { catalogue } from "./test-support/app";
import type { Account, BackOffice, TestApp } from "./test-support/admin";
import { home } from "./test-support/commerce";

// A real database and Auth Emulator on a shared 2-core machine: allow for slow moments.
vi.setConfig({ testTimeout: 60_000 });

// Support's gift tools and the orders waiting for a bank transfer (issue 28, decision 275).
let office: BackOffice;
let app: TestApp;
let owner: Account;
let support: Account;
let packer: Account;
let ada: Account;
let now = Date.parse("2026-11-26T10:00:00Z");
const send = sender(() => app);

beforeAll(async () => {
  office = await startBackOffice();
  ({ app, owner, support, packer, ada } = await office.shopWithCustomer({ clock: () => now }));
}, 180_000);
afterAll(() => office?.close(), 30_000);

const gift = {
  boxId: 1,
  deliveries: 3,
  recipientName: "Bea Lane",
  recipientEmail: "bea@example.com",
  message: "Happy birthday!",
  sendOn: null,
};
const canada = { ...home, country: "CA", region: "ON", postalCode: "K1A 0B1" };

async function give(body: Record<string, unknown> = {}): Promise<GiftAnswer> {
  const made = await send("POST", "/api/gifts", ada, { ...gift, ...body });
  expect(made.status, await made.clone().text()).toBe(201);
  return giftAnswerSchema.parse(await made.json());
}

const sendMails = () =>
  createGiftMailsJob({
    run: (work) => office.store.database.use("test.gift_mails", work),
    timeZone: "UTC",
    catalogue,
    shopUrl: "http://localhost:3000",
    clock: () => new Date(now),
  }).runOnce();

const mailsTo = (email: string) =>
  office.store.database.use("test.outbox", (db) =>
    db
      .select({ text: outbox.text })
      .from(outbox)
      .where(and(eq(outbox.kind, "gift_sent"), eq(outbox.recipientEmail, email)))
      .orderBy(asc(outbox.id)),
  );

const auditOf = async (uid: string) =>
  auditAnswerSchema.parse(
    await (await send("GET", `/api/admin/audit?customer=${uid}`, owner)).json(),
  ).entries;

let waiting: GiftAnswer;
let older: GiftAnswer;

describe("GET /api/admin/orders/awaiting-transfer", () => {
  it("lists every order waiting for a bank transfer, oldest first, with its age; a recorded one leaves", async () => {
    older = await give({ recipientEmail: "old@example.com" });
    now += 3 * 86_400_000;
    waiting = await give({ recipientEmail: "new@example.com", deliveries: 6 });
    const listed = async (as: Account) => {
      const response = await send("GET", "/api/admin/orders/awaiting-transfer", as);
      expect(response.status, await response.clone().text()).toBe(200);
      return awaitingTransfersAnswerSchema.parse(await response.json()).orders;
    };
    const orders = await listed(support);
    expect(orders.map((order) => order.orderId)).toEqual([older.order.id, waiting.order.id]);
    expect(orders[0]).toMatchObject({
      orderNumber: older.order.number,
      planName: "Gift of 3 boxes",
      customerUid: ada.uid,
      customerEmail: ada.email,
      total: older.order.total,
      ageDays: 3,
    });
    expect(orders[1]?.ageDays).toBe(0);
    expect((await listed(owner)).length).toBe(2);
    expect((await send("GET", "/api/admin/orders/awaiting-transfer", packer)).status).toBe(403);
    expect((await send("GET", "/api/admin/orders/awaiting-transfer", ada)).status).toBe(403);

    const paid = await send(
      "POST",
      `/api/admin/orders/${older.order.id}/payment`,
      support,
      { status: "paid", method: "transfer" },
      "pay-older",
    );
    expect(paid.status).toBe(200);
    expect((await listed(support)).map((order) => order.orderId)).toEqual([waiting.order.id]);
  });
});

describe("the customer's page", () => {
  it("lists the gifts they gave, with status, recipient and boxes left", async () => {
    const response = await send("GET", `/api/admin/customers/${ada.uid}`, support);
    expect(response.status, await response.clone().text()).toBe(200);
    const page = customerPageAnswerSchema.parse(await response.json());
    expect(
      page.gifts.map(({ id, status, recipientEmail, boxesLeft }) => ({
        id,
        status,
        recipientEmail,
        boxesLeft,
      })),
    ).toEqual([
      {
        id: waiting.gift.id,
        status: "awaiting_payment",
        recipientEmail: "new@example.com",
        boxesLeft: 6,
      },
      { id: older.gift.id, status: "scheduled", recipientEmail: "old@example.com", boxesLeft: 3 },
    ]);
  });
});

describe("POST /api/admin/gifts/:id/resend", () => {
  it("lets support send the buyer's gift e-mail again with a new link, audited; packers and customers may not", async () => {
    const early = await send("POST", `/api/admin/gifts/${older.gift.id}/resend`, support);
    expect(early.status).toBe(409);
    expect((await errorOf(early)).message).toMatch(/has not gone out yet/);
    await sendMails();
    expect(await mailsTo("old@example.com")).toHaveLength(1);

    expect((await send("POST", `/api/admin/gifts/${older.gift.id}/resend`, packer)).status).toBe(
      403,
    );
    expect((await send("POST", `/api/admin/gifts/${older.gift.id}/resend`, ada)).status).toBe(403);
    const resent = await send("POST", `/api/admin/gifts/${older.gift.id}/resend`, support, {});
    expect(resent.status, await resent.clone().text()).toBe(200);
    expect(giftChangedAnswerSchema.parse(await resent.json()).gift).toMatchObject({
      id: older.gift.id,
      status: "sent",
    });
    const mails = await mailsTo("old@example.com");
    expect(mails).toHaveLength(2);
    const token = (text: string) => /\/gift\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];
    expect(token(mails[1]!.text)).not.toBe(token(mails[0]!.text));
    // The old link no longer works; the new one does.
    expect((await app.request(`/api/gifts/claim/${token(mails[0]!.text)}`)).status).toBe(404);
    expect((await app.request(`/api/gifts/claim/${token(mails[1]!.text)}`)).status).toBe(200);

    const entries = await auditOf(ada.uid);
    expect(entries.find((entry) => entry.action === "gifts.resend")).toMatchObject({
      actor: { email: support.email, role: "support" },
      recordType: "gift",
      recordId: String(older.gift.id),
      customerUid: ada.uid,
    });
    expect((await send("POST", "/api/admin/gifts/999999/resend", owner)).status).toBe(404);
    expect((await send("POST", "/api/admin/gifts/abc/resend", owner)).status).toBe(404);
  });
});

describe("PATCH /api/admin/gifts/:id", () => {
  it("lets support change the recipient's address before the claim, within the shipping paid, audited", async () => {
    const moved = await send("PATCH", `/api/admin/gifts/${older.gift.id}`, support, {
      address: { ...home, line1: "9 Elm St" },
    });
    expect(moved.status, await moved.clone().text()).toBe(200);
    expect(giftChangedAnswerSchema.parse(await moved.json()).gift.address).toMatchObject({
      line1: "9 Elm St",
      country: "US",
    });
    // Shipping to Canada costs more a box than this gift paid (free in the US).
    const further = await send("PATCH", `/api/admin/gifts/${older.gift.id}`, owner, {
      address: canada,
    });
    expect(further.status).toBe(400);
    expect(Object.keys((await errorOf(further)).fields ?? {})).toEqual(["address.country"]);
    const bad = await send("PATCH", `/api/admin/gifts/${older.gift.id}`, support, {
      address: { ...home, postalCode: "" },
    });
    expect(bad.status).toBe(400);
    expect(
      (
        await send("PATCH", `/api/admin/gifts/${older.gift.id}`, packer, {
          address: home,
        })
      ).status,
    ).toBe(403);
    expect(
      (await send("PATCH", "/api/admin/gifts/999999", support, { address: home })).status,
    ).toBe(404);

    const entry = (await auditOf(ada.uid)).find((each) => each.action === "gifts.address");
    expect(entry).toMatchObject({ recordId: String(older.gift.id), customerUid: ada.uid });
    expect(entry?.before).toEqual({ address: null });
    expect(entry?.after).toMatchObject({ address: { line1: "9 Elm St" } });
    // The buyer sees the new address on their own list.
    const page = customerPageAnswerSchema.parse(
      await (await send("GET", `/api/admin/customers/${ada.uid}`, support)).json(),
    );
    expect(page.gifts.find((each) => each.id === older.gift.id)?.address?.line1).toBe("9 Elm St");
  });
});
