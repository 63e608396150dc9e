// @vitest-environment node
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { lastAddressAnswerSchema } from "../shared/api/address";
import { checkoutAnswerSchema, type CheckoutAnswer } from "../shared/api/checkout";
import { apiErrorSchema } from "../shared/api/errors";
import { orderAnswerSchema, ordersAnswerSchema } from "../shared/api/orders";
import { petAnswerSchema, petsAnswerSchema, type Pet } from "../shared/api/pets";
import { plansAnswerSchema } from "../shared/api/plans";
import { subscriptionsAnswerSchema } from "../shared/api/subscriptions";
import { outbox, pets } from "./db/schema";
import { createManualProvider } from "./payments/manual";
import { PaymentUnavailableError, type PaymentProvider } from "./payments/provider";
import { fixedTokens, postJson, testApp, testToken } from "./test-support/app";
import { commerceCounts, home } from "./test-support/commerce";
import { freshDatabase, type TestDatabase } from "./test-support/database";
import { logSink } from "./log";
import { shopBankDetails } from "../shared/shop/bank-details";
import { cardPayments, postPaidEvent, type CardPayments } from "./test-support/card-payments";

// A real database on a shared 2-core machine: allow for slow moments.
vi.setConfig({ testTimeout: 30_000 });

// Who is signed in matters here, the token check does not: fixed test tokens for "ada" and
// "bob" (their e-mails ada@example.com, bob@example.com). Real tokens from the Auth Emulator are
// api.commerce.auth.test.ts's.
let store: TestDatabase;
let app: ReturnType<typeof testApp>;
/** The same shop with card payments (the Stripe stand-in): prepaid plans are sold by card only. */
let cardApp: ReturnType<typeof testApp>;
let card: CardPayments;
const ada = testToken("ada");
const bob = testToken("bob");

beforeAll(async () => {
  store = await freshDatabase();
  app = testApp({ database: store.database, tokens: fixedTokens("ada", "bob") });
  card = await cardPayments();
  cardApp = testApp({
    database: store.database,
    tokens: fixedTokens("ada", "bob"),
    payments: card.provider,
  });
}, 60_000);
afterAll(() => store.drop(), 30_000);

const signedIn = (token: string, key?: string): Record<string, string> => ({
  authorization: `Bearer ${token}`,
  ...(key === undefined ? {} : { "idempotency-key": key }),
});

function send(method: string, url: string, token: string, body?: unknown, key?: string) {
  return body === undefined
    ? app.request(url, { method, headers: signedIn(token, key) })
    : app.request(url, postJson(body, signedIn(token, key), method));
}

async function errorOf(response: Response) {
  const body = apiErrorSchema.parse(await response.json());
  expect(JSON.stringify(body)).not.toMatch(/\bat .+:\d+:\d+|node_modules|Error:/);
  return body.error;
}

async function addPet(token: string, pet: Record<string, unknown>): Promise<Pet> {
  const response = await send("POST", "/api/pets", token, pet);
  expect(response.status).toBe(201);
  return petAnswerSchema.parse(await response.json()).pet;
}

async function placeOrder(token: string, body: unknown, key?: string): Promise<CheckoutAnswer> {
  const response = await send("POST", "/api/checkout", token, body, key);
  expect(response.status, await response.clone().text()).toBe(201);
  return checkoutAnswerSchema.parse(await response.json());
}

/** A card order through the card shop, and Stripe's signed event that pays it, delivered. */
async function placeCardOrder(token: string, body: unknown) {
  const response = await cardApp.request("/api/checkout", postJson(body, signedIn(token)));
  expect(response.status, await response.clone().text()).toBe(201);
  const placed = checkoutAnswerSchema.parse(await response.json());
  const pay = async () => {
    expect(await postPaidEvent(cardApp, card, placed)).toBe(200);
  };
  return { placed, pay };
}

const cart = (petId: number, boxId: number | string = 1, quantity = 1) => ({
  lines: [{ boxId, petId, quantity }],
  planId: "per-box",
  address: home,
});

describe("GET /api/plans", () => {
  it("is open to visitors: the plans from plans.json and how this shop takes payment", async () => {
    const response = await app.request("/api/plans");
    expect(response.status).toBe(200);
    const answer = plansAnswerSchema.parse(await response.json());
    expect(
      answer.plans.map((plan) => [plan.id, plan.deliveriesPrepaid, plan.discountPercent]),
    ).toEqual([
      ["per-box", 0, 0],
      ["prepay-6", 6, 5],
      ["prepay-12", 12, 10],
    ]);
    expect(answer.paymentMethod).toBe("pay_on_delivery");
    expect(answer.timeZone).toBe("UTC");
  });
});

describe("pets", () => {
  it("adds, lists, changes and deletes a pet of the account", async () => {
    const rex = await addPet(ada, {
      name: "  Rex ",
      species: "dog",
      size: "large",
      allergies: ["fish", "chicken"],
      chewing: "power",
    });
    expect(rex).toMatchObject({
      name: "Rex",
      species: "dog",
      size: "large",
      allergies: ["chicken", "fish"],
      chewing: "power",
      birthday: null,
    });
    const listed = petsAnswerSchema.parse(await (await send("GET", "/api/pets", ada)).json());
    expect(listed.pets).toContainEqual(rex);

    const renamed = await send("PATCH", `/api/pets/${rex.id}`, ada, { name: "Rexy" });
    expect(renamed.status).toBe(200);
    expect(petAnswerSchema.parse(await renamed.json()).pet).toEqual({ ...rex, name: "Rexy" });
    // A dog that becomes a cat loses what only dogs have.
    const cat = await send("PATCH", `/api/pets/${rex.id}`, ada, { species: "cat" });
    expect(petAnswerSchema.parse(await cat.json()).pet).toMatchObject({
      species: "cat",
      size: null,
      chewing: null,
    });

    const deleted = await send("DELETE", `/api/pets/${rex.id}`, ada);
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe("");
    const after = petsAnswerSchema.parse(await (await send("GET", "/api/pets", ada)).json());
    expect(after.pets.map((pet) => pet.id)).not.toContain(rex.id);
    expect((await send("DELETE", `/api/pets/${rex.id}`, ada)).status).toBe(404);
  });

  it("refuses bad input with 400 naming the field, and stores nothing", async () => {
    const milo = await addPet(ada, { name: "Milo", species: "cat" });
    const before = await commerceCounts(store.database);
    const cases: [string, string, unknown, string][] = [
      ["POST", "/api/pets", { species: "cat" }, "name"],
      ["POST", "/api/pets", { name: "x".repeat(41), species: "cat" }, "name"],
      ["POST", "/api/pets", { name: "Tom" }, "species"],
      ["POST", "/api/pets", { name: "Tom", species: "cat", size: "small" }, "size"],
      ["POST", "/api/pets", { name: "Tom", species: "dog", allergies: ["peanut"] }, "allergies.0"],
      ["POST", "/api/pets", { name: "Tom", species: "dog", birthday: "2999-01" }, "birthday"],
      ["PATCH", `/api/pets/${milo.id}`, { name: "  " }, "name"],
      ["PATCH", `/api/pets/${milo.id}`, { chewing: "gentle" }, "chewing"],
      ["PATCH", `/api/pets/${milo.id}`, [], "body"],
    ];
    for (const [method, url, body, field] of cases) {
      const response = await send(method, url, ada, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const error = await errorOf(response);
      expect(error.code).toBe("invalid_body");
      expect(Object.keys(error.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(await commerceCounts(store.database)).toEqual(before);
    const [stored] = await store.database.use("test.read", (db) =>
      db.select().from(pets).where(eq(pets.id, milo.id)),
    );
    expect(stored).toMatchObject({ name: "Milo", chewing: null });
  });

  it("answers 404 for another account's pet and for an id that can be no pet, and changes nothing", async () => {
    const tom = await addPet(bob, { name: "Tom", species: "cat" });
    const before = await commerceCounts(store.database);
    for (const url of [
      `/api/pets/${tom.id}`,
      "/api/pets/999999",
      "/api/pets/abc",
      "/api/pets/0",
      "/api/pets/-1",
      "/api/pets/1.5",
      "/api/pets/99999999999999999999",
    ]) {
      const patch = await send("PATCH", url, ada, { name: "Stolen" });
      expect(patch.status, url).toBe(404);
      expect((await errorOf(patch)).code).toBe("not_found");
      expect((await send("DELETE", url, ada)).status, url).toBe(404);
    }
    const adas = petsAnswerSchema.parse(await (await send("GET", "/api/pets", ada)).json());
    expect(adas.pets.map((pet) => pet.id)).not.toContain(tom.id);
    expect(await commerceCounts(store.database)).toEqual(before);
    const bobs = petsAnswerSchema.parse(await (await send("GET", "/api/pets", bob)).json());
    expect(bobs.pets).toContainEqual(tom);
  });

  it("refuses to delete a pet a live subscription uses, with 409 saying why, and keeps its species", async () => {
    const luna = await addPet(ada, { name: "Luna", species: "cat" });
    await placeOrder(ada, cart(luna.id));
    const refused = await send("DELETE", `/api/pets/${luna.id}`, ada);
    expect(refused.status).toBe(409);
    const error = await errorOf(refused);
    expect(error.code).toBe("conflict");
    expect(error.message).toBe(
      "This pet has a live subscription. Cancel the subscription first, then delete the pet.",
    );
    const species = await send("PATCH", `/api/pets/${luna.id}`, ada, {
      species: "dog",
      size: "small",
    });
    expect(species.status).toBe(409);
    expect((await errorOf(species)).fields).toEqual({
      species: "This pet has a live subscription, so its species cannot change.",
    });
    const listed = petsAnswerSchema.parse(await (await send("GET", "/api/pets", ada)).json());
    expect(listed.pets).toContainEqual(luna);
  });

  it("answers a repeated Idempotency-Key on POST, PATCH and DELETE with the first answer, done once", async () => {
    const key = randomUUID();
    const before = (await commerceCounts(store.database)).pets;
    const first = await send("POST", "/api/pets", ada, { name: "Once", species: "dog" }, key);
    const again = await send("POST", "/api/pets", ada, { name: "Once", species: "dog" }, key);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    const firstText = await first.text();
    expect(await again.text()).toBe(firstText);
    expect((await commerceCounts(store.database)).pets).toBe(before + 1);
    const { pet } = petAnswerSchema.parse(JSON.parse(firstText));

    // The replay answers what the first PATCH did, and does not do it again.
    const patchKey = randomUUID();
    const renamed = await send("PATCH", `/api/pets/${pet.id}`, ada, { name: "Twice" }, patchKey);
    expect(renamed.status).toBe(200);
    await send("PATCH", `/api/pets/${pet.id}`, ada, { name: "Thrice" });
    const replayed = await send("PATCH", `/api/pets/${pet.id}`, ada, { name: "Twice" }, patchKey);
    expect(replayed.headers.get("idempotent-replayed")).toBe("true");
    expect(petAnswerSchema.parse(await replayed.json()).pet.name).toBe("Twice");
    const [stored] = await store.database.use("test.read", (db) =>
      db.select().from(pets).where(eq(pets.id, pet.id)),
    );
    expect(stored?.name).toBe("Thrice");
    // The same key on another pet's PATCH is another request.
    const other = await send("PATCH", `/api/pets/${pet.id + 1}`, ada, { name: "Twice" }, patchKey);
    expect(other.status).toBe(422);

    const deleteKey = randomUUID();
    const deleted = await send("DELETE", `/api/pets/${pet.id}`, ada, undefined, deleteKey);
    const deletedAgain = await send("DELETE", `/api/pets/${pet.id}`, ada, undefined, deleteKey);
    expect([deleted.status, deletedAgain.status]).toEqual([204, 204]);
    expect(deletedAgain.headers.get("idempotent-replayed")).toBe("true");
    expect(await deletedAgain.text()).toBe("");
    expect((await send("DELETE", `/api/pets/${pet.id}`, ada)).status).toBe(404);
  });
});

describe("GET /api/addresses/last", () => {
  it("is null before the first order, then the address used last, as stored", async () => {
    const empty = await send("GET", "/api/addresses/last", bob);
    expect(empty.status).toBe(200);
    expect(lastAddressAnswerSchema.parse(await empty.json())).toEqual({ address: null });

    const spot = await addPet(bob, { name: "Spot", species: "dog" });
    await placeOrder(bob, { ...cart(spot.id, 7), address: { ...home, postalCode: " 62704 " } });
    const first = lastAddressAnswerSchema.parse(
      await (await send("GET", "/api/addresses/last", bob)).json(),
    );
    expect(first.address).toEqual(home);

    const away = {
      fullName: "Bob Stone",
      line1: "1 Quay",
      city: "London",
      postalCode: "sw1a 1aa",
      country: "GB",
    };
    await placeOrder(bob, { ...cart(spot.id, 2), address: away });
    const second = lastAddressAnswerSchema.parse(
      await (await send("GET", "/api/addresses/last", bob)).json(),
    );
    expect(second.address).toEqual({
      ...away,
      line2: "",
      region: "",
      postalCode: "SW1A 1AA",
      phone: null,
    });
    // Ada's own, not Bob's.
    const adas = lastAddressAnswerSchema.parse(
      await (await send("GET", "/api/addresses/last", ada)).json(),
    );
    expect(adas.address?.fullName).not.toBe("Bob Stone");
  });
});

describe("POST /api/checkout", () => {
  it("places an order: 201 with the order, its subscriptions and how to pay; the confirmation goes to the account's e-mail", async () => {
    const milo = await addPet(ada, { name: "Milo", species: "cat" });
    const fido = await addPet(ada, { name: "Fido", species: "dog" });
    const before = await commerceCounts(store.database);
    const placed = await placeOrder(ada, {
      lines: [
        { boxId: 1, petId: milo.id, quantity: 2 },
        { boxId: "7", petId: fido.id, quantity: 1 },
      ],
      planId: "per-box",
      address: home,
    });
    expect(placed.payment).toEqual({ method: "pay_on_delivery" });
    expect(placed.order).toMatchObject({
      status: "pay_on_delivery",
      planId: "per-box",
      currency: "USD",
      paymentMethod: "pay_on_delivery",
      // One delivery at the list price: $29.99 and $32.99 a box.
      total: 2 * 2999 + 3299,
      address: home,
    });
    expect(placed.order.lines.map((line) => [line.boxId, line.petName, line.quantity])).toEqual([
      ["1", "Milo", 2],
      ["7", "Fido", 1],
    ]);
    expect(placed.subscriptions.map((s) => [s.boxId, s.petId, s.status, s.deliveriesLeft])).toEqual(
      [
        ["1", milo.id, "active", null],
        ["7", fido.id, "active", null],
      ],
    );
    expect(await commerceCounts(store.database)).toMatchObject({
      orders: before.orders + 1,
      subscriptions: before.subscriptions + 2,
      outbox: before.outbox + 1,
    });
    const [mail] = await store.database.use("test.read", (db) =>
      db.select().from(outbox).orderBy(outbox.id).limit(1).offset(before.outbox),
    );
    expect(mail).toMatchObject({ recipientUid: "ada", recipientEmail: "ada@example.com" });
  });

  it("places a prepaid plan without card payments as waiting for its bank transfer: 201 with the bank details and the reference", async () => {
    for (const [planId, name] of [
      ["prepay-6", "Tilly"],
      ["prepay-12", "Tibbs"],
    ] as const) {
      const pet = await addPet(ada, { name, species: "cat" });
      const response = await send("POST", "/api/checkout", ada, { ...cart(pet.id), planId });
      expect(response.status, await response.clone().text()).toBe(201);
      const answer = checkoutAnswerSchema.parse(await response.json());
      const reference = `PB-${String(answer.order.number).padStart(6, "0")}`;
      expect(answer.order).toMatchObject({
        status: "awaiting_transfer",
        paymentMethod: "transfer",
      });
      expect(answer.payment).toEqual({
        method: "transfer",
        bankDetails: shopBankDetails,
        reference,
      });
      expect(answer.subscriptions.map((s) => s.status)).toEqual(["pending"]);
    }
  });

  it("places a prepaid order by card: 201 with the order at the plan's price, active and confirmed once paid", async () => {
    const milo = await addPet(ada, { name: "Milo", species: "cat" });
    const fido = await addPet(ada, { name: "Fido", species: "dog" });
    const before = await commerceCounts(store.database);
    const { placed, pay } = await placeCardOrder(ada, {
      lines: [
        { boxId: 1, petId: milo.id, quantity: 2 },
        { boxId: "7", petId: fido.id, quantity: 1 },
      ],
      planId: "prepay-6",
      address: home,
    });
    expect(placed.payment).toMatchObject({ method: "card" });
    expect(placed.order).toMatchObject({
      status: "pending",
      planId: "prepay-6",
      currency: "USD",
      paymentMethod: "card",
      // 6 deliveries at 5 % off: $28.49 and $31.34 a box.
      total: 2 * 2849 * 6 + 3134 * 6,
      address: home,
    });
    expect(placed.order.lines.map((line) => [line.boxId, line.petName, line.quantity])).toEqual([
      ["1", "Milo", 2],
      ["7", "Fido", 1],
    ]);
    expect(placed.subscriptions.map((s) => [s.boxId, s.petId, s.status, s.deliveriesLeft])).toEqual(
      [
        ["1", milo.id, "pending", 6],
        ["7", fido.id, "pending", 6],
      ],
    );
    await pay();
    const { subscriptions } = subscriptionsAnswerSchema.parse(
      await (await send("GET", "/api/subscriptions", ada)).json(),
    );
    expect(
      subscriptions
        .filter((s) => s.orderId === placed.order.id)
        .map((s) => [s.boxId, s.status, s.deliveriesLeft]),
    ).toEqual([
      ["1", "active", 6],
      ["7", "active", 6],
    ]);
    expect(await commerceCounts(store.database)).toMatchObject({
      orders: before.orders + 1,
      subscriptions: before.subscriptions + 2,
      outbox: before.outbox + 1,
    });
    const [mail] = await store.database.use("test.read", (db) =>
      db.select().from(outbox).orderBy(outbox.id).limit(1).offset(before.outbox),
    );
    expect(mail).toMatchObject({ recipientUid: "ada", recipientEmail: "ada@example.com" });
  });

  it("ignores a price or total sent by the browser: every amount is the server's", async () => {
    const kit = await addPet(ada, { name: "Kit", species: "cat" });
    const placed = await placeOrder(ada, {
      lines: [{ boxId: 1, petId: kit.id, quantity: 1, price: 0.01, unitPrice: 1, total: 1 }],
      planId: "per-box",
      address: home,
      total: 1,
      price: 0,
      discountPercent: 100,
    });
    expect(placed.order.total).toBe(2999);
    expect(placed.order.lines[0]).toMatchObject({
      listPrice: 2999,
      unitPrice: 2999,
      lineTotal: 2999,
    });
    expect(placed.subscriptions[0]?.unitPrice).toBe(2999);
  });

  it("refuses with 400 naming the field, and stores nothing", async () => {
    const mia = await addPet(ada, { name: "Mia", species: "cat" });
    const tom = await addPet(bob, { name: "Tom", species: "cat" });
    const before = await commerceCounts(store.database);
    const line = { boxId: 1, petId: mia.id, quantity: 1 };
    const cases: [string, unknown, string[]][] = [
      ["unknown box", { ...cart(mia.id, 99) }, ["lines.0.boxId"]],
      ["unknown plan", { ...cart(mia.id), planId: "prepay-7" }, ["planId"]],
      ["a dog box for a cat", { ...cart(mia.id, 2) }, ["lines.0.petId"]],
      [
        "another account's pet",
        { ...cart(mia.id), lines: [line, { boxId: 4, petId: tom.id, quantity: 1 }] },
        ["lines.1.petId"],
      ],
      ["a pet that does not exist", { ...cart(987_654) }, ["lines.0.petId"]],
      ["an empty cart", { ...cart(mia.id), lines: [] }, ["lines"]],
      ["no cart", { planId: "per-box", address: home }, ["lines"]],
      ["quantity 6", { ...cart(mia.id, 1, 6) }, ["lines.0.quantity"]],
      ["one box twice for one pet", { ...cart(mia.id), lines: [line, line] }, ["lines.1.petId"]],
      ["no address", { ...cart(mia.id), address: undefined }, ["address"]],
      [
        "an address without a city and a bad ZIP code",
        { ...cart(mia.id), address: { ...home, city: " ", postalCode: "ABCDE" } },
        ["address.city", "address.postalCode"],
      ],
    ];
    for (const [name, body, fields] of cases) {
      const response = await send("POST", "/api/checkout", ada, body);
      expect(response.status, name).toBe(400);
      const error = await errorOf(response);
      expect(error.code, name).toBe("invalid_body");
      expect(Object.keys(error.fields ?? {}).sort(), name).toEqual(fields);
      for (const field of fields) expect(error.message, name).toContain(field);
    }
    expect(await commerceCounts(store.database)).toEqual(before);
    // The wrong species is said in words a person understands.
    const wrong = await errorOf(await send("POST", "/api/checkout", ada, cart(mia.id, 2)));
    expect(wrong.fields?.["lines.0.petId"]).toBe(
      "Playful Pup Pack is a box for dogs: choose one of your dogs.",
    );
  });

  it("places one order for ten concurrent submits with one Idempotency-Key, and answers each the same", async () => {
    const pip = await addPet(ada, { name: "Pip", species: "cat" });
    const before = await commerceCounts(store.database);
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => send("POST", "/api/checkout", ada, cart(pip.id, 4, 2), key)),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(201));
    const bodies = await Promise.all(responses.map((r) => r.text()));
    expect(new Set(bodies).size).toBe(1);
    expect(responses.filter((r) => r.headers.get("idempotent-replayed") === "true")).toHaveLength(
      9,
    );
    const after = await commerceCounts(store.database);
    expect(after).toMatchObject({
      orders: before.orders + 1,
      orderLines: before.orderLines + 1,
      subscriptions: before.subscriptions + 1,
      deliveries: before.deliveries + 1,
      outbox: before.outbox + 1,
    });
    const { order } = checkoutAnswerSchema.parse(JSON.parse(bodies[0]!));
    const listed = ordersAnswerSchema.parse(await (await send("GET", "/api/orders", ada)).json());
    expect(listed.orders.filter((each) => each.id === order.id)).toHaveLength(1);
  });

  it("refuses a key used with another body with 422, and stores nothing", async () => {
    const pip = await addPet(ada, { name: "Pip Two", species: "cat" });
    const key = randomUUID();
    await placeOrder(ada, cart(pip.id, 4), key);
    const before = await commerceCounts(store.database);
    const other = await send("POST", "/api/checkout", ada, cart(pip.id, 4, 3), key);
    expect(other.status).toBe(422);
    expect((await errorOf(other)).code).toBe("idempotency_key_reused");
    // Another account's request with this key is its own.
    const spot = await addPet(bob, { name: "Spot Two", species: "cat" });
    const bobs = await send("POST", "/api/checkout", bob, cart(spot.id, 4), key);
    expect(bobs.status).toBe(201);
    expect((await commerceCounts(store.database)).orders).toBe(before.orders + 1);
  });
});

describe("POST /api/checkout when the payment provider cannot be reached", () => {
  it("answers 503 with its own message and Retry-After, stores nothing, and the same key works later", async () => {
    let reachable = false;
    const manual = createManualProvider();
    const flaky: PaymentProvider = {
      ...manual,
      initiate: async (request) => {
        if (!reachable) throw new PaymentUnavailableError("no route to the provider");
        return manual.initiate(request);
      },
    };
    const shop = testApp({
      database: store.database,
      tokens: fixedTokens("ada"),
      payments: flaky,
    });
    const milo = await addPet(ada, { name: "Milo Three", species: "cat" });
    const before = await commerceCounts(store.database);
    const key = randomUUID();
    const logged = vi.spyOn(logSink, "write").mockImplementation(() => {});
    const down = await shop.request("/api/checkout", postJson(cart(milo.id), signedIn(ada, key)));
    expect(down.status).toBe(503);
    expect(down.headers.get("retry-after")).toBe("30");
    const error = await errorOf(down);
    expect(error).toEqual({
      code: "unavailable",
      message:
        "Payments cannot be taken right now, so nothing was saved or charged. Try again in a minute.",
    });
    expect(await commerceCounts(store.database)).toEqual(before);
    // Logged by operation and class, never with what the customer sent.
    const log = logged.mock.calls.map((args) => args.map(String).join(" ")).join("\n");
    expect(log).toContain("checkout.place");
    expect(log).toContain("PaymentUnavailableError");
    expect(log).not.toContain("Ada Lovelace");

    reachable = true;
    const up = await shop.request("/api/checkout", postJson(cart(milo.id), signedIn(ada, key)));
    expect(up.status).toBe(201);
    expect(up.headers.get("idempotent-replayed")).toBeNull();
    expect((await commerceCounts(store.database)).orders).toBe(before.orders + 1);
  });
});

describe("orders and subscriptions", () => {
  it("lists the account's orders newest first, and shows one order to its owner only", async () => {
    const cleo = await addPet(ada, { name: "Cleo", species: "cat" });
    const first = await placeOrder(ada, cart(cleo.id, 6));
    const second = await placeOrder(ada, cart(cleo.id, 8));

    const listed = ordersAnswerSchema.parse(await (await send("GET", "/api/orders", ada)).json());
    const ids = listed.orders.map((order) => order.id);
    expect(ids.indexOf(second.order.id)).toBe(0);
    expect(ids.indexOf(first.order.id)).toBe(1);
    const numbers = listed.orders.map((order) => order.number);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    const bobs = ordersAnswerSchema.parse(await (await send("GET", "/api/orders", bob)).json());
    expect(bobs.orders.map((order) => order.id)).not.toContain(first.order.id);

    const own = await send("GET", `/api/orders/${first.order.id}`, ada);
    expect(own.status).toBe(200);
    expect(orderAnswerSchema.parse(await own.json()).order).toEqual(first.order);
    for (const url of [
      `/api/orders/${first.order.id}`,
      `/api/orders/${randomUUID()}`,
      "/api/orders/not-a-uuid",
      "/api/orders/1",
    ]) {
      const response = await send("GET", url, bob);
      expect(response.status, url).toBe(404);
      expect((await errorOf(response)).code).toBe("not_found");
    }
  });

  it("lists the account's subscriptions, one per order line", async () => {
    const bo = await addPet(bob, { name: "Bo", species: "dog" });
    const { placed, pay } = await placeCardOrder(bob, {
      ...cart(bo.id, 9, 3),
      planId: "prepay-12",
    });
    await pay();
    const response = await send("GET", "/api/subscriptions", bob);
    expect(response.status).toBe(200);
    const { subscriptions } = subscriptionsAnswerSchema.parse(await response.json());
    const mine = subscriptions.filter((s) => s.orderId === placed.order.id);
    // As placed, and started by the card payment.
    expect(mine).toEqual(placed.subscriptions.map((s) => ({ ...s, status: "active" })));
    expect(mine[0]).toMatchObject({
      boxId: "9",
      petId: bo.id,
      status: "active",
      frequency: "Bi-Monthly",
      quantity: 3,
      planId: "prepay-12",
      deliveriesLeft: 12,
      unitPrice: 2699, // $29.99 less 10 %
    });
    const adas = subscriptionsAnswerSchema.parse(
      await (await send("GET", "/api/subscriptions", ada)).json(),
    );
    expect(adas.subscriptions.map((s) => s.orderId)).not.toContain(placed.order.id);
  });
});

describe("every new endpoint", () => {
  const protectedOnes: [string, string][] = [
    ["GET", "/api/pets"],
    ["POST", "/api/pets"],
    ["PATCH", "/api/pets/1"],
    ["DELETE", "/api/pets/1"],
    ["GET", "/api/addresses/last"],
    ["POST", "/api/checkout"],
    ["GET", "/api/orders"],
    ["GET", `/api/orders/${randomUUID()}`],
    ["GET", "/api/subscriptions"],
  ];

  it("needs a sign-in (401 with WWW-Authenticate), except the plans", async () => {
    const before = await commerceCounts(store.database);
    for (const [method, url] of protectedOnes) {
      const refused: Record<string, string>[] = [
        {},
        { authorization: `Bearer ${testToken("mallory")}` },
      ];
      for (const headers of refused) {
        const response = await app.request(url, {
          method,
          headers: { "content-type": "application/json", ...headers },
          body: method === "GET" || method === "DELETE" ? undefined : JSON.stringify(cart(1)),
        });
        expect(response.status, `${method} ${url}`).toBe(401);
        expect(response.headers.get("www-authenticate")).toBe('Bearer realm="petbox"');
        expect((await errorOf(response)).code).toBe("unauthenticated");
      }
    }
    expect(await commerceCounts(store.database)).toEqual(before);
  });

  it.each([
    ["/api/plans", ["GET", "HEAD"], ["POST", "PUT", "DELETE"]],
    ["/api/pets", ["GET", "HEAD", "POST"], ["PUT", "PATCH", "DELETE"]],
    ["/api/pets/1", ["PATCH", "DELETE"], ["GET", "POST", "PUT"]],
    ["/api/addresses/last", ["GET", "HEAD"], ["POST", "DELETE"]],
    ["/api/checkout", ["POST"], ["GET", "PUT", "PATCH", "DELETE"]],
    ["/api/orders", ["GET", "HEAD"], ["POST", "DELETE"]],
    [`/api/orders/${randomUUID()}`, ["GET", "HEAD"], ["POST", "PATCH", "DELETE"]],
    ["/api/subscriptions", ["GET", "HEAD"], ["POST", "PATCH"]],
  ])("%s answers other methods with 405 and Allow", async (url, allowed, others) => {
    for (const method of others) {
      const response = await app.request(url, { method, headers: signedIn(ada) });
      expect(response.status, method).toBe(405);
      expect(response.headers.get("allow")?.split(", ").sort()).toEqual([...allowed].sort());
      expect((await errorOf(response)).code).toBe("method_not_allowed");
    }
  });

  it("has no Stripe webhook when Stripe is not configured", async () => {
    const response = await app.request("/api/payments/stripe/webhook", postJson({}));
    expect(response.status).toBe(404);
    expect((await errorOf(response)).code).toBe("not_found");
  });
});
