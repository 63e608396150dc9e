// Two shop servers on one PostgreSQL behind a round-robin proxy (./proxy.ts, decision 153):
// what must hold with N servers. Checks 1–4 of the former scripts/cluster/run.ts.
import { randomUUID } from "node:crypto";
import { and, eq, isNull, like, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliveries, outbox, reviews } from "../../server/db/schema";
import { createRemindersJob } from "../../server/jobs/reminders";
import { catalogue } from "../../server/test-support/app";
import { checkoutDeps, fixedClock, withDb } from "../../server/test-support/commerce";
import { freshDatabase, type TestDatabase } from "../../server/test-support/database";
import { newPet, subscribe } from "../../server/test-support/lifecycle";
import { todayIn } from "../../shared/commerce/dates";
import { reminderDueRange } from "../../shared/commerce/fulfilment-rules";
import { startProxy, type Proxy } from "./proxy";
import { send, sleep } from "./support/http";
import { startMailCatcher } from "./support/mail";
import { query } from "./support/postgres";
import { freePort, ready, standInBuild, startShop, stopShop, type Shop } from "./support/shop";

const CUSTOMERS = 8;
let store: TestDatabase;
let run: ReturnType<typeof withDb>;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let shops: Shop[] = [];
let proxy: Proxy;
let waitingAtRelease = 0;
const build = standInBuild();

beforeAll(async () => {
  store = await freshDatabase();
  run = withDb(store.database);
  mail = await startMailCatcher();
  // Work for the jobs, written before the servers start (their jobs run a pass at start):
  // orders whose confirmations wait in the outbox, and subscriptions whose next box is 4 days
  // away, so a reminder is due.
  const deps = checkoutDeps({ now: fixedClock(new Date().toISOString()) });
  for (let i = 0; i < CUSTOMERS; i += 1) {
    const uid = `cluster-${i}`;
    const pet = await newPet(run, uid, { name: `Pet ${i}`, species: "cat" });
    await subscribe(run, deps, { uid, email: `${uid}@example.com` }, [{ boxId: 1, petId: pet }]);
  }
  // Brought up to today once here (checkout writes only the first box), then each second box
  // is moved inside the reminder window, on a day the first box does not take (it ships two
  // working days after the order: 4 days ahead on a Thursday or a Friday).
  await createRemindersJob({
    run,
    timeZone: "UTC",
    catalogue,
    shopUrl: "http://localhost",
  }).runOnce();
  const [firstBox] = await run((db) =>
    db
      .select({ date: deliveries.date })
      .from(deliveries)
      .where(eq(deliveries.sequence, 0))
      .limit(1),
  );
  const today = todayIn("UTC", new Date());
  // A ship date whose reminder is due today: the first box shares no date with it.
  const range = reminderDueRange(today);
  const dueOn = [range.to, range.from].find((date) => date !== firstBox?.date);
  if (!dueOn) throw new Error("No day in the reminder window is free of the first box");
  const moved = await run((db) =>
    db.update(deliveries).set({ date: dueOn }).where(eq(deliveries.sequence, 1)).returning(),
  );
  expect(moved).toHaveLength(CUSTOMERS);

  // Both servers' jobs must work on the same rows at the same moment, or "sent once" proves
  // nothing: hold the jobs' tables until both servers' reminder pass and outbox sender wait
  // for them (4 waiting locks), then let go, so the four start together.
  const url = store.options.url!;
  const gate = new pg.Client({ connectionString: url });
  await gate.connect();
  await gate.query("begin");
  await gate.query("lock table deliveries, outbox in access exclusive mode");
  const env = {
    // The requests below stand in for many clients behind one more proxy in front of ours.
    TRUST_PROXY: "2",
    RATE_LIMIT_WRITES: "30",
    RATE_LIMIT_WINDOW_SECONDS: "60",
    SMTP_URL: mail.url,
  };
  const ports = [await freePort(), await freePort()];
  shops = ports.map((port) => startShop(port, { databaseUrl: url, buildDir: build.dir, env }));
  await Promise.all(shops.map(ready));
  const waitingJobs = async () => {
    const [row] = await query<{ n: number }>(
      url,
      `select count(*)::int as n from pg_locks l join pg_class c on c.oid = l.relation
       where not l.granted and c.relname in ('deliveries', 'outbox')`,
    );
    return row?.n ?? 0;
  };
  const deadline = Date.now() + 20_000;
  while ((waitingAtRelease = await waitingJobs()) < 4 && Date.now() < deadline) await sleep(100);
  await gate.query("commit");
  await gate.end();
  proxy = await startProxy(ports);
}, 120_000);

afterAll(async () => {
  await proxy?.close();
  await Promise.all(shops.map(stopShop));
  await mail?.close();
  await store.drop();
  build.remove();
}, 60_000);

const storedReviews = (prefix: string) =>
  run((db) =>
    db
      .select({ text: reviews.text })
      .from(reviews)
      .where(like(reviews.text, `${prefix}%`)),
  );

describe("two servers on one PostgreSQL", () => {
  it("1. counts the write rate limit per client, not per server: 30 writes per window, not 60", async () => {
    const statuses: number[] = [];
    const servedBy = new Set<string>();
    for (let i = 0; i < 60; i += 1) {
      const answer = await send(proxy.url, "POST", "/api/boxes/2/reviews", {
        body: { text: `limit ${i}`, rating: 4 },
        headers: { "x-forwarded-for": "203.0.113.30" },
      });
      statuses.push(answer.status);
      servedBy.add(String(answer.headers["x-served-by"]));
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
    expect(servedBy.size).toBe(2);
  });

  it("2. gives an idempotent retry that lands on the other server the first answer", async () => {
    const key = randomUUID();
    const body = { text: `idempotent ${key}`, rating: 5 };
    const headers = { "idempotency-key": key, "x-forwarded-for": "203.0.113.31" };
    const first = await send(proxy.url, "POST", "/api/boxes/3/reviews", { body, headers });
    const retry = await send(proxy.url, "POST", "/api/boxes/3/reviews", { body, headers });
    expect([first.status, retry.status]).toEqual([201, 201]);
    expect(retry.body).toBe(first.body);
    expect(retry.headers["x-served-by"]).not.toBe(first.headers["x-served-by"]);
    expect(await storedReviews(`idempotent ${key}`)).toHaveLength(1);
  });

  it("3. has a review posted on one server in the other's next answer (no stale cache)", async () => {
    const [a, b] = shops as [Shop, Shop];
    await send(b.url, "GET", "/api/boxes/4/reviews"); // its page read first
    const text = `fresh ${randomUUID()}`;
    const posted = await send(a.url, "POST", "/api/boxes/4/reviews", {
      body: { text, rating: 5 },
      headers: { "x-forwarded-for": "203.0.113.32" },
    });
    expect(posted.status).toBe(201);
    expect((await send(b.url, "GET", "/api/boxes/4/reviews")).body).toContain(text);
  });

  it("4. writes each reminder and sends each outbox message once, with both servers' jobs on", async () => {
    expect(waitingAtRelease, "job passes started together").toBeGreaterThanOrEqual(4);
    const expected = CUSTOMERS * 2; // an order confirmation and a reminder each
    const unsent = () =>
      run((db) => db.select({ id: outbox.id }).from(outbox).where(isNull(outbox.sentAt)));
    const deadline = Date.now() + 30_000;
    while (
      Date.now() < deadline &&
      ((await unsent()).length > 0 || mail.messageIds.length < expected)
    ) {
      await sleep(250);
    }
    await sleep(1000); // a second copy, if any, would arrive now
    const reminders = await run((db) =>
      db.select({ id: outbox.id }).from(outbox).where(eq(outbox.kind, "delivery_reminder")),
    );
    const reminded = await run((db) =>
      db
        .select({ id: deliveries.id })
        .from(deliveries)
        .where(and(eq(deliveries.sequence, 1), sql`${deliveries.remindedAt} is not null`)),
    );
    expect(reminders).toHaveLength(CUSTOMERS);
    expect(reminded).toHaveLength(CUSTOMERS);
    expect(mail.messageIds).toHaveLength(expected);
    expect(new Set(mail.messageIds).size).toBe(expected);
    expect(await unsent()).toHaveLength(0);
  });
});
