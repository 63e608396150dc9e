// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { apiErrorSchema } from "../shared/api/errors";
import { reviewCreatedSchema, reviewListSchema } from "../shared/api/reviews";
import { freshDatabase, type TestDatabase } from "./test-support/database";
import { postJson, rowCounts, testApp } from "./test-support/app";

// A real database (and emulator) on a shared 2-core machine: allow for slow moments.
vi.setConfig({ testTimeout: 30_000 });

let store: TestDatabase;
let app: ReturnType<typeof testApp>;

beforeAll(async () => {
  store = await freshDatabase();
  app = testApp({ database: store.database });
}, 60_000);
afterAll(() => store.drop(), 30_000);

async function errorOf(response: Response) {
  const body = apiErrorSchema.parse(await response.json());
  expect(JSON.stringify(body)).not.toMatch(/\bat .+:\d+:\d+|node_modules|Error:/);
  return body.error;
}

describe("GET /api/health", () => {
  it("answers 200 when the database answers", async () => {
    const response = await app.request("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok" });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});

describe("reviews", () => {
  it("starts empty, stores a review and lists it, newest first, trimmed", async () => {
    const empty = await app.request("/api/boxes/3/reviews");
    expect(empty.status).toBe(200);
    expect(reviewListSchema.parse(await empty.json())).toEqual({
      reviews: [],
      nextCursor: null,
      stats: { count: 0, ratingSum: 0 },
    });

    const first = await app.request(
      "/api/boxes/3/reviews",
      postJson({ text: "  Loved it ", rating: 5 }),
    );
    expect(first.status).toBe(201);
    const { review } = reviewCreatedSchema.parse(await first.json());
    expect(review).toMatchObject({ boxId: "3", text: "Loved it", rating: 5, author: null });

    await app.request("/api/boxes/3/reviews", postJson({ text: "Second", rating: 2 }));
    const list = reviewListSchema.parse(await (await app.request("/api/boxes/3/reviews")).json());
    expect(list.reviews.map((r) => r.text)).toEqual(["Second", "Loved it"]);
    // Listed exactly as it was answered when stored: same fields, same ISO time.
    expect(list.reviews[1]).toEqual(review);
    expect(list.stats).toEqual({ count: 2, ratingSum: 7 });
  });

  it("answers a box's newest page from memory on the embedded database, until a review is written", async () => {
    const use = vi.spyOn(store.database, "use");
    try {
      const read = async () =>
        reviewListSchema.parse(await (await app.request("/api/boxes/1/reviews")).json());
      await read();
      await read();
      // PGlite is written only by this server, so the second read needs no query; PostgreSQL
      // may be written by other servers, so every read asks it.
      expect(use).toHaveBeenCalledTimes(store.database.kind === "pglite" ? 1 : 2);
      await app.request("/api/boxes/1/reviews", postJson({ text: "Fresh", rating: 1 }));
      expect((await read()).reviews[0]?.text).toBe("Fresh");
      // Another page size or a cursor is not the cached page.
      await app.request("/api/boxes/1/reviews?limit=5");
      expect((await read()).stats.count).toBe(1);
    } finally {
      use.mockRestore();
    }
  });

  it("drops NUL characters from the text rather than failing (PostgreSQL cannot store them)", async () => {
    const response = await app.request(
      "/api/boxes/6/reviews",
      postJson({ text: "Ann\u0000<script>alert(1)</script>", rating: 4 }),
    );
    expect(response.status).toBe(201);
    const { review } = reviewCreatedSchema.parse(await response.json());
    expect(review.text).toBe("Ann<script>alert(1)</script>");
    const blank = await app.request(
      "/api/boxes/6/reviews",
      postJson({ text: "\u0000 ", rating: 4 }),
    );
    expect(blank.status).toBe(400);
  });

  it("matches the box id loosely, as the catalogue does, and keeps boxes apart", async () => {
    const response = await app.request(
      "/api/boxes/%204%20/reviews",
      postJson({ text: "Spaced id", rating: 4 }),
    );
    expect(response.status).toBe(201);
    expect(reviewCreatedSchema.parse(await response.json()).review.boxId).toBe("4");
    const box4 = reviewListSchema.parse(await (await app.request("/api/boxes/4/reviews")).json());
    expect(box4.reviews.map((r) => r.text)).toEqual(["Spaced id"]);
  });

  it("pages with a cursor: every review once, newest first", async () => {
    for (let i = 1; i <= 7; i += 1) {
      const r = await app.request(
        "/api/boxes/5/reviews",
        postJson({ text: `Review ${i}`, rating: 3 }),
      );
      expect(r.status).toBe(201);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?limit=3&before=${cursor}` : "?limit=3";
      const page = reviewListSchema.parse(
        await (await app.request(`/api/boxes/5/reviews${query}`)).json(),
      );
      expect(page.reviews.length).toBeLessThanOrEqual(3);
      // The totals are the whole box's on every page, not the page's.
      expect(page.stats).toEqual({ count: 7, ratingSum: 21 });
      seen.push(...page.reviews.map((r) => r.text));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([7, 6, 5, 4, 3, 2, 1].map((i) => `Review ${i}`));
  });

  it("refuses a bad page query with 400 naming the parameter", async () => {
    for (const [query, field] of [
      ["?limit=0", "limit"],
      ["?limit=101", "limit"],
      ["?limit=abc", "limit"],
      ["?before=-1", "before"],
      ["?before=1e3", "before"],
    ] as const) {
      const response = await app.request(`/api/boxes/5/reviews${query}`);
      expect(response.status, query).toBe(400);
      expect(Object.keys((await errorOf(response)).fields ?? {})).toContain(field);
    }
  });

  it("answers 404 for a box the catalogue does not know, and stores nothing", async () => {
    const before = await rowCounts(store.database);
    for (const id of ["999", "abc", "0", "2.0"]) {
      expect((await app.request(`/api/boxes/${id}/reviews`)).status, id).toBe(404);
      const post = await app.request(
        `/api/boxes/${id}/reviews`,
        postJson({ text: "x", rating: 3 }),
      );
      expect(post.status, id).toBe(404);
      expect((await errorOf(post)).code).toBe("not_found");
    }
    expect(await rowCounts(store.database)).toEqual(before);
  });

  it("refuses bad input with 400 naming the field, and stores nothing", async () => {
    const before = await rowCounts(store.database);
    const cases: [unknown, string][] = [
      [{ text: "ok" }, "rating"],
      [{ rating: 3 }, "text"],
      [{ text: "   \n\t ", rating: 3 }, "text"],
      [{ text: "ok", rating: 0 }, "rating"],
      [{ text: "ok", rating: 6 }, "rating"],
      [{ text: "ok", rating: 2.5 }, "rating"],
      [{ text: "ok", rating: "3" }, "rating"],
      [{ text: "ok", rating: null }, "rating"],
      [{ text: 42, rating: 3 }, "text"],
      [{ text: "x".repeat(2001), rating: 3 }, "text"],
      [[], "body"],
      [null, "body"],
      ["{not json", "body"],
      ["", "body"],
    ];
    for (const [body, field] of cases) {
      const response = await app.request("/api/boxes/1/reviews", postJson(body));
      expect(response.status, JSON.stringify(body)).toBe(400);
      const error = await errorOf(response);
      expect(error.code).toBe("invalid_body");
      expect(Object.keys(error.fields ?? {}), JSON.stringify(body)).toContain(field);
      expect(error.message).toContain(field);
    }
    expect(await rowCounts(store.database)).toEqual(before);
  });

  it("refuses bytes that are not UTF-8", async () => {
    const response = await app.request("/api/boxes/1/reviews", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields).toHaveProperty("body");
  });

  it("refuses a wrong content type with 415", async () => {
    for (const type of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "application/json; charset=latin1",
      "",
    ]) {
      const response = await app.request("/api/boxes/1/reviews", {
        method: "POST",
        headers: type ? { "content-type": type } : {},
        body: JSON.stringify({ text: "ok", rating: 3 }),
      });
      expect(response.status, type).toBe(415);
      expect((await errorOf(response)).code).toBe("unsupported_media_type");
    }
    const charset = await app.request(
      "/api/boxes/1/reviews",
      postJson(
        { text: "charset ok", rating: 3 },
        { "content-type": "Application/JSON; charset=UTF-8" },
      ),
    );
    expect(charset.status).toBe(201);
  });

  it("refuses bodies over 16 KB with 413, whether declared or streamed without a length", async () => {
    const before = await rowCounts(store.database);
    const big = JSON.stringify({ text: "a".repeat(17_000), rating: 3 });
    const declared = await app.request("/api/boxes/1/reviews", postJson(big));
    expect(declared.status).toBe(413);

    const bytes = new TextEncoder().encode(big);
    const streamed = await app.request("/api/boxes/1/reviews", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < bytes.length; i += 1000) controller.enqueue(bytes.slice(i, i + 1000));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect((await errorOf(streamed)).code).toBe("payload_too_large");

    // 16 KB exactly is accepted: the limit counts bytes, not characters.
    const multibyte = JSON.stringify({ text: "é".repeat(1900), rating: 3 });
    expect(new TextEncoder().encode(multibyte).length).toBeLessThan(16 * 1024);
    expect((await app.request("/api/boxes/1/reviews", postJson(multibyte))).status).toBe(201);
    expect((await rowCounts(store.database)).reviews).toBe(before.reviews + 1);
  });

  it("refuses a review with a malformed Authorization header with 401 and stores nothing", async () => {
    const before = await rowCounts(store.database);
    for (const header of ["Bearer", "Bearer not-a-jwt", "Basic dXNlcjpwdw==", "Bearer a.b.c"]) {
      const response = await app.request(
        "/api/boxes/1/reviews",
        postJson({ text: "ok", rating: 3 }, { authorization: header }),
      );
      expect(response.status, header).toBe(401);
      expect((await errorOf(response)).code).toBe("unauthenticated");
    }
    expect(await rowCounts(store.database)).toEqual(before);
  });
});

describe("the order of checks on a write (decision 041)", () => {
  const streamed = (bytes: Uint8Array): ReadableStream<Uint8Array> =>
    new ReadableStream({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 1000) controller.enqueue(bytes.slice(i, i + 1000));
        controller.close();
      },
    });
  const tooBig = new TextEncoder().encode(`{"text":"${"a".repeat(17_000)}`); // and not JSON

  it("refuses by the first failed check: box, declared size, token, type, real size, JSON, schema, key", async () => {
    const before = await rowCounts(store.database);
    const cases: [string, string, RequestInit, number, string][] = [
      [
        "unknown box before declared size",
        "/api/boxes/999/reviews",
        postJson("x", { "content-length": "17000" }),
        404,
        "not_found",
      ],
      [
        "declared size before token",
        "/api/boxes/1/reviews",
        postJson("x", { authorization: "Bearer a.b.c", "content-length": "17000" }),
        413,
        "payload_too_large",
      ],
      [
        "token before content type",
        "/api/boxes/1/reviews",
        { method: "POST", headers: { authorization: "Bearer a.b.c" }, body: "x" },
        401,
        "unauthenticated",
      ],
      [
        "content type before real size",
        "/api/boxes/1/reviews",
        { method: "POST", body: streamed(tooBig), duplex: "half" } as RequestInit,
        415,
        "unsupported_media_type",
      ],
      [
        "real size before JSON",
        "/api/boxes/1/reviews",
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: streamed(tooBig),
          duplex: "half",
        } as RequestInit,
        413,
        "payload_too_large",
      ],
      [
        "schema before the idempotency key",
        "/api/boxes/1/reviews",
        postJson({ text: "", rating: 3 }, { "idempotency-key": "" }),
        400,
        "invalid_body",
      ],
      [
        "the idempotency key last",
        "/api/boxes/1/reviews",
        postJson({ text: "ok", rating: 3 }, { "idempotency-key": "" }),
        400,
        "invalid_idempotency_key",
      ],
    ];
    for (const [name, path, init, status, code] of cases) {
      const response = await app.request(path, init);
      expect(response.status, name).toBe(status);
      expect((await errorOf(response)).code, name).toBe(code);
    }
    expect(await rowCounts(store.database)).toEqual(before);
  });
});

describe("contact", () => {
  it("needs a signed-in user: 401 without a token, nothing stored", async () => {
    const response = await app.request(
      "/api/contact",
      postJson({ name: "Mia", email: "mia@example.com", message: "Hello" }),
    );
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect((await rowCounts(store.database)).messages).toBe(0);
  });
});

describe("newsletter", () => {
  it("answers the same for a new and an existing address, and stores it once", async () => {
    const first = await app.request("/api/newsletter", postJson({ email: "Pat@Example.com" }));
    const again = await app.request("/api/newsletter", postJson({ email: " pat@example.COM " }));
    expect(first.status).toBe(again.status);
    expect(await first.text()).toBe(await again.text());
    expect((await rowCounts(store.database)).subscribers).toBe(1);
  });

  it("refuses an invalid e-mail with 400 naming the field", async () => {
    for (const email of [
      "",
      "   ",
      "pat",
      "pat@",
      "@example.com",
      "pat@example",
      "pa t@example.com",
      7,
    ]) {
      const response = await app.request("/api/newsletter", postJson({ email }));
      expect(response.status, String(email)).toBe(400);
      expect((await errorOf(response)).fields).toHaveProperty("email");
    }
  });
});

describe("the rest of /api", () => {
  it("answers unknown paths with JSON, never the app's HTML", async () => {
    for (const [method, path] of [
      ["GET", "/api/nothing"],
      ["DELETE", "/api/nothing"],
      ["PUT", "/api/boxes/1/reviews/2"],
      ["GET", "/api"],
    ] as const) {
      const response = await app.request(path, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/application\/json/);
      expect((await errorOf(response)).code).toBe("not_found");
    }
  });

  it("answers a method an endpoint does not take with 405 and the methods it takes", async () => {
    const endpoints: [string, string[]][] = [
      ["/api/health", ["GET", "HEAD"]],
      ["/api/boxes/1/reviews", ["GET", "HEAD", "POST"]],
      // An unknown box is still this endpoint: its methods are known before the box is.
      ["/api/boxes/999/reviews", ["GET", "HEAD", "POST"]],
      ["/api/contact", ["POST"]],
      ["/api/newsletter", ["POST"]],
    ];
    for (const [path, allowed] of endpoints) {
      for (const method of ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]) {
        const response = await app.request(path, { method });
        const what = `${method} ${path}`;
        if (allowed.includes(method)) {
          expect(response.status, what).not.toBe(405);
          continue;
        }
        expect(response.status, what).toBe(405);
        expect(response.headers.get("allow"), what).toBe(allowed.join(", "));
        expect(response.headers.get("cache-control"), what).toBe("no-store");
        if (method !== "HEAD") expect((await errorOf(response)).code).toBe("method_not_allowed");
      }
    }
  });

  it("names every answer but a hashed asset with an X-Request-Id, and keeps a well-formed one it was given", async () => {
    const ids = new Set<string>();
    for (const path of ["/api/health", "/api/boxes/1/reviews", "/api/nothing"]) {
      const id = (await app.request(path)).headers.get("x-request-id");
      expect(id, path).toMatch(/^[\w-]{8,}$/);
      ids.add(id ?? "");
    }
    expect(ids.size).toBe(3);
    const given = await app.request("/api/health", { headers: { "x-request-id": "lb-42" } });
    expect(given.headers.get("x-request-id")).toBe("lb-42");
    // Not a hashed asset: the header would weigh on every page load's scripts (decision 007).
    expect((await app.request("/assets/entry.client-abc123.js")).headers.has("x-request-id")).toBe(
      false,
    );
  });
});
