// Stopping servers behind the proxy (decisions 150, 153): checks 5 and 6 of the former
// scripts/cluster/run.ts, on two servers of their own.
import { randomUUID } from "node:crypto";
import http from "node:http";
import { like } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reviews } from "../../server/db/schema";
import { withDb } from "../../server/test-support/commerce";
import { freshDatabase, type TestDatabase } from "../../server/test-support/database";
import { startProxy, type Proxy } from "./proxy";
import { attempt, send, sleep } from "./support/http";
import { rollingRestart } from "./support/rolling-restart";
import { freePort, ready, standInBuild, startShop, stopShop, type Shop } from "./support/shop";

let store: TestDatabase;
let url: string;
let shops: Shop[] = [];
let proxy: Proxy;
const build = standInBuild();
const giveUp = new AbortController();
const env = { TRUST_PROXY: "2", RATE_LIMIT_WRITES: "30", RATE_LIMIT_WINDOW_SECONDS: "60" };
const start = (port: number) => startShop(port, { databaseUrl: url, buildDir: build.dir, env });

beforeAll(async () => {
  store = await freshDatabase();
  url = store.options.url!;
  shops = [start(await freePort()), start(await freePort())];
  await Promise.all(shops.map(ready));
  proxy = await startProxy(shops.map((shop) => shop.port));
}, 120_000);

afterAll(async () => {
  giveUp.abort();
  await proxy?.close();
  await Promise.all(shops.map(stopShop));
  await store.drop();
  build.remove();
}, 60_000);

const storedReviews = (prefix: string) =>
  withDb(store.database)((db) =>
    db
      .select({ text: reviews.text })
      .from(reviews)
      .where(like(reviews.text, `${prefix}%`)),
  );

describe("a server that stops", () => {
  it("5. answers health 503 at once, refuses new connections after the notice, finishes the request in flight, exits 0", async () => {
    const a = shops[0]!;
    const open = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const warm = await send(a.url, "GET", "/api/health", { agent: open });
    // Hold a write in flight: the reviews table is locked until we let go.
    const locker = new pg.Client({ connectionString: url });
    await locker.connect();
    await locker.query("begin");
    await locker.query("lock table reviews in exclusive mode");
    const text = `in flight ${randomUUID()}`;
    const inFlight = attempt(a.url, "POST", "/api/boxes/5/reviews", {
      body: { text, rating: 5 },
      headers: { "x-forwarded-for": "203.0.113.33" },
      agent: false,
    });
    await sleep(500);
    const stopAt = Date.now();
    a.child.kill("SIGTERM");
    await sleep(100);
    const health = await attempt(a.url, "GET", "/api/health", { agent: open });
    const healthMs = Date.now() - stopAt;
    const connect = () =>
      attempt(a.url, "GET", "/api/health", { agent: false }).then((answer) =>
        answer.status === 0
          ? answer.body
          : `${answer.status}${answer.headers["retry-after"] ? " with Retry-After" : ""}`,
      );
    const duringNotice = await connect();
    await sleep(1500); // past STOP_NOTICE_SECONDS
    const afterNotice = await connect();
    await locker.query("commit");
    await locker.end();
    const finished = await inFlight;
    const code = await a.exited;
    open.destroy();

    // Health 503 as soon as a stop begins, over an open keep-alive connection.
    expect(warm.status).toBe(200);
    expect(health.status).toBe(503);
    expect(health.headers["retry-after"]).toBeDefined();
    expect(healthMs).toBeLessThan(1000);
    // New connections: 503 during the notice, refused after it; the write in flight finished.
    expect(duringNotice).toBe("503 with Retry-After");
    expect(afterNotice).toBe("ECONNREFUSED");
    expect(finished.status).toBe(201);
    expect(await storedReviews(text)).toHaveLength(1);
    expect(code).toBe(0);
    expect(a.log.some((line) => /"msg":"Stopping/.test(line))).toBe(true);

    shops[0] = start(a.port);
    await ready(shops[0]);
  });

  it("6. loses no acknowledged write in a rolling restart under ~100 writes a second, and answers no 5xx but 503 with Retry-After", async () => {
    const result = await rollingRestart(proxy, shops, start, 100, giveUp.signal);
    const stored = (await storedReviews("roll ")).map((row) => row.text);
    const storedSet = new Set(stored);
    const lost = [...result.acknowledged].filter((text) => !storedSet.has(text));
    console.log(
      `${result.sent} writes in ~${result.seconds.toFixed(0)} s, ${result.acknowledged.size} ` +
        `acknowledged, ${lost.length} lost, ${stored.length - storedSet.size} stored twice, ` +
        `${result.sent503} answers 503 with Retry-After from a stopping server and ` +
        `${result.proxy503} from the proxy with no server healthy (all retried)`,
    );
    expect(result.failures).toEqual([]);
    expect(result.acknowledged.size).toBe(result.sent);
    expect(lost).toEqual([]);
    expect(stored.length - storedSet.size).toBe(0);
  }, 300_000);
});
