// @vitest-environment node
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { reviewCreatedSchema, reviewListSchema } from "../shared/api/reviews";
import { FREE_TEXT_PAYLOADS, XSS_PAYLOADS } from "../tests/support/xss-corpus";
import { contactMessages } from "./db/schema";
import { freshDatabase, type TestDatabase } from "./test-support/database";
import { fixedTokens, postJson, rowCounts, testApp, testToken } from "./test-support/app";

// Every payload of the XSS corpus, at the level where the rules live: the API takes each as data,
// stores it as it was sent and answers it as JSON. The browser tests type only the nastiest few
// (tests/e2e/security-xss.spec.ts, docs/decisions/190).

vi.setConfig({ testTimeout: 60_000 });

let store: TestDatabase;
let app: ReturnType<typeof testApp>;

beforeAll(async () => {
  store = await freshDatabase();
  app = testApp({ database: store.database, tokens: fixedTokens("mia") });
}, 60_000);
afterAll(() => store.drop(), 30_000);

/** What the shop keeps of free text: the text as sent, without NULs (shared/api/free-text.ts), trimmed. */
const kept = (payload: string) => payload.replaceAll("\u0000", "").trim();

const signedIn = { authorization: `Bearer ${testToken("mia")}` };

describe("the XSS corpus is data to the API", () => {
  it("reviews: each is stored, answered and listed as it was sent (NULs dropped, trimmed)", async () => {
    for (const payload of FREE_TEXT_PAYLOADS) {
      const response = await app.request(
        "/api/boxes/9/reviews",
        postJson({ text: payload, rating: 5 }),
      );
      expect(response.status, payload).toBe(201);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      const { review } = reviewCreatedSchema.parse(await response.json());
      expect(review.text, payload).toBe(kept(payload));
    }
    const listed = await app.request(`/api/boxes/9/reviews?limit=${FREE_TEXT_PAYLOADS.length}`);
    expect(listed.headers.get("content-type")).toMatch(/^application\/json/);
    const { reviews } = reviewListSchema.parse(await listed.json());
    expect(reviews.map((review) => review.text)).toEqual(FREE_TEXT_PAYLOADS.map(kept).toReversed());
  });

  it("contact: each name and message is stored as it was sent", async () => {
    const sent: { name: string; message: string }[] = [];
    for (const payload of FREE_TEXT_PAYLOADS) {
      // A name longer than the form takes, or on two lines, is another test's refusal
      // (api.text-fields.test.ts); the message takes them all.
      const name = kept(payload).length <= 200 && !/[\r\n]/.test(payload) ? payload : "Mia Moss";
      const response = await app.request(
        "/api/contact",
        postJson({ name, email: "mia@example.com", message: payload }, signedIn),
      );
      expect(response.status, payload).toBe(201);
      sent.push({ name: kept(name), message: kept(payload) });
    }
    const rows = await store.database.use("test.read", (db) =>
      db
        .select({ name: contactMessages.name, message: contactMessages.message })
        .from(contactMessages)
        .orderBy(asc(contactMessages.id)),
    );
    expect(rows).toEqual(sent);
  });

  it("newsletter and contact: none is taken as an e-mail address (400 naming the field)", async () => {
    const before = await rowCounts(store.database);
    for (const payload of XSS_PAYLOADS) {
      const newsletter = await app.request("/api/newsletter", postJson({ email: payload }));
      expect(newsletter.status, payload).toBe(400);
      expect(JSON.stringify(await newsletter.json())).toContain('"email"');
      const contact = await app.request(
        "/api/contact",
        postJson({ name: "Mia", email: payload, message: "Hello" }, signedIn),
      );
      expect(contact.status, payload).toBe(400);
    }
    expect(await rowCounts(store.database)).toEqual(before);
  });
});
