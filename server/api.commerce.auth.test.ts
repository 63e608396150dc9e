// @vitest-environment node
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { checkoutAnswerSchema, type CheckoutAnswer } from "../shared/api/checkout";
import { apiErrorSchema } from "../shared/api/errors";
import { ordersAnswerSchema } from "../shared/api/orders";
import { petAnswerSchema, petsAnswerSchema, type Pet } from "../shared/api/pets";
import { firebaseTokenVerifier, type TokenVerifier } from "./auth/verify-token";
import { orders, outbox } from "./db/schema";
import { postJson, testApp } from "./test-support/app";
import { commerceCounts, home } from "./test-support/commerce";
import { freshDatabase, type TestDatabase } from "./test-support/database";
import {
  refusedTokenVariants,
  startTestEmulator,
  TEST_PROJECT,
  type TestEmulator,
} from "../scripts/lib/test-emulator";

// A real database (and emulator) on a shared 2-core machine: allow for slow moments.
vi.setConfig({ testTimeout: 30_000 });

// The commerce endpoints with real tokens from a real Auth Emulator, checked by firebase-admin
// (decision 043): whose pets, orders and e-mail address they are is the account's.
let emulator: TestEmulator;
let store: TestDatabase;
let tokens: TokenVerifier;
let app: ReturnType<typeof testApp>;
let mia: { uid: string; idToken: string; email: string };
let sam: { uid: string; idToken: string; email: string };

beforeAll(async () => {
  // The database first (see api.auth.test.ts).
  store = await freshDatabase();
  emulator = await startTestEmulator();
  tokens = firebaseTokenVerifier({ projectId: TEST_PROJECT });
  app = testApp({ database: store.database, tokens });
  mia = await emulator.createAccount({ displayName: "Mia Moss" });
  sam = await emulator.createAccount({ displayName: "Sam Stone" });
}, 120_000);

afterAll(async () => {
  await tokens?.close();
  await store?.drop();
  await emulator?.stop();
}, 30_000);

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function send(method: string, url: string, token: string, body?: unknown) {
  return body === undefined
    ? app.request(url, { method, headers: bearer(token) })
    : app.request(url, postJson(body, bearer(token), method));
}

async function addPet(token: string, pet: Record<string, unknown>): Promise<Pet> {
  const response = await send("POST", "/api/pets", token, pet);
  expect(response.status).toBe(201);
  return petAnswerSchema.parse(await response.json()).pet;
}

async function checkout(token: string, petId: number, boxId = 1): Promise<CheckoutAnswer> {
  const response = await send("POST", "/api/checkout", token, {
    lines: [{ boxId, petId, quantity: 1 }],
    planId: "per-box",
    address: home,
  });
  expect(response.status).toBe(201);
  return checkoutAnswerSchema.parse(await response.json());
}

describe("an account's pets and orders", () => {
  let milo: Pet;
  let placed: CheckoutAnswer;
  beforeAll(async () => {
    milo = await addPet(mia.idToken, { name: "Milo", species: "cat" });
    placed = await checkout(mia.idToken, milo.id);
  });

  it("sends the confirmation to the account's e-mail and keeps it on the order", async () => {
    const [order] = await store.database.use("test.read", (db) =>
      db.select().from(orders).where(eq(orders.id, placed.order.id)),
    );
    expect(order?.customerEmail).toBe(mia.email);
    const mails = await store.database.use("test.read", (db) =>
      db.select().from(outbox).where(eq(outbox.recipientUid, mia.uid)),
    );
    expect(mails.map((mail) => mail.recipientEmail)).toEqual([mia.email]);
  });

  it("never shows or changes another account's pet or order: 404, as if it did not exist", async () => {
    const before = await commerceCounts(store.database);
    const patch = await send("PATCH", `/api/pets/${milo.id}`, sam.idToken, { name: "Mine now" });
    expect(patch.status).toBe(404);
    expect((await send("DELETE", `/api/pets/${milo.id}`, sam.idToken)).status).toBe(404);
    expect((await send("GET", `/api/orders/${placed.order.id}`, sam.idToken)).status).toBe(404);
    const samsPets = petsAnswerSchema.parse(
      await (await send("GET", "/api/pets", sam.idToken)).json(),
    );
    expect(samsPets.pets).toEqual([]);
    const samsOrders = ordersAnswerSchema.parse(
      await (await send("GET", "/api/orders", sam.idToken)).json(),
    );
    expect(samsOrders.orders).toEqual([]);
    expect(await commerceCounts(store.database)).toEqual(before);

    // Mia still sees hers, unchanged.
    const own = await send("GET", `/api/orders/${placed.order.id}`, mia.idToken);
    expect(own.status).toBe(200);
    const miasPets = petsAnswerSchema.parse(
      await (await send("GET", "/api/pets", mia.idToken)).json(),
    );
    expect(miasPets.pets).toEqual([milo]);
  });

  it("refuses a checkout for another account's pet with 400 on the line, and stores nothing", async () => {
    const before = await commerceCounts(store.database);
    const response = await send("POST", "/api/checkout", sam.idToken, {
      lines: [{ boxId: 1, petId: milo.id, quantity: 1 }],
      planId: "per-box",
      address: home,
    });
    expect(response.status).toBe(400);
    const { error } = apiErrorSchema.parse(await response.json());
    expect(error.fields).toEqual({ "lines.0.petId": "Choose one of your own pets." });
    expect(await commerceCounts(store.database)).toEqual(before);
  });
});

describe("the token matrix on every protected commerce endpoint: 401, nothing stored", () => {
  const endpoints: [string, string, unknown][] = [
    ["GET", "/api/pets", undefined],
    ["POST", "/api/pets", { name: "Forged", species: "cat" }],
    ["PATCH", "/api/pets/1", { name: "Forged" }],
    ["DELETE", "/api/pets/1", undefined],
    ["GET", "/api/addresses/last", undefined],
    [
      "POST",
      "/api/checkout",
      { lines: [{ boxId: 1, petId: 1, quantity: 1 }], planId: "per-box", address: home },
    ],
    ["GET", "/api/orders", undefined],
    ["GET", "/api/orders/00000000-0000-4000-8000-000000000000", undefined],
    ["GET", "/api/subscriptions", undefined],
  ];

  it.each(endpoints)("%s %s", async (method, url, body) => {
    const before = await commerceCounts(store.database);
    for (const [name, token] of refusedTokenVariants(mia.idToken)) {
      const headers = token === null ? {} : bearer(token);
      const response =
        body === undefined
          ? await app.request(url, { method, headers })
          : await app.request(url, postJson(body, headers, method));
      expect(response.status, name).toBe(401);
      expect(apiErrorSchema.parse(await response.json()).error.code, name).toBe("unauthenticated");
    }
    expect(await commerceCounts(store.database)).toEqual(before);
  });
});
