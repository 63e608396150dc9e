// @vitest-environment node
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { freshDatabase, type TestDatabase } from "../test-support/database";
import { postJson, rowCounts, testApp } from "../test-support/app";
import { RateLimiter } from "./rate-limit";
import { postgresRateStore } from "./shared-rate-limit";

// A real database (and emulator) on a shared 2-core machine: allow for slow moments.
vi.setConfig({ testTimeout: 30_000 });

describe("RateLimiter", () => {
  it("allows `limit` hits per key and window, then says when to come back", () => {
    let now = 1_000_000;
    const limiter = new RateLimiter({ limit: 2, windowMs: 60_000 }, () => now);
    expect(limiter.hit("a")).toEqual({ allowed: true });
    expect(limiter.hit("a")).toEqual({ allowed: true });
    expect(limiter.hit("b")).toEqual({ allowed: true });
    now += 15_000;
    expect(limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 45 });
    now += 45_000;
    expect(limiter.hit("a")).toEqual({ allowed: true });
  });
});

describe("write rate limit over real HTTP", () => {
  let store: TestDatabase;
  let server: ServerType;
  let base: string;

  beforeAll(async () => {
    store = await freshDatabase();
    const app = testApp({
      database: store.database,
      rateLimit: { limit: 3, windowMs: 60_000 },
      trustProxyHops: 1,
    });
    await new Promise<void>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve());
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await store.drop();
  }, 30_000);

  const from = (address: string) => ({ "x-forwarded-for": `10.9.9.9, ${address}` });

  it("answers 429 with Retry-After after the limit, per client address and per endpoint", async () => {
    for (let i = 0; i < 3; i += 1) {
      const ok = await fetch(
        `${base}/api/newsletter`,
        postJson({ email: `r${i}@example.com` }, from("203.0.113.1")),
      );
      expect(ok.status).toBe(200);
    }
    const limited = await fetch(
      `${base}/api/newsletter`,
      postJson({ email: "r9@example.com" }, from("203.0.113.1")),
    );
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(await limited.json()).toMatchObject({ error: { code: "rate_limited" } });
    expect((await rowCounts(store.database)).subscribers).toBe(3);

    // Another endpoint, and another client, each have their own allowance.
    const review = await fetch(
      `${base}/api/boxes/1/reviews`,
      postJson({ text: "ok", rating: 5 }, from("203.0.113.1")),
    );
    expect(review.status).toBe(201);
    const other = await fetch(
      `${base}/api/newsletter`,
      postJson({ email: "o@example.com" }, from("203.0.113.2")),
    );
    expect(other.status).toBe(200);
    // Reads are not limited.
    expect(
      (await fetch(`${base}/api/boxes/1/reviews`, { headers: from("203.0.113.1") })).status,
    ).toBe(200);
  });

  it("counts the address our proxy saw, not one the client wrote at the left of X-Forwarded-For", async () => {
    for (let i = 0; i < 4; i += 1) {
      const spoofed = { "x-forwarded-for": `198.51.100.${i}, 203.0.113.7` };
      const response = await fetch(
        `${base}/api/boxes/2/reviews`,
        postJson({ text: "x", rating: 1 }, spoofed),
      );
      expect(response.status).toBe(i < 3 ? 201 : 429);
    }
  });

  it("refuses a chunked body over 16 KB with 413, counting the bytes received", async () => {
    const chunk = new TextEncoder().encode(" ".repeat(1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 20) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const response = await fetch(`${base}/api/boxes/3/reviews`, {
      method: "POST",
      headers: { "content-type": "application/json", ...from("203.0.113.50") },
      body,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
  });
});

describe("the write limit shared in the database (decision 151)", () => {
  let store: TestDatabase;
  beforeAll(async () => {
    store = await freshDatabase();
  }, 60_000);
  afterAll(() => store.drop(), 30_000);

  it("counts one allowance for two servers, even when their hits arrive together", async () => {
    const settings = { limit: 30, windowMs: 60_000 };
    const one = postgresRateStore(store.database, settings);
    const two = postgresRateStore(store.database, settings);
    const decisions = await Promise.all(
      Array.from({ length: 60 }, (_, i) => (i % 2 ? one : two).hit("198.51.100.7 reviews")),
    );
    expect(decisions.filter((d) => d.allowed)).toHaveLength(30);
    const refused = decisions.find((d) => !d.allowed);
    expect(refused).toMatchObject({ allowed: false });
    const wait = refused && !refused.allowed ? refused.retryAfterSeconds : 0;
    expect(wait).toBeGreaterThanOrEqual(59);
    expect(wait).toBeLessThanOrEqual(60);
    // Another client, or another endpoint, has its own allowance.
    expect(await one.hit("198.51.100.8 reviews")).toEqual({ allowed: true });
    expect(await two.hit("198.51.100.7 contact")).toEqual({ allowed: true });
  });

  it("starts a new window when the last one has ended", async () => {
    const settings = { limit: 2, windowMs: 1000 };
    const one = postgresRateStore(store.database, settings);
    const two = postgresRateStore(store.database, settings);
    expect(await one.hit("k")).toEqual({ allowed: true });
    expect(await two.hit("k")).toEqual({ allowed: true });
    expect(await one.hit("k")).toEqual({ allowed: false, retryAfterSeconds: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await two.hit("k")).toEqual({ allowed: true });
  });
});
