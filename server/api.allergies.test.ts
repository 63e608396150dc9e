// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { checkoutAnswerSchema } from "../shared/api/checkout";
import { deliveriesAnswerSchema } from "../shared/api/deliveries";
import { apiErrorSchema } from "../shared/api/errors";
import { orderAnswerSchema } from "../shared/api/orders";
import { petAnswerSchema, petUpdatedAnswerSchema, type Pet } from "../shared/api/pets";
import { subscriptionDetailsAnswerSchema } from "../shared/api/subscriptions";
import { outbox } from "./db/schema";
import { fixedTokens, postJson, testApp, testToken } from "./test-support/app";
import { fixedClock, home } from "./test-support/commerce";
import { freshDatabase, type TestDatabase } from "./test-support/database";

// Issue 25 §3 (decisions 215, 216): a line whose box holds an allergen of its pet is placed only
// with the swap confirmed; the confirmation is stored and named on the order, the e-mail, the
// portal and the packing list; editing a pet's allergies answers the boxes it affects.
vi.setConfig({ testTimeout: 30_000 });

const ADVENTURE = 5; // Adventure Dog Gear: grass-fed beef jerky (beef)
const PUP = 2; // Playful Pup Pack: nothing on the list
const SWAP = "we swap the grass-fed beef jerky for wild salmon bites";

let store: TestDatabase;
let app: ReturnType<typeof testApp>;
const clock = fixedClock("2026-11-26T10:00:00Z");
const ada = testToken("ada");

beforeAll(async () => {
  store = await freshDatabase();
  app = testApp({
    database: store.database,
    tokens: fixedTokens("ada"),
    ownerUids: ["ada"],
    clock: () => clock().getTime(),
  });
}, 60_000);
afterAll(() => store.drop(), 30_000);

function send(method: string, url: string, body?: unknown) {
  const headers = { authorization: `Bearer ${ada}`, "idempotency-key": crypto.randomUUID() };
  return body === undefined
    ? app.request(url, { method, headers })
    : app.request(url, postJson(body, headers, method));
}

async function addDog(name: string, allergies: string[]): Promise<Pet> {
  const response = await send("POST", "/api/pets", { name, species: "dog", allergies });
  expect(response.status).toBe(201);
  return petAnswerSchema.parse(await response.json()).pet;
}

const order = (lines: Record<string, unknown>[]) => ({ lines, planId: "per-box", address: home });

describe("checkout with a box that holds an allergen of its pet", () => {
  it("refuses the line unconfirmed, naming it and the swap; nothing is stored", async () => {
    const rex = await addDog("Rex", ["beef"]);
    const refused = await send(
      "POST",
      "/api/checkout",
      order([
        { boxId: PUP, petId: rex.id, quantity: 1 },
        { boxId: ADVENTURE, petId: rex.id, quantity: 1 },
      ]),
    );
    expect(refused.status).toBe(400);
    const { error } = apiErrorSchema.parse(await refused.json());
    expect(error.fields).toEqual({
      "lines.1.allergySwap": `Adventure Dog Gear for Rex: Rex is allergic to beef. Choose another box, or confirm that ${SWAP}.`,
    });
    // A confirmation of another swap than the one the shop would make is no confirmation.
    const wrong = await send(
      "POST",
      "/api/checkout",
      order([
        { boxId: ADVENTURE, petId: rex.id, quantity: 1, allergySwap: "we swap nothing at all" },
      ]),
    );
    expect(wrong.status).toBe(400);
    const orders = await (await send("GET", "/api/orders")).json();
    expect(orders).toEqual({ orders: [] });
  });

  it("places the confirmed line, stores the confirmation and names it on the order and in the e-mail", async () => {
    const bolt = await addDog("Bolt", ["beef", "chicken"]);
    const placed = await send(
      "POST",
      "/api/checkout",
      order([
        { boxId: ADVENTURE, petId: bolt.id, quantity: 1, allergySwap: SWAP },
        // A confirmation a line does not need is not stored.
        { boxId: PUP, petId: bolt.id, quantity: 1, allergySwap: SWAP },
      ]),
    );
    expect(placed.status).toBe(201);
    const answer = checkoutAnswerSchema.parse(await placed.json());
    expect(answer.order.lines.map((line) => line.allergySwap)).toEqual([SWAP, null]);

    const read = orderAnswerSchema.parse(
      await (await send("GET", `/api/orders/${answer.order.id}`)).json(),
    );
    expect(read.order.lines.map((line) => [line.boxName, line.allergySwap])).toEqual([
      ["Adventure Dog Gear", SWAP],
      ["Playful Pup Pack", null],
    ]);

    const mails = await store.database.use("test.outbox", (db) => db.select().from(outbox));
    const mail = mails.find((each) => each.kind === "order_confirmation");
    expect(mail?.text).toContain(
      `- Adventure Dog Gear for Bolt: 1 box, Bi-Monthly, $49.99 a box. Allergy swap for Bolt: ${SWAP}.\n- Playful Pup Pack`,
    );

    // The owner's packing list names the swap to make and the one the customer confirmed.
    const month = read.order.lines[0]!.firstDeliveryDate.slice(0, 7);
    const packing = deliveriesAnswerSchema.parse(
      await (await send("GET", `/api/deliveries?month=${month}`)).json(),
    );
    const line = packing.lines.find((each) => each.boxId === String(ADVENTURE));
    expect(line).toMatchObject({
      pet: { name: "Bolt" },
      swapOut: [{ item: "Grass-fed beef jerky", tags: ["beef"], swapIn: "Wild salmon bites" }],
      confirmedSwap: SWAP,
    });
  });
});

describe("editing a pet's allergies", () => {
  it("answers the upcoming boxes its live subscriptions now need a swap in, and the portal shows it", async () => {
    const milo = await addDog("Milo", []);
    const placed = await send(
      "POST",
      "/api/checkout",
      order([{ boxId: ADVENTURE, petId: milo.id, quantity: 1 }]),
    );
    expect(placed.status).toBe(201);
    const { subscriptions } = checkoutAnswerSchema.parse(await placed.json());
    const subscriptionId = subscriptions[0]!.id;

    // Nothing in the box troubles Milo yet.
    const calm = await send("PATCH", `/api/pets/${milo.id}`, { allergies: ["fish"] });
    expect(petUpdatedAnswerSchema.parse(await calm.json()).affected).toEqual([]);

    const edited = await send("PATCH", `/api/pets/${milo.id}`, { allergies: ["beef", "fish"] });
    expect(edited.status).toBe(200);
    const answer = petUpdatedAnswerSchema.parse(await edited.json());
    expect(answer.pet.allergies).toEqual(["beef", "fish"]);
    // Every upcoming box of the card (three at least), each with its date and the swap: the
    // salmon is no swap-in for a dog allergic to fish, so the jerky is left out.
    expect(answer.affected.length).toBeGreaterThanOrEqual(3);
    const portal = subscriptionDetailsAnswerSchema.parse(
      await (await send("GET", "/api/subscriptions")).json(),
    );
    const card = portal.subscriptions.find((each) => each.id === subscriptionId)!;
    expect(card.pet).toMatchObject({ name: "Milo", allergies: ["beef", "fish"] });
    expect(answer.affected).toEqual(
      card.upcoming.map((box) => ({
        subscriptionId,
        date: box.date,
        boxId: String(ADVENTURE),
        boxName: "Adventure Dog Gear",
        allergySwap: "we leave out the grass-fed beef jerky",
        canSwapBox: true,
      })),
    );
    expect(
      card.upcoming.every((box) => box.allergySwap === "we leave out the grass-fed beef jerky"),
    ).toBe(true);

    // Back to beef only: the swap-in fits again, on the portal too.
    const beef = await send("PATCH", `/api/pets/${milo.id}`, { allergies: ["beef"] });
    expect(petUpdatedAnswerSchema.parse(await beef.json()).affected[0]?.allergySwap).toBe(SWAP);
    const again = subscriptionDetailsAnswerSchema.parse(
      await (await send("GET", "/api/subscriptions")).json(),
    );
    expect(
      again.subscriptions.find((each) => each.id === subscriptionId)?.upcoming[0],
    ).toMatchObject({
      allergySwap: SWAP,
    });
  });
});
