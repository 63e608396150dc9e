// Issue 24, defect 2: PostgreSQL drops the server's connections while requests are in flight —
// a backend terminated (pg_terminate_backend), a backend killed (SIGKILL: PostgreSQL then
// restarts every backend), PostgreSQL restarted. Each time a write is held inside its
// transaction (the test locks its table), so a checked-out client is cut: the process must
// live, that request and the others cut answer 503, and the next requests succeed (decision 170).
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase, type TestDatabase } from "../../server/test-support/database";
import { attempt, sleep, type Answer } from "./support/http";
import { steadyLoad } from "./support/load";
import { postgresAnswers, query, restartPostgres } from "./support/postgres";
import {
  freePort,
  ready,
  standInBuild,
  startShop,
  stopShop,
  tail,
  type Shop,
} from "./support/shop";

let store: TestDatabase;
let url: string;
let shop: Shop;
const build = standInBuild();

beforeAll(async () => {
  store = await freshDatabase();
  url = store.options.url!;
  shop = startShop(await freePort(), {
    databaseUrl: url,
    buildDir: build.dir,
    env: { RATE_LIMIT_WRITES: "0" },
  });
  await ready(shop);
}, 120_000);

afterAll(async () => {
  await stopShop(shop);
  await store.drop();
  build.remove();
}, 60_000);

/** A review written once, with its own key: a transaction on the server (the load). */
const write = (text: string) =>
  attempt(shop.url, "POST", "/api/boxes/2/reviews", {
    body: { text, rating: 4 },
    headers: { "idempotency-key": randomUUID() },
  });

/**
 * Holds a write inside its transaction: a newsletter sign-up (the load writes reviews, which go
 * on), whose table is locked, so it waits for the lock on its connection. Answers the write's
 * answer and the server backend's pid.
 */
async function heldWrite() {
  const locker = new pg.Client({ connectionString: url });
  locker.on("error", () => {}); // a restart cuts it too
  await locker.connect();
  await locker.query("begin");
  await locker.query("lock table newsletter_subscribers in exclusive mode");
  const answer = attempt(shop.url, "POST", "/api/newsletter", {
    body: { email: `held-${randomUUID()}@example.com` },
    headers: { "idempotency-key": randomUUID() },
  });
  let backend: number | undefined;
  for (let tries = 0; backend === undefined && tries < 100; tries += 1) {
    await sleep(100);
    const [row] = await query<{ pid: number }>(
      url,
      `select pid from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock'
         and query like 'insert into "newsletter_subscribers"%'`,
    );
    backend = row?.pid;
  }
  const release = () => locker.end().catch(() => {});
  if (backend === undefined) {
    await release();
    throw new Error(`the write never waited for the lock: ${JSON.stringify(await answer)}`);
  }
  return { answer, backend, release };
}

/** Runs `cut` under a light load with a write held in its transaction, then checks the server. */
async function survives(cut: (backend: number) => Promise<void> | void) {
  const load = steadyLoad(10, (i) =>
    i % 2 ? write(`load ${randomUUID()}`) : attempt(shop.url, "GET", "/api/boxes/2/reviews"),
  );
  await sleep(1000);
  const held = await heldWrite();
  const logBefore = shop.log.length;
  await cut(held.backend);
  const answer: Answer = await held.answer;
  await held.release();
  await postgresAnswers(url);
  // Later requests succeed, without a restart of the server.
  let later: Answer = { status: 0, headers: {}, body: "" };
  for (let tries = 0; tries < 40 && later.status !== 201; tries += 1) {
    later = await write(`later ${randomUUID()}`);
    if (later.status !== 201) await sleep(250);
  }
  await sleep(1000);
  const outcomes = await load.stop();
  const odd = outcomes.filter((o) => ![200, 201, 503].includes(o.status));
  console.log(
    `held write: ${answer.status}; load: ${outcomes.length} requests, ` +
      `${outcomes.filter((o) => o.status === 503).length} answered 503, ${odd.length} other; ` +
      `a write after: ${later.status}`,
  );
  expect(shop.child.exitCode, `the server exited:\n${tail(shop)}`).toBeNull();
  expect(answer.status, answer.body).toBe(503);
  // The cut reached the client in its transaction as an `error` event, heard and logged.
  expect(shop.log.slice(logBefore).join("\n")).toContain("PostgreSQL connection lost");
  expect(answer.headers["retry-after"]).toBe("5");
  expect(odd.map((o) => `${o.status} ${o.body.slice(0, 80)}`)).toEqual([]);
  expect(later.status).toBe(201);
}

describe("PostgreSQL drops the server's connections with requests in flight", () => {
  it("a backend terminated (pg_terminate_backend): 503 for its request, the server lives", async () => {
    await survives(async (backend) => {
      await query(url, "select pg_terminate_backend($1)", [backend]);
    });
  });

  it("a backend killed (SIGKILL, and PostgreSQL restarts every backend): 503, the server lives", async () => {
    await survives((backend) => {
      process.kill(backend, "SIGKILL");
    });
  });

  it("PostgreSQL restarted (pg_ctl restart -m fast): 503, the server lives", async () => {
    await survives(() => restartPostgres());
  });
});
