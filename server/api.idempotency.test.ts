// @vitest-environment node
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { apiErrorSchema } from "../shared/api/errors";
import { reviewCreatedSchema } from "../shared/api/reviews";
import { createDatabase, DatabaseUnavailableError, type Database } from "./db/client";
import { idempotencyKeys } from "./db/schema";
import { postJson, rowCounts, testApp } from "./test-support/app";
import { freshDatabase, type TestDatabase } from "./test-support/database";
import { refuseInserts } from "./test-support/refused-writes";
import { logSink } from "./log";

vi.setConfig({ testTimeout: 30_000 });

const HOUR = 60 * 60 * 1000;
let store: TestDatabase;
let now = Date.UTC(2026, 11, 1);
let app: ReturnType<typeof testApp>;

beforeAll(async () => {
  store = await freshDatabase();
  app = testApp({ database: store.database, clock: () => now });
}, 60_000);
afterAll(() => store.drop(), 30_000);

const keyed = (key: string) => ({ "idempotency-key": key });
const review = (text: string) => ({ text, rating: 4 });
const reviews = async (database: Database = store.database) => (await rowCounts(database)).reviews;

async function errorCode(response: Response) {
  return apiErrorSchema.parse(await response.json()).error.code;
}

describe("Idempotency-Key on POST", () => {
  it("answers a repeated key with the first answer, and stores once", async () => {
    const before = await reviews();
    const key = randomUUID();
    const first = await app.request("/api/boxes/1/reviews", postJson(review("Once"), keyed(key)));
    expect(first.status).toBe(201);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const firstText = await first.text();
    const again = await app.request("/api/boxes/1/reviews", postJson(review("Once"), keyed(key)));
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await again.text()).toBe(firstText);
    expect(await reviews()).toBe(before + 1);

    // The same holds for every write endpoint.
    const email = `once-${randomUUID()}@example.com`;
    const newsKey = randomUUID();
    const news = () => app.request("/api/newsletter", postJson({ email }, keyed(newsKey)));
    const [a, b] = [await news(), await news()];
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.headers.get("idempotent-replayed")).toBe("true");
    expect(await b.text()).toBe(await a.text());
  });

  it("counts a body that validates to the same value as the same request", async () => {
    const before = await reviews();
    const key = randomUUID();
    const first = await app.request("/api/boxes/2/reviews", postJson(review("Same"), keyed(key)));
    const spaced = await app.request(
      "/api/boxes/2/reviews",
      postJson({ rating: 4, text: "  Same  ", ignored: true }, keyed(key)),
    );
    expect(spaced.status).toBe(201);
    expect(await spaced.text()).toBe(await first.text());
    expect(await reviews()).toBe(before + 1);
  });

  it("refuses the key with another body or on another path with 422, and stores nothing", async () => {
    const key = randomUUID();
    await app.request("/api/boxes/1/reviews", postJson(review("First use"), keyed(key)));
    const before = await rowCounts(store.database);
    for (const [url, body] of [
      ["/api/boxes/1/reviews", review("Another text")],
      ["/api/boxes/1/reviews", { text: "First use", rating: 5 }],
      ["/api/boxes/2/reviews", review("First use")],
      ["/api/newsletter", { email: "other@example.com" }],
    ] as const) {
      const response = await app.request(url, postJson(body, keyed(key)));
      expect(response.status, url).toBe(422);
      expect(await errorCode(response)).toBe("idempotency_key_reused");
    }
    expect(await rowCounts(store.database)).toEqual(before);
  });

  it("refuses a malformed key with 400, and stores nothing", async () => {
    const before = await rowCounts(store.database);
    for (const key of ["", "   ", "k".repeat(256), "caf\u00e9", "a\u0001b"]) {
      const response = await app.request(
        "/api/boxes/1/reviews",
        postJson(review("Bad key"), keyed(key)),
      );
      expect(response.status, JSON.stringify(key)).toBe(400);
      expect(await errorCode(response)).toBe("invalid_idempotency_key");
    }
    expect(
      (
        await app.request(
          "/api/boxes/1/reviews",
          postJson(review("Long key"), keyed("k".repeat(255))),
        )
      ).status,
    ).toBe(201);
    expect(await rowCounts(store.database)).toEqual({ ...before, reviews: before.reviews + 1 });
  });

  it("without a key, stores every request as before", async () => {
    const before = await reviews();
    for (let i = 0; i < 2; i += 1) {
      const response = await app.request("/api/boxes/3/reviews", postJson(review("No key")));
      expect(response.status).toBe(201);
      expect(response.headers.get("idempotent-replayed")).toBeNull();
    }
    expect(await reviews()).toBe(before + 2);
  });

  it("stores one row and gives ten identical answers to ten concurrent requests with one key", async () => {
    const before = await reviews();
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        app.request("/api/boxes/4/reviews", postJson(review("Ten at once"), keyed(key))),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(201));
    const texts = await Promise.all(responses.map((r) => r.text()));
    expect(new Set(texts).size).toBe(1);
    expect(responses.filter((r) => r.headers.get("idempotent-replayed") === "true")).toHaveLength(
      9,
    );
    expect(await reviews()).toBe(before + 1);
  });

  it("answers a write that was committed but answered 503 with its first answer on retry", async () => {
    // The answer is lost after the commit, as when the connection drops before the reply.
    let loseNextAnswer = true;
    const lossy: Database = {
      ...store.database,
      kind: store.database.kind,
      async use(operation, work) {
        const result = await store.database.use(operation, work);
        if (operation === "reviews.add" && loseNextAnswer) {
          loseNextAnswer = false;
          throw new DatabaseUnavailableError("the answer was lost");
        }
        return result;
      },
    };
    const lossyApp = testApp({ database: lossy, clock: () => now });
    const before = await reviews();
    const key = randomUUID();
    const lost = await lossyApp.request(
      "/api/boxes/5/reviews",
      postJson(review("Stored, answer lost"), keyed(key)),
    );
    expect(lost.status).toBe(503);
    expect(await reviews()).toBe(before + 1);

    const retry = await lossyApp.request(
      "/api/boxes/5/reviews",
      postJson(review("Stored, answer lost"), keyed(key)),
    );
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    const { review: stored } = reviewCreatedSchema.parse(await retry.json());
    expect(stored.text).toBe("Stored, answer lost");
    expect(await reviews()).toBe(before + 1);
  });

  it("leaves the key free when the write did not commit", async () => {
    const key = randomUUID();
    const logged = vi.spyOn(logSink, "write").mockImplementation(() => {});
    // A failure the database reports and a retry may get past (a serialization failure).
    const allow = await refuseInserts(store.database, "reviews", "40001");
    const before = await reviews();
    try {
      const failed = await app.request(
        "/api/boxes/6/reviews",
        postJson(review("Fails first"), keyed(key)),
      );
      expect(failed.status).toBe(503);
      expect(logged).toHaveBeenCalled();
    } finally {
      await allow();
    }
    const retry = await app.request(
      "/api/boxes/6/reviews",
      postJson(review("Fails first"), keyed(key)),
    );
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBeNull();
    expect(await reviews()).toBe(before + 1);
  });

  it("keeps keys for 24 hours, then purges them (at most once an hour)", async () => {
    const key = randomUUID();
    const post = () =>
      app.request("/api/boxes/7/reviews", postJson(review("A day long"), keyed(key)));
    const before = await reviews();
    const created = now;
    expect((await post()).status).toBe(201);

    // A purge runs before this write (the last one is over an hour old) and keeps the key.
    const operations = vi.spyOn(store.database, "use");
    const done = () => operations.mock.calls.map(([operation]) => operation);
    now = created + 24 * HOUR - 1;
    expect((await post()).headers.get("idempotent-replayed")).toBe("true");
    expect(done()).toContain("idempotency.purge");
    expect(await reviews()).toBe(before + 1);

    // An hour later the next write purges again, and the key is a day old: it is free.
    operations.mockClear();
    now = created + 25 * HOUR;
    const reused = await post();
    expect(done()).toContain("idempotency.purge");
    expect(reused.status).toBe(201);
    expect(reused.headers.get("idempotent-replayed")).toBeNull();
    expect(await reviews()).toBe(before + 2);
    const stored = await store.database.use("test.keys", (db) =>
      db.select({ createdAt: idempotencyKeys.createdAt }).from(idempotencyKeys),
    );
    expect(stored.every((row) => row.createdAt.getTime() > created)).toBe(true);

    // Within the hour no write purges, however many there are.
    operations.mockClear();
    now += HOUR - 1;
    await app.request("/api/boxes/7/reviews", postJson(review("No purge")));
    expect(done()).not.toContain("idempotency.purge");
    now += 1;
    await app.request("/api/boxes/7/reviews", postJson(review("Purge")));
    expect(done()).toContain("idempotency.purge");
  });
});

describe("idempotency keys are kept in the database", () => {
  it("answers a key the same after the database was closed and opened again", async () => {
    let dir: string | null = null;
    let options = store.options;
    if (!options.url) {
      dir = mkdtempSync(path.join(os.tmpdir(), "petbox-keys-"));
      options = { dataDir: dir };
    }
    try {
      const key = randomUUID();
      const body = review("Survives a restart");
      const firstDb = createDatabase(options);
      let firstText: string;
      try {
        const first = await testApp({ database: firstDb }).request(
          "/api/boxes/8/reviews",
          postJson(body, keyed(key)),
        );
        expect(first.status).toBe(201);
        firstText = await first.text();
      } finally {
        await firstDb.close();
      }
      const reopened = createDatabase(options);
      try {
        const before = await reviews(reopened);
        const again = await testApp({ database: reopened }).request(
          "/api/boxes/8/reviews",
          postJson(body, keyed(key)),
        );
        expect(again.status).toBe(201);
        expect(again.headers.get("idempotent-replayed")).toBe("true");
        expect(await again.text()).toBe(firstText);
        expect(await reviews(reopened)).toBe(before);
      } finally {
        await reopened.close();
      }
    } finally {
      if (dir) rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
