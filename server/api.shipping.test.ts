// @vitest-environment node
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { lastAddressAnswerSchema } from "../shared/api/address";
import { checkoutAnswerSchema, type CheckoutAnswer } from "../shared/api/checkout";
import { apiErrorSchema } from "../shared/api/errors";
import { petAnswerSchema } from "../shared/api/pets";
import {
  subscriptionDetailAnswerSchema,
  subscriptionDetailsAnswerSchema,
} from "../shared/api/subscriptions";
import { PREPAID_SHIPPING_COSTS_MORE } from "../shared/commerce/lifecycle-state";
import zonesFile from "../shared/shop/shipping-zones.json";
import { orders, outbox } from "./db/schema";
import { fixedTokens, postJson, testApp, testToken } from "./test-support/app";
import { cardPayments, postPaidEvent, type CardPayments } from "./test-support/card-payments";
import { commerceCounts, home } from "./test-support/commerce";
import { freshDatabase, type TestDatabase } from "./test-support/database";

// A real database on a shared 2-core machine: allow for slow moments.
vi.setConfig({ testTimeout: 30_000 });

// Where the shop ships and what it costs (issue 25 §5, decisions 213 and 214) over HTTP: the
// address checked by the shared schema (400 naming the field), the shipping priced by the
// server from the zones file, stored with the order, and carried by every box that follows.
let store: TestDatabase;
let app: ReturnType<typeof testApp>;
/** The same shop with card payments (the Stripe stand-in): prepaid plans are sold by card only. */
let cardApp: ReturnType<typeof testApp>;
let card: CardPayments;
let now = Date.parse("2026-11-26T10:00:00Z");
const ada = testToken("ada");
let cat = 0;

beforeAll(async () => {
  store = await freshDatabase();
  app = testApp({ database: store.database, tokens: fixedTokens("ada"), clock: () => now });
  card = await cardPayments();
  cardApp = testApp({
    database: store.database,
    tokens: fixedTokens("ada"),
    clock: () => now,
    payments: card.provider,
  });
  const created = await send("POST", "/api/pets", { name: "Milo", species: "cat" });
  cat = petAnswerSchema.parse(await created.json()).pet.id;
}, 60_000);
afterAll(() => store.drop(), 30_000);

function send(method: string, url: string, body?: unknown, shop = app) {
  const headers = { authorization: `Bearer ${ada}` };
  return body === undefined
    ? shop.request(url, { method, headers })
    : shop.request(url, postJson(body, headers, method));
}

/** The shop that sells `planId`: prepaid plans are sold by card only (decision 217). */
const shopFor = (planId: string) => (planId === "per-box" ? app : cardApp);

const london = { ...home, city: "London", region: "", postalCode: "SW1A 1AA", country: "GB" };
const toronto = { ...home, city: "Toronto", region: "ON", postalCode: "M5V 3L9", country: "CA" };
const sydney = { ...home, city: "Sydney", region: "NSW", postalCode: "2000", country: "AU" };
const dublin = { ...home, city: "Dublin", region: "", postalCode: "D02 X285", country: "IE" };
const wellington = { ...home, city: "Wellington", region: "", postalCode: "6011", country: "NZ" };

/** The zones file's price of a box to `country`, read apart from the code under test. */
const zonePrice = (country: string) =>
  zonesFile.zones.find((zone) => zone.countries.includes(country))!.boxShippingCents;

async function order(address: unknown, quantity = 1, planId = "per-box"): Promise<CheckoutAnswer> {
  now = Date.parse("2026-11-26T10:00:00Z");
  const shop = shopFor(planId);
  const response = await send(
    "POST",
    "/api/checkout",
    {
      lines: [{ boxId: 1, petId: cat, quantity }], // Cozy Cat Corner, $29.99
      planId,
      address,
    },
    shop,
  );
  expect(response.status, await response.clone().text()).toBe(201);
  const placed = checkoutAnswerSchema.parse(await response.json());
  if (shop === cardApp) {
    expect(await postPaidEvent(cardApp, card, placed)).toBe(200);
  }
  return placed;
}

describe("POST /api/checkout: the address", () => {
  it("refuses a US state not on the list and a postcode not in its country's format, with 400 naming the field", async () => {
    const before = await commerceCounts(store.database);
    const cases: [string, unknown, Record<string, string>][] = [
      [
        "a misspelt state",
        { ...home, region: "Californa" },
        { "address.region": "Choose the state from the list: “Californa” is not one." },
      ],
      ["no state", { ...home, region: "" }, { "address.region": "Choose the state." }],
      [
        "a US territory",
        { ...home, region: "Guam" },
        { "address.region": "Choose the state from the list: “Guam” is not one." },
      ],
      [
        "a province that is not one",
        { ...toronto, region: "Ontaria" },
        {
          "address.region": "Choose the province or territory from the list: “Ontaria” is not one.",
        },
      ],
      [
        "a four-digit ZIP",
        { ...home, postalCode: "6270" },
        { "address.postalCode": "Enter a ZIP code like 12345 or 12345-6789." },
      ],
      [
        "a Canadian code with a D",
        { ...toronto, postalCode: "D5V 3L9" },
        { "address.postalCode": "Enter a postal code like K1A 0B1." },
      ],
      [
        "a UK postcode starting with Q",
        { ...london, postalCode: "QA1 1AA" },
        { "address.postalCode": "Enter a postcode like SW1A 1AA." },
      ],
      [
        "an Eircode that is too short",
        { ...dublin, postalCode: "D02 X28" },
        { "address.postalCode": "Enter an Eircode like D02 X285." },
      ],
      [
        "an Australian postcode below 0200",
        { ...sydney, postalCode: "0100" },
        { "address.postalCode": "Enter a 4-digit postcode like 2000." },
      ],
      [
        "a five-digit New Zealand postcode",
        { ...wellington, postalCode: "60111" },
        { "address.postalCode": "Enter a 4-digit postcode like 6011." },
      ],
    ];
    for (const [name, address, fields] of cases) {
      const response = await send("POST", "/api/checkout", {
        lines: [{ boxId: 1, petId: cat, quantity: 1 }],
        planId: "per-box",
        address,
      });
      expect(response.status, name).toBe(400);
      const { error } = apiErrorSchema.parse(await response.json());
      expect(error.fields, name).toEqual(fields);
      for (const field of Object.keys(fields)) expect(error.message, name).toContain(field);
    }
    expect(await commerceCounts(store.database)).toEqual(before);
  });

  it("keeps a state as its code and a postcode as the post writes it", async () => {
    const placed = await order({ ...home, region: "california", postalCode: "90210" });
    expect(placed.order.address).toMatchObject({ region: "CA", postalCode: "90210" });
    const uk = await order({ ...london, postalCode: "sw1a1aa" });
    expect(uk.order.address.postalCode).toBe("SW1A 1AA");
    const last = lastAddressAnswerSchema.parse(
      await (await send("GET", "/api/addresses/last")).json(),
    );
    expect(last.address).toMatchObject({ country: "GB", postalCode: "SW1A 1AA" });
  });
});

describe("POST /api/checkout: shipping", () => {
  it("adds each zone's price for every box, computed by the server, and stores it with the order", async () => {
    for (const [address, perBox] of [
      [home, 0],
      [toronto, 800],
      [london, 1200],
      [dublin, 1200],
      [sydney, 1500],
      [wellington, 1500],
    ] as const) {
      expect(zonePrice(address.country)).toBe(perBox);
      const placed = await order(address, 2);
      expect(placed.order, address.country).toMatchObject({
        total: 2 * 2999 + 2 * perBox,
        shipping: 2 * perBox,
      });
      expect(placed.subscriptions[0]?.shipping).toBe(perBox);
      const [row] = await store.database.use("test.read", (db) =>
        db.select().from(orders).where(eq(orders.id, placed.order.id)),
      );
      expect(row).toMatchObject({ totalCents: 2 * 2999 + 2 * perBox, shippingCents: 2 * perBox });
    }
  });

  it("charges a prepaid plan's shipping for every box it pays for, and the consent and e-mail say so", async () => {
    const before = await commerceCounts(store.database);
    const placed = await order(london, 1, "prepay-6");
    // 6 deliveries at $28.49 (5 % off), each box shipped at $12.00.
    expect(placed.order).toMatchObject({ total: 6 * 2849 + 6 * 1200, shipping: 6 * 1200 });
    expect(placed.order.consent).toContain("Shipping: $12.00 a box, on every delivery.");
    expect(placed.order.consent).toContain(
      "Today your card is charged $242.94 for the first 6 deliveries",
    );
    const [mail] = await store.database.use("test.read", (db) =>
      db.select().from(outbox).orderBy(outbox.id).limit(1).offset(before.outbox),
    );
    expect(mail?.text).toContain("Shipping to United Kingdom: $72.00 (6 boxes × $12.00).");
    expect(mail?.text).toContain("Paid by card: $242.94.");
    expect(mail?.text).toContain("London SW1A 1AA");
  });

  it("shows each upcoming box at its price with shipping, and moves boxes to another zone at its price", async () => {
    const placed = await order(home, 2);
    const id = placed.subscriptions[0]!.id;
    const list = subscriptionDetailsAnswerSchema.parse(
      await (await send("GET", "/api/subscriptions")).json(),
    );
    const card = list.subscriptions.find((each) => each.id === id)!;
    expect(card).toMatchObject({ shipping: 0, pricePerDelivery: 2 * 2999 });
    expect(card.upcoming[0]?.price).toBe(2 * 2999);

    const moved = await send("PATCH", `/api/subscriptions/${id}`, { address: london });
    expect(moved.status, await moved.clone().text()).toBe(200);
    const after = subscriptionDetailAnswerSchema.parse(await moved.json()).subscription;
    expect(after).toMatchObject({ shipping: 1200, pricePerDelivery: 2 * (2999 + 1200) });
    expect(after.upcoming.map((box) => [box.address.country, box.price])).toEqual(
      after.upcoming.map(() => ["GB", 2 * (2999 + 1200)]),
    );

    const wrong = await send("PATCH", `/api/subscriptions/${id}`, {
      address: { ...home, region: "Californa" },
    });
    expect(wrong.status).toBe(400);
    expect(apiErrorSchema.parse(await wrong.json()).error.fields).toEqual({
      "address.region": "Choose the state from the list: “Californa” is not one.",
    });
  });

  it("refuses to move prepaid boxes to a zone whose shipping costs more, with 409 saying why", async () => {
    const placed = await order(home, 1, "prepay-6");
    const id = placed.subscriptions[0]!.id;
    const refused = await send("PATCH", `/api/subscriptions/${id}`, { address: london }, cardApp);
    expect(refused.status).toBe(409);
    expect(apiErrorSchema.parse(await refused.json()).error.message).toBe(
      PREPAID_SHIPPING_COSTS_MORE,
    );
    const cheaper = await order(sydney, 1, "prepay-6");
    const movedBack = await send(
      "PATCH",
      `/api/subscriptions/${cheaper.subscriptions[0]!.id}`,
      { address: toronto },
      cardApp,
    );
    expect(movedBack.status).toBe(200);
    expect(subscriptionDetailAnswerSchema.parse(await movedBack.json()).subscription.shipping).toBe(
      800,
    );
  });
});
