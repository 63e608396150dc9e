// @vitest-environment node
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutAnswerSchema } from "../shared/api/checkout";
import { apiErrorSchema } from "../shared/api/errors";
import { petAnswerSchema } from "../shared/api/pets";
import { catalogue, fixedTokens, postJson, testApp, testToken } from "./test-support/app";
import { checkoutBodies } from "./test-support/checkout-arbitraries";
import { commerceCounts, plans } from "./test-support/commerce";
import { freshDatabase, type TestDatabase } from "./test-support/database";

// Issue 12: at least 1,000 generated checkout bodies, through HTTP this time (the service's own
// property test is server/services/checkout.properties.test.ts).
const RUNS = 1000;

let store: TestDatabase;
let app: ReturnType<typeof testApp>;
const own = { cat: [] as number[], dog: [] as number[] };
const others: number[] = [];

beforeAll(async () => {
  store = await freshDatabase();
  app = testApp({ database: store.database, tokens: fixedTokens("ada", "bob") });
  const add = async (who: string, name: string, species: "cat" | "dog") => {
    const response = await app.request(
      "/api/pets",
      postJson({ name, species }, { authorization: `Bearer ${testToken(who)}` }),
    );
    return petAnswerSchema.parse(await response.json()).pet.id;
  };
  own.cat.push(await add("ada", "Milo", "cat"), await add("ada", "Luna", "cat"));
  own.dog.push(await add("ada", "Rex", "dog"), await add("ada", "Bo", "dog"));
  others.push(await add("bob", "Tom", "cat"), await add("bob", "Spike", "dog"));
}, 60_000);
afterAll(() => store.drop(), 30_000);

describe("POST /api/checkout with generated bodies", () => {
  it("never answers 5xx; refuses every invalid body with 400 naming fields and stores nothing; places every valid one once", async () => {
    const world = {
      boxes: catalogue.map(({ id, pet }) => ({ id, pet })),
      // The shop pays on delivery: prepaid plans are paid by bank transfer (decision 273).
      planIds: plans.map((plan) => plan.id),
      own,
      others,
    };
    const headers = { authorization: `Bearer ${testToken("ada")}` };
    let placed = 0;
    await fc.assert(
      fc.asyncProperty(checkoutBodies(world), async ({ body, valid }) => {
        const before = await commerceCounts(store.database);
        const response = await app.request("/api/checkout", postJson(body, headers));
        const after = await commerceCounts(store.database);
        expect(response.status).toBeLessThan(500);
        if (!valid) {
          expect(response.status).toBe(400);
          const { error } = apiErrorSchema.parse(await response.json());
          expect(error.code).toBe("invalid_body");
          expect(Object.keys(error.fields ?? {}).length).toBeGreaterThan(0);
          expect(after).toEqual(before);
          return;
        }
        expect(response.status).toBe(201);
        placed += 1;
        const answer = checkoutAnswerSchema.parse(await response.json());
        const lines = (body as { lines: unknown[] }).lines.length;
        expect(answer.order.lines).toHaveLength(lines);
        expect(after).toMatchObject({
          orders: before.orders + 1,
          orderLines: before.orderLines + lines,
          subscriptions: before.subscriptions + lines,
          deliveries: before.deliveries + lines,
          outbox: before.outbox + 1,
        });
      }),
      { numRuns: RUNS },
    );
    expect(placed).toBeGreaterThan(RUNS / 5);
  }, 300_000);
});
