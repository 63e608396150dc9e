// @vitest-environment node
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { apiErrorSchema } from "../shared/api/errors";
import { reviewCreatedSchema, reviewListSchema } from "../shared/api/reviews";
import { firebaseTokenVerifier, type TokenVerifier } from "./auth/verify-token";
import { contactMessages } from "./db/schema";
import { contactBodies } from "./test-support/arbitraries";
import { postJson, rowCounts, testApp } from "./test-support/app";
import { freshDatabase, type TestDatabase } from "./test-support/database";
import {
  decodeToken,
  encodeToken,
  startTestEmulator,
  TEST_PROJECT,
  type TestEmulator,
} from "./test-support/emulator";

// A real database (and emulator) on a shared 2-core machine: allow for slow moments.
vi.setConfig({ testTimeout: 30_000 });

// Real tokens from a real Auth Emulator, checked by firebase-admin (decision 043). Emulator
// tokens are unsigned, so "tampered" here means a change the checks can see (another uid, a
// signature claim, another project); in production the RS256 signature catches any change.
let emulator: TestEmulator;
let store: TestDatabase;
let tokens: TokenVerifier;
let app: ReturnType<typeof testApp>;
let mia: { uid: string; idToken: string };

beforeAll(async () => {
  emulator = await startTestEmulator();
  store = await freshDatabase();
  tokens = firebaseTokenVerifier({ projectId: TEST_PROJECT });
  app = testApp({ database: store.database, tokens });
  mia = await emulator.createAccount({ displayName: "Mia Moss" });
}, 120_000);

afterAll(async () => {
  await tokens?.close();
  await store?.drop();
  await emulator?.stop();
}, 30_000);

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const contact = { name: "Mia", email: "mia@example.com", message: "Where is my box?" };

describe("signed-in writes", () => {
  it("stores a contact message with the sender's uid", async () => {
    const response = await app.request("/api/contact", postJson(contact, bearer(mia.idToken)));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ received: true });
    const rows = await store.database.use((db) =>
      db.select().from(contactMessages).where(eq(contactMessages.uid, mia.uid)),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject(contact);
  }, 30_000);

  it("puts the signed-in author's name on a review; a visitor's review has none", async () => {
    const signedIn = await app.request(
      "/api/boxes/2/reviews",
      postJson({ text: "From Mia", rating: 5 }, bearer(mia.idToken)),
    );
    expect(signedIn.status).toBe(201);
    expect(reviewCreatedSchema.parse(await signedIn.json()).review.author).toBe("Mia Moss");
    const visitor = await app.request(
      "/api/boxes/2/reviews",
      postJson({ text: "Anon", rating: 4 }),
    );
    expect(reviewCreatedSchema.parse(await visitor.json()).review.author).toBeNull();
    const listed = reviewListSchema.parse(await (await app.request("/api/boxes/2/reviews")).json());
    expect(listed.reviews.map((r) => [r.text, r.author])).toEqual([
      ["Anon", null],
      ["From Mia", "Mia Moss"],
    ]);
  });
});

describe("the token matrix: each refused with 401 and nothing stored", () => {
  function variants(): [string, string | null][] {
    const { header, payload } = decodeToken(mia.idToken);
    const now = Math.floor(Date.now() / 1000);
    return [
      ["missing", null],
      ["malformed: not a JWT", "not-a-token"],
      ["malformed: undecodable parts", "aaaa.bbbb.cccc"],
      ["malformed: header only", mia.idToken.split(".")[0] + "."],
      [
        "expired",
        encodeToken(header, {
          ...payload,
          iat: now - 7200,
          auth_time: now - 7200,
          exp: now - 3600,
        }),
      ],
      [
        "tampered: another user's uid",
        encodeToken(header, { ...payload, sub: "someone-else", user_id: "someone-else" }),
      ],
      [
        "tampered: claims an RS256 signature it does not have",
        encodeToken(
          { ...header, alg: "RS256", kid: "fake" },
          { ...payload, name: "Admin" },
          "c2lnbmF0dXJl",
        ),
      ],
      ["wrong project: audience", encodeToken(header, { ...payload, aud: "demo-other" })],
      [
        "wrong project: issuer",
        encodeToken(header, { ...payload, iss: "https://securetoken.google.com/demo-other" }),
      ],
      [
        "wrong project: both",
        encodeToken(header, {
          ...payload,
          aud: "demo-other",
          iss: "https://securetoken.google.com/demo-other",
        }),
      ],
    ];
  }

  it("on POST /api/contact", async () => {
    const before = await rowCounts(store.database);
    for (const [name, token] of variants()) {
      const response = await app.request(
        "/api/contact",
        postJson(contact, token === null ? {} : bearer(token)),
      );
      expect(response.status, name).toBe(401);
      expect(apiErrorSchema.parse(await response.json()).error.code, name).toBe("unauthenticated");
    }
    expect(await rowCounts(store.database)).toEqual(before);
  });

  it("on POST /api/boxes/:id/reviews (a visitor may post without a token, not with a bad one)", async () => {
    const before = await rowCounts(store.database);
    for (const [name, token] of variants()) {
      if (token === null) continue;
      const response = await app.request(
        "/api/boxes/1/reviews",
        postJson({ text: "Forged", rating: 5 }, bearer(token)),
      );
      expect(response.status, name).toBe(401);
    }
    expect(await rowCounts(store.database)).toEqual(before);
  });

  it("refuses the token of a deleted account", async () => {
    const gone = await emulator.createAccount({ displayName: "Gone" });
    const removed = await fetch(
      `http://${emulator.host}/identitytoolkit.googleapis.com/v1/projects/${TEST_PROJECT}/accounts:delete`,
      {
        method: "POST",
        headers: { "content-type": "application/json", authorization: "Bearer owner" },
        body: JSON.stringify({ localId: gone.uid }),
      },
    );
    expect(removed.ok).toBe(true);
    const before = await rowCounts(store.database);
    const response = await app.request("/api/contact", postJson(contact, bearer(gone.idToken)));
    expect(response.status).toBe(401);
    expect(await rowCounts(store.database)).toEqual(before);
  });

  it("refuses a genuine token when the server serves another project", async () => {
    const other = firebaseTokenVerifier({ projectId: "demo-other" });
    try {
      const otherApp = testApp({ database: store.database, tokens: other });
      const before = await rowCounts(store.database);
      const response = await otherApp.request(
        "/api/contact",
        postJson(contact, bearer(mia.idToken)),
      );
      expect(response.status).toBe(401);
      expect(await rowCounts(store.database)).toEqual(before);
    } finally {
      await other.close();
    }
  });
});

describe("POST /api/contact with generated bodies (signed in)", () => {
  it("never answers 5xx; refuses every invalid body with 400; stores every valid one exactly once", async () => {
    let validSeen = 0;
    await fc.assert(
      fc.asyncProperty(contactBodies, async ({ body, valid }) => {
        const before = (await rowCounts(store.database)).messages;
        const response = await app.request("/api/contact", postJson(body, bearer(mia.idToken)));
        const after = (await rowCounts(store.database)).messages;
        expect(response.status).toBeLessThan(500);
        if (!valid) {
          expect(response.status).toBe(400);
          apiErrorSchema.parse(await response.json());
          expect(after).toBe(before);
          return;
        }
        validSeen += 1;
        expect(response.status).toBe(201);
        expect(after).toBe(before + 1);
        const input = body as { name: string; email: string; message: string };
        const [latest] = await store.database.use((db) =>
          db
            .select()
            .from(contactMessages)
            .orderBy(contactMessages.id)
            .limit(1)
            .offset(after - 1),
        );
        expect(latest).toMatchObject({
          name: input.name.trim(),
          email: input.email.trim(),
          message: input.message.trim(),
          uid: mia.uid,
        });
      }),
      { numRuns: 1000 },
    );
    expect(validSeen).toBeGreaterThan(250);
  }, 300_000);
});
