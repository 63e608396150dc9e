// @vitest-environment node
import { asc, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { checkoutAnswerSchema } from "../shared/api/checkout";
import { apiErrorSchema } from "../shared/api/errors";
import { petAnswerSchema } from "../shared/api/pets";
import { subscriptionDetailsAnswerSchema } from "../shared/api/subscriptions";
import { withdrawalAnswerSchema } from "../shared/api/withdrawals";
import { formatReceivedAt } from "../shared/commerce/withdrawal-words";
import { orders, outbox, withdrawals } from "./db/schema";
import { fixedTokens, postJson, testApp, testToken } from "./test-support/app";
import { cardPayments, postPaidEvent, type CardPayments } from "./test-support/card-payments";
import { home } from "./test-support/commerce";
import { freshDatabase, type TestDatabase } from "./test-support/database";

// A real database on a shared 2-core machine: allow for slow moments.
vi.setConfig({ testTimeout: 30_000 });

// POST /api/withdrawals (issue 25 §7, decision 211): open to visitors, every withdrawal stored
// with its time; a match of order number and e-mail cancels that order's subscriptions with the
// portal's own Cancel, and an e-mail confirms it with the date and time.
let store: TestDatabase;
let app: ReturnType<typeof testApp>;
/** The same shop with card payments (the Stripe stand-in): prepaid plans are sold by card only. */
let cardApp: ReturnType<typeof testApp>;
let card: CardPayments;
let now = Date.parse("2026-11-26T10:00:00Z");
const ada = testToken("ada");
const bob = testToken("bob");
let milo = 0;

beforeAll(async () => {
  store = await freshDatabase();
  app = testApp({
    database: store.database,
    tokens: fixedTokens("ada", "bob"),
    clock: () => now,
    timeZone: "Europe/Dublin",
  });
  card = await cardPayments();
  cardApp = testApp({
    database: store.database,
    tokens: fixedTokens("ada", "bob"),
    clock: () => now,
    timeZone: "Europe/Dublin",
    payments: card.provider,
  });
  const response = await app.request(
    "/api/pets",
    postJson({ name: "Milo", species: "cat" }, { authorization: `Bearer ${ada}` }),
  );
  milo = petAnswerSchema.parse(await response.json()).pet.id;
}, 60_000);
afterAll(() => store.drop(), 30_000);

const at = (iso: string) => {
  now = Date.parse(iso);
};

/**
 * One order of Ada's (ada@example.com) with `boxes` lines; answers its number and ids. A prepaid
 * plan is bought by card and paid by Stripe's signed event (decision 217).
 */
async function order(boxes: number[], planId = "per-box") {
  at("2026-11-26T10:00:00Z");
  const shop = planId === "per-box" ? app : cardApp;
  const response = await shop.request(
    "/api/checkout",
    postJson(
      { lines: boxes.map((boxId) => ({ boxId, petId: milo, quantity: 1 })), planId, address: home },
      { authorization: `Bearer ${ada}` },
    ),
  );
  expect(response.status, await response.clone().text()).toBe(201);
  const answer = checkoutAnswerSchema.parse(await response.json());
  if (shop === cardApp) {
    expect(await postPaidEvent(cardApp, card, answer)).toBe(200);
  }
  return {
    number: answer.order.number,
    label: `PB-${String(answer.order.number).padStart(6, "0")}`,
    subscriptions: answer.subscriptions.map((each) => each.id),
  };
}

function withdraw(body: unknown, headers: Record<string, string> = {}, shop = app) {
  return shop.request("/api/withdrawals", postJson(body, headers));
}

async function answerOf(response: Response) {
  expect(response.status, await response.clone().text()).toBe(201);
  return withdrawalAnswerSchema.parse(await response.json()).withdrawal;
}

async function statuses() {
  const response = await app.request("/api/subscriptions", {
    headers: { authorization: `Bearer ${ada}` },
  });
  const { subscriptions } = subscriptionDetailsAnswerSchema.parse(await response.json());
  return new Map(subscriptions.map((each) => [each.id, each.status]));
}

const stored = () =>
  store.database.use("test.withdrawals", (db) =>
    db.select().from(withdrawals).orderBy(asc(withdrawals.id)),
  );

async function lastMail(kind = "withdrawal_confirmation") {
  const [mail] = await store.database.use("test.outbox", (db) =>
    db.select().from(outbox).where(eq(outbox.kind, kind)).orderBy(desc(outbox.id)).limit(1),
  );
  return mail;
}

describe("a withdrawal whose order number and e-mail match", () => {
  it("is stored with its time, cancels that order's subscriptions only, and is confirmed by e-mail", async () => {
    const other = await order([1]);
    const mine = await order([1, 4]);
    at("2026-12-03T09:30:00Z");
    const answer = await answerOf(
      await withdraw({
        fullName: "Ada Lovelace",
        orderNumber: mine.label.toLowerCase(),
        email: "ADA@example.com",
      }),
    );
    expect(answer).toMatchObject({
      receivedAt: "2026-12-03T09:30:00.000Z",
      orderNumber: mine.label,
      outcome: "cancelled",
      cancelled: 2,
    });

    const row = (await stored()).find((each) => each.id === answer.id);
    expect(row).toMatchObject({
      fullName: "Ada Lovelace",
      email: "ADA@example.com",
      uid: null,
      outcome: "cancelled",
      cancelled: 2,
    });
    expect(row?.receivedAt.toISOString()).toBe("2026-12-03T09:30:00.000Z");

    const after = await statuses();
    expect(mine.subscriptions.map((id) => after.get(id))).toEqual(["cancelled", "cancelled"]);
    expect(after.get(other.subscriptions[0]!)).toBe("active");

    // The confirmation: to the address given, with the date and time in the shop's zone.
    const mail = await lastMail();
    expect(mail?.recipientEmail).toBe("ADA@example.com");
    expect(mail?.recipientUid).toBe("ada");
    expect(mail?.subject).toBe(`We received your withdrawal from order ${mine.label}`);
    expect(mail?.text).toContain(
      `We received your withdrawal from the contract of order ${mine.label} on Thursday, December 3, 2026 at 9:30`,
    );
    expect(mail?.text).toContain(formatReceivedAt(new Date(now), "Europe/Dublin"));
    expect(mail?.text).toContain(`We have cancelled the 2 subscriptions of order ${mine.label}.`);
    // Each subscription's own cancellation e-mail says what still ships (the portal's rule).
    expect((await lastMail("subscription_cancelled"))?.text).toContain("is cancelled");
  });

  it("before the first box's cut-off: nothing ships and the order is cancelled (the void rule)", async () => {
    const mine = await order([1]);
    at("2026-11-26T12:00:00Z");
    const answer = await answerOf(
      await withdraw({
        fullName: "Ada",
        orderNumber: String(mine.number),
        email: "ada@example.com",
      }),
    );
    expect(answer).toMatchObject({ outcome: "cancelled", cancelled: 1 });
    const [placed] = await store.database.use("test.order", (db) =>
      db.select({ status: orders.status }).from(orders).where(eq(orders.number, mine.number)),
    );
    expect(placed?.status).toBe("cancelled");
    expect((await lastMail("subscription_cancelled"))?.text).toContain(
      "Nothing had been packed yet, so nothing ships and nothing is charged",
    );
  });

  it("on a prepaid plan after the cut-off: the paid boxes still ship, as the terms say", async () => {
    const mine = await order([1], "prepay-6");
    at("2026-12-05T12:00:00Z");
    const answer = await answerOf(
      await withdraw(
        { fullName: "Ada", orderNumber: mine.label, email: "ada@example.com" },
        {},
        cardApp,
      ),
    );
    expect(answer).toMatchObject({ outcome: "cancelled", cancelled: 1 });
    expect((await statuses()).get(mine.subscriptions[0]!)).toBe("cancelled");
    expect((await lastMail("subscription_cancelled"))?.text).toMatch(
      /already paid for or being packed still ship/,
    );
  });

  it("a second withdrawal of the same order cancels nothing more and is still stored", async () => {
    const mine = await order([1]);
    const body = { fullName: "Ada", orderNumber: mine.label, email: "ada@example.com" };
    expect(await answerOf(await withdraw(body))).toMatchObject({ cancelled: 1 });
    const before = (await stored()).length;
    expect(await answerOf(await withdraw(body))).toMatchObject({
      outcome: "cancelled",
      cancelled: 0,
    });
    expect((await stored()).length).toBe(before + 1);
    expect((await lastMail())?.text).toContain("were already cancelled");
  });

  it("from the signed-in customer, matches their own order whatever e-mail they typed", async () => {
    const mine = await order([1]);
    const answer = await answerOf(
      await withdraw(
        { fullName: "Ada", orderNumber: mine.label, email: "ada.new@example.org" },
        { authorization: `Bearer ${ada}` },
      ),
    );
    expect(answer).toMatchObject({ outcome: "cancelled", cancelled: 1 });
    expect((await stored()).at(-1)).toMatchObject({ uid: "ada", outcome: "cancelled" });
  });
});

describe("a withdrawal that matches no order", () => {
  it("is stored and confirmed, and cancels nothing: another e-mail, another account, no number", async () => {
    const mine = await order([1]);
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ fullName: "Eve", orderNumber: mine.label, email: "eve@example.com" }, {}],
      [
        { fullName: "Bob", orderNumber: mine.label, email: "bob@example.com" },
        { authorization: `Bearer ${bob}` },
      ],
      [{ fullName: "Ada", orderNumber: "my cat box", email: "ada@example.com" }, {}],
      [{ fullName: "Ada", orderNumber: "PB-999999", email: "ada@example.com" }, {}],
    ];
    for (const [body, headers] of cases) {
      const before = (await stored()).length;
      const answer = await answerOf(await withdraw(body, headers));
      expect(answer, body.orderNumber).toMatchObject({ outcome: "not_matched", cancelled: 0 });
      const rows = await stored();
      expect(rows.length).toBe(before + 1);
      expect(rows.at(-1)).toMatchObject({ ...body, outcome: "not_matched", orderId: null });
      const mail = await lastMail();
      expect(mail?.recipientEmail).toBe(body.email);
      expect(mail?.text).toContain("nothing has been cancelled yet");
      expect(mail?.text).toContain("we check it by hand and write to you within 2 working days");
    }
    expect((await statuses()).get(mine.subscriptions[0]!)).toBe("active");
  });
});

describe("refusals", () => {
  it("answers 400 naming each field that is missing or wrong, and stores nothing", async () => {
    const before = (await stored()).length;
    const cases: [unknown, string[]][] = [
      [{}, ["fullName", "orderNumber", "email"]],
      [{ fullName: "  ", orderNumber: "PB-000001", email: "ada@example.com" }, ["fullName"]],
      [{ fullName: "Ada", orderNumber: "", email: "ada@example.com" }, ["orderNumber"]],
      [{ fullName: "Ada", orderNumber: "x".repeat(41), email: "ada@example.com" }, ["orderNumber"]],
      [{ fullName: "Ada", orderNumber: "PB-000001", email: "ada@" }, ["email"]],
      [
        { fullName: "Ada\nBcc: x", orderNumber: "PB-000001", email: "ada@example.com" },
        ["fullName"],
      ],
    ];
    for (const [body, fields] of cases) {
      const response = await withdraw(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const error = apiErrorSchema.parse(await response.json()).error;
      expect(Object.keys(error.fields ?? {}).sort(), JSON.stringify(body)).toEqual(
        [...fields].sort(),
      );
    }
    // A cross-site form can send text/plain or form data, never JSON without asking first.
    const form = await app.request("/api/withdrawals", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "fullName=Ada&orderNumber=PB-000001&email=ada%40example.com",
    });
    expect(form.status).toBe(415);
    expect((await stored()).length).toBe(before);
  });

  it("is rate-limited per client like the contact form: 429 with Retry-After", async () => {
    const limited = testApp({
      database: store.database,
      rateLimit: { limit: 2, windowMs: 60_000 },
      clock: () => now,
    });
    const before = (await stored()).length;
    const body = { fullName: "Mallory", orderNumber: "PB-000001", email: "m@example.com" };
    const answers = [];
    for (let i = 0; i < 3; i += 1) {
      answers.push(await limited.request("/api/withdrawals", postJson(body)));
    }
    expect(answers.map((each) => each.status)).toEqual([201, 201, 429]);
    expect(answers[2]?.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await stored()).length).toBe(before + 2);
  });

  it("answers a retry with the same Idempotency-Key once: one withdrawal, one e-mail", async () => {
    const before = (await stored()).length;
    const mails = async () =>
      (
        await store.database.use("test.outbox", (db) =>
          db.select().from(outbox).where(eq(outbox.kind, "withdrawal_confirmation")),
        )
      ).length;
    const sent = await mails();
    const body = { fullName: "Ada", orderNumber: "PB-999998", email: "ada@example.com" };
    const first = await answerOf(await withdraw(body, { "idempotency-key": "withdraw-once" }));
    const again = await withdraw(body, { "idempotency-key": "withdraw-once" });
    expect(await answerOf(again)).toEqual(first);
    expect((await stored()).length).toBe(before + 1);
    expect(await mails()).toBe(sent + 1);
  });
});
