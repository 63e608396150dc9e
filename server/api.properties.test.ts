// @vitest-environment node
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrorSchema } from "../shared/api/errors";
import { reviewCreatedSchema } from "../shared/api/reviews";
import { newsletterSubscribers, reviews } from "./db/schema";
import { newsletterBodies, reviewBodies } from "./test-support/arbitraries";
import { freshDatabase, type TestDatabase } from "./test-support/database";
import { postJson, rowCounts, testApp } from "./test-support/app";

// At least 1000 generated bodies per write endpoint (issue 5). The contact endpoint needs a
// signed-in user; its property test lives with the Auth Emulator in api.auth.test.ts.
const RUNS = 1000;

let store: TestDatabase;
let app: ReturnType<typeof testApp>;

beforeAll(async () => {
  store = await freshDatabase();
  app = testApp({ database: store.database });
}, 60_000);
afterAll(() => store.drop(), 30_000);

describe("POST /api/boxes/:id/reviews with generated bodies", () => {
  it("never answers 5xx; refuses every invalid body with 400; stores every valid one exactly once", async () => {
    let validSeen = 0;
    await fc.assert(
      fc.asyncProperty(
        reviewBodies,
        fc.constantFrom("1", "2", "9"),
        async ({ body, valid }, boxId) => {
          const before = (await rowCounts(store.database)).reviews;
          const response = await app.request(`/api/boxes/${boxId}/reviews`, postJson(body));
          const after = (await rowCounts(store.database)).reviews;
          expect(response.status).toBeLessThan(500);
          if (!valid) {
            expect(response.status).toBe(400);
            apiErrorSchema.parse(await response.json());
            expect(after).toBe(before);
            return;
          }
          validSeen += 1;
          expect(response.status).toBe(201);
          const { review } = reviewCreatedSchema.parse(await response.json());
          expect(after).toBe(before + 1);
          const input = body as { text: string; rating: number };
          const stored = await store.database.use("test.read", (db) =>
            db.select().from(reviews).where(eq(reviews.id, review.id)),
          );
          expect(stored).toHaveLength(1);
          expect(stored[0]).toMatchObject({ boxId, text: input.text.trim(), rating: input.rating });
        },
      ),
      { numRuns: RUNS },
    );
    expect(validSeen).toBeGreaterThan(RUNS / 4);
  }, 240_000);
});

describe("POST /api/newsletter with generated bodies", () => {
  it("never answers 5xx; refuses every invalid body with 400; stores every valid address exactly once", async () => {
    const subscribed = new Set<string>();
    const answers = new Set<string>();
    await fc.assert(
      fc.asyncProperty(newsletterBodies, async ({ body, valid }) => {
        const before = (await rowCounts(store.database)).subscribers;
        const response = await app.request("/api/newsletter", postJson(body));
        const after = (await rowCounts(store.database)).subscribers;
        expect(response.status).toBeLessThan(500);
        if (!valid) {
          expect(response.status).toBe(400);
          apiErrorSchema.parse(await response.json());
          expect(after).toBe(before);
          return;
        }
        const email = (body as { email: string }).email.trim().toLowerCase();
        const isNew = !subscribed.has(email);
        subscribed.add(email);
        expect(response.status).toBe(200);
        answers.add(await response.text());
        expect(after).toBe(before + (isNew ? 1 : 0));
        const rows = await store.database.use("test.read", (db) =>
          db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)),
        );
        expect(rows).toHaveLength(1);
      }),
      { numRuns: RUNS },
    );
    // One answer for every valid request: new or already subscribed looks the same.
    expect([...answers]).toEqual(['{"subscribed":true}']);
    expect(subscribed.size).toBeGreaterThan(RUNS / 4);
  }, 240_000);
});
