// @vitest-environment node
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { cartAnswerSchema } from "../shared/api/cart";
import { checkoutAnswerSchema } from "../shared/api/checkout";
import { apiErrorSchema } from "../shared/api/errors";
import { petAnswerSchema } from "../shared/api/pets";
import { reviewCreatedSchema, reviewListSchema } from "../shared/api/reviews";
import { deliveries } from "./db/schema";
import { fixedTokens, postJson, testApp, testToken } from "./test-support/app";
import { home } from "./test-support/commerce";
import { freshDatabase, type TestDatabase } from "./test-support/database";

// A real database on a shared 2-core machine: allow for slow moments.
vi.setConfig({ testTimeout: 30_000 });

// Issue 25 §8 over HTTP: the cart that follows the account (decision 219) and the "Verified
// buyer" mark of reviews (decision 220).
let store: TestDatabase;
let app: ReturnType<typeof testApp>;
const ada = testToken("ada");
const bob = testToken("bob");

beforeAll(async () => {
  store = await freshDatabase();
  app = testApp({
    database: store.database,
    tokens: fixedTokens("ada", "bob"),
    clock: () => Date.parse("2026-11-26T10:00:00Z"),
  });
}, 60_000);
afterAll(() => store.drop(), 30_000);

function send(method: string, url: string, token: string | null, body?: unknown) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  return body === undefined
    ? app.request(url, { method, headers })
    : app.request(url, postJson(body, headers, method));
}

async function cartOf(response: Response) {
  expect(response.status, await response.clone().text()).toBe(200);
  return cartAnswerSchema.parse(await response.json()).lines;
}

async function errorOf(response: Response) {
  return apiErrorSchema.parse(await response.json()).error;
}

describe("the account's cart: GET, PUT /api/cart", () => {
  it("is empty for a new account, keeps what is put, and is each account's own", async () => {
    expect(await cartOf(await send("GET", "/api/cart", ada))).toEqual([]);
    const lines = [
      { boxId: "2", quantity: 2 },
      { boxId: "1", quantity: 1 },
    ];
    expect(await cartOf(await send("PUT", "/api/cart", ada, { lines }))).toEqual(lines);
    expect(await cartOf(await send("GET", "/api/cart", ada))).toEqual(lines);
    expect(await cartOf(await send("GET", "/api/cart", bob))).toEqual([]);

    // Replaced, not added to: a box taken out on the device is out on the server.
    const fewer = [{ boxId: "1", quantity: 3 }];
    expect(await cartOf(await send("PUT", "/api/cart", ada, { lines: fewer }))).toEqual(fewer);
    expect(await cartOf(await send("PUT", "/api/cart", ada, { lines: [] }))).toEqual([]);
    expect(await cartOf(await send("GET", "/api/cart", ada))).toEqual([]);
  });

  it("stores the catalogue's id for an id written another way", async () => {
    const lines = [{ boxId: " 4 ", quantity: 1 }];
    expect(await cartOf(await send("PUT", "/api/cart", bob, { lines }))).toEqual([
      { boxId: "4", quantity: 1 },
    ]);
  });

  it("is for a signed-in account only", async () => {
    expect((await send("GET", "/api/cart", null)).status).toBe(401);
    const put = await send("PUT", "/api/cart", null, { lines: [] });
    expect(put.status).toBe(401);
    expect(put.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect((await send("POST", "/api/cart/merge", null, { lines: [] })).status).toBe(401);
  });

  it("refuses a box the shop does not sell, a box twice, a quantity out of 1–5, naming the field", async () => {
    const before = [{ boxId: "3", quantity: 1 }];
    await cartOf(await send("PUT", "/api/cart", bob, { lines: before }));
    const cases: [unknown, string][] = [
      [{ lines: [{ boxId: "999", quantity: 1 }] }, "lines.0.boxId"],
      [{ lines: [{ boxId: "1", quantity: 6 }] }, "lines.0.quantity"],
      [{ lines: [{ boxId: "1", quantity: 0 }] }, "lines.0.quantity"],
      [{ lines: [{ boxId: "1", quantity: 1.5 }] }, "lines.0.quantity"],
      [
        {
          lines: [
            { boxId: "1", quantity: 1 },
            { boxId: "1", quantity: 2 },
          ],
        },
        "lines",
      ],
      [{ lines: "2" }, "lines"],
    ];
    for (const [body, field] of cases) {
      for (const [method, url] of [
        ["PUT", "/api/cart"],
        ["POST", "/api/cart/merge"],
      ] as const) {
        const response = await send(method, url, bob, body);
        expect(response.status, `${method} ${JSON.stringify(body)}`).toBe(400);
        expect(Object.keys((await errorOf(response)).fields ?? {})).toContain(field);
      }
    }
    // Nothing refused was stored.
    expect(await cartOf(await send("GET", "/api/cart", bob))).toEqual(before);
  });

  it("refuses a body that is not JSON, as every write does", async () => {
    const response = await app.request("/api/cart", {
      method: "PUT",
      headers: { authorization: `Bearer ${bob}`, "content-type": "text/plain" },
      body: JSON.stringify({ lines: [] }),
    });
    expect(response.status).toBe(415);
  });
});

describe("POST /api/cart/merge: the cart of a device that signs in", () => {
  it("joins the two carts: every box of both, the device's first, the larger quantity of a box in both", async () => {
    await cartOf(
      await send("PUT", "/api/cart", ada, {
        lines: [
          { boxId: "1", quantity: 2 },
          { boxId: "3", quantity: 1 },
        ],
      }),
    );
    const device = [
      { boxId: "2", quantity: 1 },
      { boxId: "1", quantity: 1 },
    ];
    const merged = [
      { boxId: "2", quantity: 1 },
      { boxId: "1", quantity: 2 },
      { boxId: "3", quantity: 1 },
    ];
    expect(await cartOf(await send("POST", "/api/cart/merge", ada, { lines: device }))).toEqual(
      merged,
    );
    expect(await cartOf(await send("GET", "/api/cart", ada))).toEqual(merged);
    // Signing in again on a device that already holds the joined cart changes nothing.
    expect(await cartOf(await send("POST", "/api/cart/merge", ada, { lines: merged }))).toEqual(
      merged,
    );
  });

  it("gives an empty device the account's cart", async () => {
    const stored = await cartOf(await send("GET", "/api/cart", ada));
    expect(stored.length).toBeGreaterThan(0);
    expect(await cartOf(await send("POST", "/api/cart/merge", ada, { lines: [] }))).toEqual(stored);
  });

  it("counts both of two devices signing in at once", async () => {
    await cartOf(await send("PUT", "/api/cart", bob, { lines: [] }));
    const [first, second] = await Promise.all([
      send("POST", "/api/cart/merge", bob, { lines: [{ boxId: "1", quantity: 1 }] }),
      send("POST", "/api/cart/merge", bob, { lines: [{ boxId: "2", quantity: 1 }] }),
    ]);
    await cartOf(first);
    await cartOf(second);
    const lines = await cartOf(await send("GET", "/api/cart", bob));
    expect(lines.map((line) => line.boxId).sort()).toEqual(["1", "2"]);
  });
});

describe("reviews: the Verified buyer mark", () => {
  async function review(token: string | null, boxId: string, text: string) {
    const response = await send("POST", `/api/boxes/${boxId}/reviews`, token, { text, rating: 5 });
    expect(response.status, await response.clone().text()).toBe(201);
    return reviewCreatedSchema.parse(await response.json()).review;
  }

  async function listed(boxId: string) {
    const response = await send("GET", `/api/boxes/${boxId}/reviews`, null);
    return reviewListSchema.parse(await response.json()).reviews;
  }

  it("marks a review whose author had received the box, and no other", async () => {
    const petResponse = await send("POST", "/api/pets", ada, { name: "Milo", species: "cat" });
    const petId = petAnswerSchema.parse(await petResponse.json()).pet.id;
    const ordered = await send("POST", "/api/checkout", ada, {
      lines: [{ boxId: 1, petId, quantity: 1 }],
      planId: "per-box",
      address: home,
    });
    expect(ordered.status, await ordered.clone().text()).toBe(201);
    const subscriptionId = checkoutAnswerSchema.parse(await ordered.json()).subscriptions[0]!.id;

    // Ordered, not received yet: no mark.
    expect(await review(ada, "1", "Can't wait")).toMatchObject({ verifiedBuyer: false });

    // The first box's day passes (the lifecycle counts it) but nobody ships it: still no mark
    // (decision 225).
    const first = and(eq(deliveries.subscriptionId, subscriptionId), eq(deliveries.sequence, 0));
    await store.database.use("test.due", (db) =>
      db.update(deliveries).set({ status: "shipped" }).where(first),
    );
    expect(await review(ada, "1", "Still waiting")).toMatchObject({ verifiedBuyer: false });

    // The first box is shipped (the packer's job); Ada has received box 1, not box 2.
    await store.database.use("test.ship", (db) =>
      db
        .update(deliveries)
        .set({
          fulfilment: "shipped",
          packedAt: new Date(),
          shippedAt: new Date(),
          carrier: "usps",
          trackingNumber: "9400100",
        })
        .where(first),
    );
    const received = await review(ada, "1", "Milo loves it");
    expect(received).toMatchObject({ verifiedBuyer: true, author: "ada" });
    expect(await review(ada, "2", "Looks nice")).toMatchObject({ verifiedBuyer: false });
    expect(await review(bob, "1", "My friend's cat loves it")).toMatchObject({
      verifiedBuyer: false,
    });
    expect(await review(null, "1", "Saw it at a friend's")).toMatchObject({
      verifiedBuyer: false,
    });

    // The list says the same, newest first.
    expect((await listed("1")).map((each) => [each.text, each.verifiedBuyer])).toEqual([
      ["Saw it at a friend's", false],
      ["My friend's cat loves it", false],
      ["Milo loves it", true],
      ["Still waiting", false],
      ["Can't wait", false],
    ]);
  });
});
