// @vitest-environment node
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { apiErrorSchema } from "../shared/api/errors";
import { reviewCreatedSchema, reviewListSchema } from "../shared/api/reviews";
import {
  AuthUnavailableError,
  firebaseTokenVerifier,
  VERIFIED_TOKEN_TTL_MS,
  type TokenVerifier,
} from "./auth/verify-token";
import { contactMessages, reviews } from "./db/schema";
import { contactBodies } from "./test-support/arbitraries";
import { postJson, rowCounts, testApp } from "./test-support/app";
import { freshDatabase, type TestDatabase } from "./test-support/database";
import { refuseInserts } from "./test-support/refused-writes";
import {
  decodeToken,
  refusedTokenVariants,
  startTestEmulator,
  TEST_PROJECT,
  type TestEmulator,
} from "../scripts/lib/test-emulator";
import { logSink } from "./log";

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
/** Moves the verifier's clock forward (its remembered tokens age). */
let clockAhead = 0;

beforeAll(async () => {
  // The database first: opening PGlite can block this thread for seconds, and an emulator
  // connection left idle that long may be closed under the first request ("other side closed").
  store = await freshDatabase();
  emulator = await startTestEmulator();
  tokens = firebaseTokenVerifier({
    projectId: TEST_PROJECT,
    clock: () => Date.now() + clockAhead,
  });
  app = testApp({ database: store.database, tokens });
  mia = await emulator.createAccount({ displayName: "Mia Moss" });
}, 120_000);

afterAll(async () => {
  await tokens?.close();
  await store?.drop();
  await emulator?.stop();
}, 30_000);

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** The project owner's call to the emulator's accounts API ("accounts:update", "accounts:delete"). */
const asOwner = (action: string, body: object) =>
  fetch(
    `http://${emulator.host}/identitytoolkit.googleapis.com/v1/projects/${TEST_PROJECT}/${action}`,
    {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer owner" },
      body: JSON.stringify(body),
    },
  );
const contact = { name: "Mia", email: "mia@example.com", message: "Where is my box?" };

describe("signed-in writes", () => {
  it("stores a contact message with the sender's uid", async () => {
    const response = await app.request("/api/contact", postJson(contact, bearer(mia.idToken)));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ received: true });
    const rows = await store.database.use("test.read", (db) =>
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

describe("the author's name on a review", () => {
  async function authorOf(idToken: string, text: string) {
    const response = await app.request(
      "/api/boxes/3/reviews",
      postJson({ text, rating: 4 }, bearer(idToken)),
    );
    expect(response.status).toBe(201);
    const { review } = reviewCreatedSchema.parse(await response.json());
    const [stored] = await store.database.use("test.read", (db) =>
      db.select().from(reviews).where(eq(reviews.id, review.id)),
    );
    expect(stored?.authorName).toBe(review.author);
    return review.author;
  }

  it("is the account's name now, not the one in a token minted before a change", async () => {
    const sam = await emulator.createAccount({ displayName: "Sam Old" });
    expect(await authorOf(sam.idToken, "Before the change")).toBe("Sam Old");
    await emulator.setDisplayName(sam.idToken, "Sam New");
    // The browser renews its token after a change (update-user-profile.ts): new at once.
    const renewed = await emulator.signIn(sam.email);
    expect(await authorOf(renewed, "After the change")).toBe("Sam New");
    // The old token still says the old name; once it is checked again (a verified token is
    // trusted for 30 s, decision 160) the name is the account's.
    clockAhead += VERIFIED_TOKEN_TTL_MS;
    expect(decodeToken(sam.idToken).payload.name).toBe("Sam Old");
    expect(await authorOf(sam.idToken, "Still the old token")).toBe("Sam New");
  });

  it("is the name given after registering, though the token was minted without one", async () => {
    const fresh = await emulator.createAccount();
    expect(decodeToken(fresh.idToken).payload.name).toBeUndefined();
    await emulator.setDisplayName(fresh.idToken, "Robin Late");
    expect(await authorOf(fresh.idToken, "Just registered")).toBe("Robin Late");
  });
});

describe("the server's log of a failed write", () => {
  it("names the operation, the error code and the request, never what the customer sent", async () => {
    const sent = {
      name: "Zelda Quartz-Logtest",
      email: "zelda.quartz.logtest@example.com",
      message: "My parcel code is PX-SECRET-7781",
    };
    const logged = vi.spyOn(logSink, "write").mockImplementation(() => {});
    // The database refuses the write as on a full disk (a constraint violation would be a bug
    // of ours: a 500, logged by api.ts).
    const allow = await refuseInserts(store.database, "contact_messages", "53100");
    let response: Response;
    try {
      response = await app.request("/api/contact", postJson(sent, bearer(mia.idToken)));
    } finally {
      await allow();
    }
    expect(response.status).toBe(503);
    const log = logged.mock.calls.map((args) => args.map(String).join(" ")).join("\n");
    for (const value of [sent.name, sent.email, sent.message, "PX-SECRET", mia.uid]) {
      expect(log).not.toContain(value);
    }
    expect(log).toContain("contact.save");
    expect(log).toContain("SQLSTATE 53100"); // PostgreSQL's disk_full
    const requestId = response.headers.get("x-request-id");
    expect(requestId).toMatch(/^[\w-]{8,}$/);
    expect(log).toContain(`request ${requestId}`);
  });

  it("logs an unexpected error (500) by class and place, never its message", async () => {
    const secret = "zelda.quartz.logtest@example.com";
    const broken = testApp({
      database: store.database,
      tokens: {
        verify: () => Promise.reject(new TypeError(`cannot read the account of ${secret}`)),
        close: async () => {},
      },
    });
    const logged = vi.spyOn(logSink, "write").mockImplementation(() => {});
    const response = await broken.request("/api/contact", postJson(contact, bearer(mia.idToken)));
    expect(response.status).toBe(500);
    const log = logged.mock.calls.map((args) => args.map(String).join(" ")).join("\n");
    expect(log).not.toContain(secret);
    expect(log).not.toContain(mia.idToken);
    expect(log).toContain("TypeError");
    expect(log).toMatch(/at .*request-user\.ts:\d+:\d+/); // where it happened
    expect(log).toContain(`request ${response.headers.get("x-request-id")}`);
  });
});

describe("Idempotency-Key of a signed-in caller", () => {
  it("belongs to the caller: a visitor's key does not answer for a user, nor one user's for another", async () => {
    const other = await emulator.createAccount({ displayName: "Other Caller" });
    const key = "shared-key-between-callers";
    const body = { text: "Same key, three callers", rating: 5 };
    const before = (await rowCounts(store.database)).reviews;
    const authors: (string | null)[] = [];
    for (const headers of [{}, bearer(mia.idToken), bearer(other.idToken)]) {
      const response = await app.request(
        "/api/boxes/4/reviews",
        postJson(body, { ...headers, "idempotency-key": key }),
      );
      expect(response.status).toBe(201);
      expect(response.headers.get("idempotent-replayed")).toBeNull();
      authors.push(reviewCreatedSchema.parse(await response.json()).review.author);
    }
    expect(authors).toEqual([null, "Mia Moss", "Other Caller"]);
    expect((await rowCounts(store.database)).reviews).toBe(before + 3);

    const again = await app.request(
      "/api/contact",
      postJson(contact, { ...bearer(mia.idToken), "idempotency-key": key }),
    );
    expect(again.status).toBe(422); // Mia used this key for a review already
    const messages = (await rowCounts(store.database)).messages;
    const fresh = { ...bearer(mia.idToken), "idempotency-key": "contact-once" };
    expect((await app.request("/api/contact", postJson(contact, fresh))).status).toBe(201);
    const replay = await app.request("/api/contact", postJson(contact, fresh));
    expect(replay.status).toBe(201);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect((await rowCounts(store.database)).messages).toBe(messages + 1);
  });
});

describe("the token matrix: each refused with 401 and nothing stored", () => {
  const variants = () => refusedTokenVariants(mia.idToken);

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
    expect((await asOwner("accounts:delete", { localId: gone.uid })).ok).toBe(true);
    const before = await rowCounts(store.database);
    const response = await app.request("/api/contact", postJson(contact, bearer(gone.idToken)));
    expect(response.status).toBe(401);
    expect(await rowCounts(store.database)).toEqual(before);
  });

  it("refuses the token of a disabled account, and a token minted before its sessions were revoked", async () => {
    const update = (body: object) =>
      fetch(
        `http://${emulator.host}/identitytoolkit.googleapis.com/v1/projects/${TEST_PROJECT}/accounts:update`,
        {
          method: "POST",
          headers: { "content-type": "application/json", authorization: "Bearer owner" },
          body: JSON.stringify(body),
        },
      );
    const disabled = await emulator.createAccount({ displayName: "Disabled" });
    expect((await update({ localId: disabled.uid, disableUser: true })).ok).toBe(true);
    const revoked = await emulator.createAccount({ displayName: "Revoked" });
    const minted = decodeToken(revoked.idToken).payload.auth_time as number;
    expect((await update({ localId: revoked.uid, validSince: String(minted + 1) })).ok).toBe(true);
    const before = await rowCounts(store.database);
    for (const token of [disabled.idToken, revoked.idToken]) {
      const response = await app.request("/api/contact", postJson(contact, bearer(token)));
      expect(response.status).toBe(401);
    }
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

describe("GET /api/session: the browser's check of a stored session (decision 168)", () => {
  it("answers the account as the identity service has it now, never to be cached", async () => {
    const rosa = await emulator.createAccount({ displayName: "Rosa Old" });
    // Changed after the token was minted: the answer has the account's values, not the token's.
    const changed = await asOwner("accounts:update", {
      localId: rosa.uid,
      displayName: "Rosa New",
      photoUrl: "https://example.com/rosa.png",
      emailVerified: true,
    });
    expect(changed.ok).toBe(true);
    const response = await app.request("/api/session", { headers: bearer(rosa.idToken) });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({
      uid: rosa.uid,
      email: rosa.email,
      displayName: "Rosa New",
      photoURL: "https://example.com/rosa.png",
      emailVerified: true,
    });
  });

  it("says 401 unauthenticated to a visitor and to every refused token", async () => {
    for (const [name, token] of refusedTokenVariants(mia.idToken)) {
      const response = await app.request("/api/session", {
        headers: token === null ? {} : bearer(token),
      });
      expect(response.status, name).toBe(401);
      expect(apiErrorSchema.parse(await response.json()).error.code, name).toBe("unauthenticated");
    }
  });

  it("says 401 once the account is disabled or deleted", async () => {
    const disabled = await emulator.createAccount({ displayName: "Dana" });
    expect(
      (await asOwner("accounts:update", { localId: disabled.uid, disableUser: true })).ok,
    ).toBe(true);
    const gone = await emulator.createAccount({ displayName: "Gus" });
    expect((await asOwner("accounts:delete", { localId: gone.uid })).ok).toBe(true);
    for (const token of [disabled.idToken, gone.idToken]) {
      const response = await app.request("/api/session", { headers: bearer(token) });
      expect(response.status).toBe(401);
    }
  });

  it("says 503 unavailable when the identity service cannot be asked", async () => {
    const down = testApp({
      database: store.database,
      tokens: {
        verify: () => Promise.reject(new AuthUnavailableError("down")),
        close: async () => {},
      },
    });
    const response = await down.request("/api/session", { headers: bearer(mia.idToken) });
    expect(response.status).toBe(503);
    expect(apiErrorSchema.parse(await response.json()).error.code).toBe("unavailable");
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
        const [latest] = await store.database.use("test.read", (db) =>
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
