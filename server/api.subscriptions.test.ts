// @vitest-environment node
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { checkoutAnswerSchema } from "../shared/api/checkout";
import { deliveriesAnswerSchema } from "../shared/api/deliveries";
import { apiErrorSchema } from "../shared/api/errors";
import { petAnswerSchema } from "../shared/api/pets";
import {
  accountHistoryAnswerSchema,
  subscriptionDetailAnswerSchema,
  subscriptionDetailsAnswerSchema,
  type SubscriptionDetail,
} from "../shared/api/subscriptions";
import {
  ALREADY_PACKED,
  NOT_CANCELLED,
  TOO_LATE_TO_UNDO,
} from "../shared/commerce/subscription-lifecycle";
import { outbox, staff } from "./db/schema";
import { fixedTokens, postJson, testApp, testToken } from "./test-support/app";
import { home, withDb } from "./test-support/commerce";
import { freshDatabase, type TestDatabase } from "./test-support/database";
import { cardPayments as startCardPayments, type CardPayments } from "./test-support/card-payments";
import { storedProblems } from "./test-support/lifecycle";

// A real database on a shared 2-core machine: allow for slow moments.
vi.setConfig({ testTimeout: 30_000 });

// The portal's endpoints (issue 13, decision 130) over HTTP. The rules themselves are the
// lifecycle's and its services' tests; here: the status codes, the whole card in every answer,
// keys, the account boundary and two tabs at once. "owner" is in OWNER_UIDS; "pat" is a packer
// for a moment.
let store: TestDatabase;
let app: ReturnType<typeof testApp>;
let cardApp: ReturnType<typeof testApp>;
let cardPayments: CardPayments;
let now = Date.parse("2026-11-26T10:00:00Z");
const ada = testToken("ada");
const bob = testToken("bob");
const owner = testToken("owner");
const pat = testToken("pat");
const pet = { milo: 0, luna: 0, rex: 0 };

beforeAll(async () => {
  store = await freshDatabase();
  app = testApp({
    database: store.database,
    tokens: fixedTokens("ada", "bob", "owner", "pat"),
    clock: () => now,
    ownerUids: ["owner"],
  });
  cardPayments = await startCardPayments();
  cardApp = testApp({
    database: store.database,
    tokens: fixedTokens("ada", "bob", "owner"),
    clock: () => now,
    payments: cardPayments.provider,
  });
  pet.milo = await addPet(ada, { name: "Milo", species: "cat" });
  pet.luna = await addPet(ada, { name: "Luna", species: "cat" });
  pet.rex = await addPet(ada, { name: "Rex", species: "dog", size: "large" });
}, 60_000);
afterAll(() => store.drop(), 30_000);

const at = (iso: string) => {
  now = Date.parse(iso);
};

function send(method: string, url: string, token: string, body?: unknown, key?: string) {
  const headers: Record<string, string> = {
    authorization: `Bearer ${token}`,
    ...(key === undefined ? {} : { "idempotency-key": key }),
  };
  return body === undefined
    ? app.request(url, { method, headers })
    : app.request(url, postJson(body, headers, method));
}

async function errorOf(response: Response) {
  return apiErrorSchema.parse(await response.json()).error;
}

async function addPet(token: string, body: Record<string, unknown>) {
  const response = await send("POST", "/api/pets", token, body);
  expect(response.status).toBe(201);
  return petAnswerSchema.parse(await response.json()).pet.id;
}

/**
 * A subscription of Ada's, ordered on Thursday 26 November 2026: its first box ships Tuesday
 * 1 December, and can change until the end of Friday 27 November (decision 207).
 */
async function subscribe(boxId = 1, petId = pet.milo, planId = "per-box") {
  at("2026-11-26T10:00:00Z");
  // Prepaid plans are sold by card only (decision 217): through the same shop with the Stripe
  // stand-in, paid by its signed event. Its actions then go through `app` like any other.
  const prepaid = planId !== "per-box";
  const shop = prepaid ? cardApp : app;
  const response = await shop.request(
    "/api/checkout",
    postJson(
      { lines: [{ boxId, petId, quantity: 1 }], planId, address: home },
      { authorization: `Bearer ${ada}` },
    ),
  );
  expect(response.status, await response.clone().text()).toBe(201);
  const placed = checkoutAnswerSchema.parse(await response.json());
  if (prepaid) {
    const event = cardPayments.paidEvent(placed);
    const paid = await cardApp.request("/api/payments/stripe/webhook", {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": event.signature },
      body: event.rawBody,
    });
    expect(paid.status).toBe(200);
  }
  return placed.subscriptions[0]!.id;
}

/** An action's answer: 200 with the whole card, exactly as the list shows it afterwards. */
async function card(response: Response): Promise<SubscriptionDetail> {
  expect(response.status, await response.clone().text()).toBe(200);
  const answered = subscriptionDetailAnswerSchema.parse(await response.json()).subscription;
  const listed = subscriptionDetailsAnswerSchema.parse(
    await (await send("GET", "/api/subscriptions", ada)).json(),
  );
  expect(listed.subscriptions.find((each) => each.id === answered.id)).toEqual(answered);
  return answered;
}

const act = (id: number, action: string, body?: unknown, key?: string, token = ada) =>
  send("POST", `/api/subscriptions/${id}/${action}`, token, body, key);

/** One box's own action: POST /api/subscriptions/:id/deliveries/:date/skip or /unskip. */
const box = (id: number, date: string, action: "skip" | "unskip", key?: string) =>
  act(id, `deliveries/${date}/${action}`, undefined, key);

describe("GET /api/subscriptions", () => {
  it("answers every card of the account, with what each action allows", async () => {
    const id = await subscribe();
    const response = await send("GET", "/api/subscriptions", ada);
    expect(response.status).toBe(200);
    const { subscriptions } = subscriptionDetailsAnswerSchema.parse(await response.json());
    const mine = subscriptions.find((each) => each.id === id);
    expect(mine).toMatchObject({
      status: "active",
      box: { name: "Cozy Cat Corner" },
      pet: { name: "Milo" },
      nextDeliveryDate: "2026-12-01",
      changeUntil: "2026-11-27",
      nothingPacked: true,
      // The first box can be skipped or cancelled from the start.
      actions: { skip: { allowed: true }, cancel: { allowed: true } },
    });
    // Its next boxes, each with its dates, contents and what it allows.
    expect(mine?.upcoming.slice(0, 3)).toEqual([
      expect.objectContaining({
        date: "2026-12-01",
        arrivesAbout: "2026-12-07", // 4 working days to a US address
        status: "scheduled",
        boxName: "Cozy Cat Corner",
        petName: "Milo",
        price: 2999,
        changeUntil: "2026-11-27",
        skip: { allowed: true },
      }),
      expect.objectContaining({ date: "2027-01-01", changeUntil: "2026-12-30" }),
      expect.objectContaining({ date: "2027-02-01", changeUntil: "2027-01-28" }),
    ]);
    const bobs = subscriptionDetailsAnswerSchema.parse(
      await (await send("GET", "/api/subscriptions", bob)).json(),
    );
    expect(bobs.subscriptions).toEqual([]);
  });
});

describe("the actions", () => {
  it("skip, unskip, pause, resume, change and cancel each answer 200 with the whole card", async () => {
    const id = await subscribe();
    at("2026-12-05T12:00:00Z");
    const skipped = await card(await box(id, "2027-01-01", "skip"));
    expect(skipped).toMatchObject({ id, nextDeliveryDate: "2027-02-01", status: "active" });
    expect(skipped.upcoming[0]).toMatchObject({ date: "2027-01-01", status: "skipped" });
    expect(skipped.upcoming[0]?.unskip).toEqual({ allowed: true });

    const unskipped = await card(await box(id, "2027-01-01", "unskip"));
    expect(unskipped.nextDeliveryDate).toBe("2027-01-01");

    const paused = await card(await act(id, "pause", { months: 2 }));
    expect(paused).toMatchObject({
      status: "paused",
      pausedUntil: "2027-03-01",
      nextDeliveryDate: "2027-03-01",
    });

    const resumed = await card(await act(id, "resume"));
    expect(resumed).toMatchObject({ status: "active", pausedUntil: null });
    expect(resumed.nextDeliveryDate).toBe("2027-01-01");

    const changed = await card(
      await send("PATCH", `/api/subscriptions/${id}`, ada, {
        boxId: "6",
        petId: pet.luna,
        quantity: 3,
      }),
    );
    expect(changed).toMatchObject({
      box: { name: "Gourmet Cat Treats" },
      pet: { name: "Luna" },
      quantity: 3,
      pricePerDelivery: 2799 * 3,
    });

    const cancelled = await card(await act(id, "cancel"));
    expect(cancelled).toMatchObject({ status: "cancelled", endsOn: "2026-12-05" });
    expect(await storedProblems(withDb(store.database), {} as never, id)).toEqual([]);

    // Each one left its short confirmation in the outbox.
    const kinds = await store.database.use("test.outbox", (db) =>
      db.select({ kind: outbox.kind }).from(outbox).where(eq(outbox.recipientUid, "ada")),
    );
    expect(kinds.map((row) => row.kind)).toEqual(
      expect.arrayContaining([
        "subscription_skipped",
        "subscription_paused",
        "subscription_changed",
        "subscription_cancelled",
      ]),
    );
  });

  it("a prepaid subscription: pause, a cheaper swap and cancel keep the paid deliveries", async () => {
    const id = await subscribe(1, pet.milo, "prepay-6");
    at("2026-12-05T12:00:00Z");
    const paused = await card(await act(id, "pause", { months: 1 }));
    expect(paused).toMatchObject({ status: "paused", plan: { deliveriesPrepaid: 6 } });
    const swapped = await card(
      await send("PATCH", `/api/subscriptions/${id}`, ada, { boxId: "4" }),
    );
    expect(swapped.box?.name).toBe("Kitten Starter Kit");
    const dearer = await send("PATCH", `/api/subscriptions/${id}`, ada, { quantity: 2 });
    expect(dearer.status).toBe(409);
    const cancelled = await card(await act(id, "cancel"));
    expect(cancelled).toMatchObject({ status: "cancelled", deliveriesLeft: 5 });
    expect(cancelled.endsOn).not.toBeNull();
  });

  it("answers 409 with a sentence a person understands when the state does not allow it", async () => {
    const id = await subscribe();
    // Saturday: the box of Tuesday 1 December is being packed (its cut-off was Friday's end).
    at("2026-11-28T12:00:00Z");
    let refused = await box(id, "2026-12-01", "skip");
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toEqual({ code: "conflict", message: ALREADY_PACKED });

    refused = await act(id, "resume");
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toBe(
      "This subscription is not paused, so there is nothing to resume.",
    );

    refused = await box(id, "2026-12-02", "skip");
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toBe(
      "There is no box of Wednesday, December 2, 2026 to skip.",
    );

    at("2026-12-05T12:00:00Z");
    await card(await act(id, "cancel"));
    refused = await box(id, "2027-01-01", "skip");
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toBe(
      "This subscription is cancelled: there is no box to skip.",
    );
    refused = await send("PATCH", `/api/subscriptions/${id}`, ada, { quantity: 2 });
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toBe(
      "This subscription is cancelled, so it cannot be changed.",
    );
  });

  it("answers 400 naming the field for a bad pause or change", async () => {
    const id = await subscribe();
    at("2026-12-05T12:00:00Z");
    let response = await act(id, "pause", { months: 4 });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields).toEqual({
      months: "Choose a pause of 1, 2 or 3 months.",
    });
    response = await send("PATCH", `/api/subscriptions/${id}`, ada, { boxId: "2" });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields?.boxId).toMatch(/Swap to another box for cats/);
    response = await send("PATCH", `/api/subscriptions/${id}`, ada, { quantity: 6 });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields).toEqual({
      quantity: "Choose how many boxes, from 1 to 5.",
    });
  });

  it("answers another account's subscription, or an id that is none, with 404", async () => {
    const id = await subscribe();
    at("2026-12-05T12:00:00Z");
    for (const [method, url, body] of [
      ["POST", `/api/subscriptions/${id}/deliveries/2027-01-01/skip`],
      ["POST", `/api/subscriptions/${id}/cancel`],
      ["POST", `/api/subscriptions/${id}/pause`, { months: 1 }],
      ["PATCH", `/api/subscriptions/${id}`, { quantity: 2 }],
    ] as const) {
      const response = await send(method, url, bob, body);
      expect(response.status, url).toBe(404);
      expect((await errorOf(response)).code).toBe("not_found");
    }
    for (const url of [
      "/api/subscriptions/abc/deliveries/2027-01-01/skip",
      `/api/subscriptions/${id}/deliveries/2027-13-01/skip`,
      `/api/subscriptions/${id}/deliveries/tomorrow/unskip`,
      "/api/subscriptions/0/cancel",
    ]) {
      expect((await send("POST", url, ada)).status, url).toBe(404);
    }
    const mine = await send("GET", "/api/subscriptions", ada);
    const { subscriptions } = subscriptionDetailsAnswerSchema.parse(await mine.json());
    expect(subscriptions.find((each) => each.id === id)?.status).toBe("active");
  });

  it("needs a sign-in, and answers other methods with 405 and Allow", async () => {
    const id = await subscribe();
    const skipUrl = `/api/subscriptions/${id}/deliveries/2027-01-01/skip`;
    const visitor = await app.request(skipUrl, { method: "POST" });
    expect(visitor.status).toBe(401);
    const get = await send("GET", skipUrl, ada);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    const put = await send("PUT", `/api/subscriptions/${id}`, ada, { quantity: 2 });
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("PATCH");
  });
});

describe("after a cancel (decision 218)", () => {
  it("a cancelled prepaid plan's paid boxes keep their controls, and the cancel can be undone once, by key", async () => {
    const id = await subscribe(1, pet.milo, "prepay-6");
    at("2026-12-05T12:00:00Z");
    const cancelled = await card(await act(id, "cancel"));
    expect(cancelled).toMatchObject({
      status: "cancelled",
      endsOn: "2027-05-03",
      deliveriesLeft: 5,
      undoUntil: "2027-04-29",
      actions: { uncancel: { allowed: true }, skip: { allowed: true }, change: { allowed: true } },
    });
    // Skip a paid box: it comes later, and so does the end.
    const skipped = await card(await box(id, "2027-02-01", "skip"));
    expect(skipped).toMatchObject({ status: "cancelled", endsOn: "2027-06-01", deliveriesLeft: 5 });
    // Another pet and address for the paid boxes.
    const moved = await card(
      await send("PATCH", `/api/subscriptions/${id}`, ada, {
        petId: pet.luna,
        address: { ...home, line1: "9 Paid Box Lane" },
      }),
    );
    expect(moved).toMatchObject({
      status: "cancelled",
      pet: { name: "Luna" },
      address: { line1: "9 Paid Box Lane" },
    });
    // Undone, by key: a retry answers the first answer; the plan goes on.
    const undone = await card(await act(id, "uncancel", undefined, "undo-once"));
    expect(undone).toMatchObject({ status: "active", endsOn: null, undoUntil: null });
    const again = await act(id, "uncancel", undefined, "undo-once");
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await card(again)).toEqual(undone);
    // Without the key, a second undo finds nothing to undo.
    const twice = await act(id, "uncancel");
    expect(twice.status).toBe(409);
    expect(await errorOf(twice)).toEqual({ code: "conflict", message: NOT_CANCELLED });
    const mails = await store.database.use("test.mails", (db) =>
      db.select().from(outbox).where(eq(outbox.kind, "subscription_uncancelled")),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("is no longer cancelled: it goes on as before.");
  });

  it("the cancel of a prepaid plan cannot be undone after its last paid box's cut-off", async () => {
    const id = await subscribe(1, pet.milo, "prepay-6");
    at("2026-12-05T12:00:00Z");
    await card(await act(id, "cancel"));
    at("2027-04-30T12:00:00Z");
    const late = await act(id, "uncancel");
    expect(late.status).toBe(409);
    expect(await errorOf(late)).toEqual({ code: "conflict", message: TOO_LATE_TO_UNDO });
  });

  it("pay per box: a cancel that keeps the box being packed can be undone until it ships", async () => {
    const id = await subscribe();
    at("2026-12-31T12:00:00Z");
    const cancelled = await card(await act(id, "cancel"));
    expect(cancelled).toMatchObject({ endsOn: "2027-01-01", undoUntil: "2027-01-01" });
    const undone = await card(await act(id, "uncancel"));
    expect(undone).toMatchObject({ status: "active", nextDeliveryDate: "2027-01-01" });
  });
});

describe("Idempotency-Key", () => {
  it("answers a retry with the first answer: one skip, not two", async () => {
    const id = await subscribe();
    at("2026-12-05T12:00:00Z");
    const first = await card(await box(id, "2027-01-01", "skip", "skip-once"));
    const again = await box(id, "2027-01-01", "skip", "skip-once");
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await card(again)).toEqual(first);
    // The same box with a new key: it is skipped already, so nothing changes.
    expect(await card(await box(id, "2027-01-01", "skip", "skip-twice"))).toEqual(first);
    // The same key on another action is refused.
    const reused = await act(id, "cancel", undefined, "skip-once");
    expect(reused.status).toBe(422);
  });
});

describe("one box, asked for many times at once", () => {
  it("ten concurrent skips of one box without a key skip it once and send one e-mail", async () => {
    const id = await subscribe();
    at("2026-12-05T12:00:00Z");
    const mails = async () =>
      (
        await store.database.use("test.outbox", (db) =>
          db.select({ kind: outbox.kind }).from(outbox).where(eq(outbox.recipientUid, "ada")),
        )
      ).filter((row) => row.kind === "subscription_skipped").length;
    const before = await mails();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => box(id, "2027-01-01", "skip")),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const after = await card(await box(id, "2027-01-01", "skip"));
    expect(after.nextDeliveryDate).toBe("2027-02-01");
    expect(after.upcoming.filter((each) => each.status === "skipped")).toHaveLength(1);
    expect(await mails()).toBe(before + 1);
    expect(await storedProblems(withDb(store.database), {} as never, id)).toEqual([]);
  });
});

describe("cancelling before the first box's cut-off", () => {
  it("ships nothing, charges nothing, and cancels the order", async () => {
    const id = await subscribe();
    const cancelled = await card(await act(id, "cancel"));
    expect(cancelled).toMatchObject({
      status: "cancelled",
      endsOn: "2026-11-26",
      nextDeliveryDate: null,
      upcoming: [],
    });
    const history = accountHistoryAnswerSchema.parse(
      await (await send("GET", "/api/account/history", ada)).json(),
    );
    const order = history.orders.find((each) => each.lines[0]?.subscriptionId === id);
    expect(order?.status).toBe("cancelled");
    expect(history.deliveries.filter((each) => each.subscriptionId === id)).toEqual([]);
    const [mail] = await store.database.use("test.outbox", (db) =>
      db
        .select({ text: outbox.text })
        .from(outbox)
        .where(eq(outbox.kind, "subscription_cancelled"))
        .orderBy(sql`${outbox.id} desc`)
        .limit(1),
    );
    expect(mail?.text).toContain(
      "Nothing had been packed yet, so nothing ships and nothing is charged",
    );
  });
});

describe("two tabs at once", () => {
  it("Skip and Cancel together leave one consistent state, whichever came first", async () => {
    for (let round = 0; round < 3; round += 1) {
      const id = await subscribe();
      at("2026-12-05T12:00:00Z");
      const [skipped, cancelled] = await Promise.all([
        box(id, "2027-01-01", "skip"),
        act(id, "cancel"),
      ]);
      expect(cancelled.status).toBe(200);
      // Skip first: it is cancelled after it. Cancel first: "no box to skip".
      expect([200, 409]).toContain(skipped.status);
      if (skipped.status === 409) {
        expect((await errorOf(skipped)).message).toBe(
          "This subscription is cancelled: there is no box to skip.",
        );
      }
      const after = await send("GET", "/api/subscriptions", ada);
      const { subscriptions } = subscriptionDetailsAnswerSchema.parse(await after.json());
      expect(subscriptions.find((each) => each.id === id)).toMatchObject({
        status: "cancelled",
        endsOn: "2026-12-05",
        nextDeliveryDate: null,
      });
      expect(await storedProblems(withDb(store.database), {} as never, id)).toEqual([]);
    }
  });
});

describe("GET /api/account/history", () => {
  it("lists every order and every delivery, newest first, for the account only", async () => {
    const id = await subscribe(6, pet.luna);
    at("2026-12-05T12:00:00Z");
    await card(await box(id, "2027-01-01", "skip"));
    const response = await send("GET", "/api/account/history", ada);
    expect(response.status).toBe(200);
    const history = accountHistoryAnswerSchema.parse(await response.json());
    const mine = history.deliveries.filter((each) => each.subscriptionId === id);
    expect(
      mine.map((each) => `${each.date} ${each.status} ${each.boxName} ${each.petName}`),
    ).toEqual([
      "2027-02-01 scheduled Gourmet Cat Treats Luna",
      "2027-01-01 skipped Gourmet Cat Treats Luna",
      // Its day passed and nobody shipped it: late, never "shipped" (decision 225).
      "2026-12-01 late Gourmet Cat Treats Luna",
    ]);
    expect(history.orders.some((order) => order.lines[0]?.subscriptionId === id)).toBe(true);
    const dates = history.deliveries.map((each) => each.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const bobs = accountHistoryAnswerSchema.parse(
      await (await send("GET", "/api/account/history", bob)).json(),
    );
    expect(bobs).toEqual({ orders: [], deliveries: [], upcoming: [], problems: [] });
  });
});

describe("GET /api/deliveries", () => {
  it("is the staff's: a customer gets 403, a visitor 401, the owner and a packer the month's packing list", async () => {
    const id = await subscribe(1, pet.milo);
    at("2026-11-28T10:00:00Z");
    const visitor = await app.request("/api/deliveries?month=2026-12");
    expect(visitor.status).toBe(401);
    const customer = await send("GET", "/api/deliveries?month=2026-12", ada);
    expect(customer.status).toBe(403);
    expect((await errorOf(customer)).code).toBe("forbidden");

    const response = await send("GET", "/api/deliveries?month=2026-12", owner);
    expect(response.status).toBe(200);
    const list = deliveriesAnswerSchema.parse(await response.json());
    expect(list.month).toBe("2026-12");
    expect(list.lines.find((line) => line.subscriptionId === id)).toMatchObject({
      date: "2026-12-01",
      boxName: "Cozy Cat Corner",
      pet: { name: "Milo" },
      address: { fullName: home.fullName },
    });
    // A packer on the staff table reads it too (decision 223), until removed.
    await store.database.use("test.staff", (db) =>
      db.insert(staff).values({
        uid: "pat",
        email: "pat@example.com",
        role: "packer",
        addedBy: "test",
      }),
    );
    const packer = await send("GET", "/api/deliveries?month=2026-12", pat);
    expect(packer.status).toBe(200);
    expect(deliveriesAnswerSchema.parse(await packer.json())).toEqual(list);
    await store.database.use("test.staff", (db) => db.delete(staff).where(eq(staff.uid, "pat")));
    expect((await send("GET", "/api/deliveries?month=2026-12", pat)).status).toBe(403);

    const bad = await send("GET", "/api/deliveries?month=December", owner);
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields?.month).toBe(
      "Give the month as YYYY-MM, for example 2026-12.",
    );
  });
});
