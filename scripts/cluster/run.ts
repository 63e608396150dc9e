// `npm run test:cluster` (issue 15, decision 153): two shop servers on one PostgreSQL behind a
// round-robin proxy (./proxy.ts), all on loopback, and the checks that must hold with N servers:
//
// 1. the write rate limit is per client, not per server: 30 writes per window, not 60;
// 2. an idempotent retry that lands on the other server gets the first answer;
// 3. a review posted on one server is in the other's next answer (no stale cache);
// 4. each reminder and each outbox message is written and sent once, with both servers' jobs on;
// 5. health answers 503 as soon as a stop begins; new connections are refused, requests on open
//    ones get 503 with Retry-After, the request in flight finishes, the process exits 0;
// 6. a rolling restart of both servers under ~100 writes a second loses no acknowledged write and
//    answers no 5xx other than 503 with Retry-After.
//
// Run by scripts/with-postgres.sh, which gives DATABASE_URL (a throw-away cluster); the servers
// use a fresh database on it. No build is needed: the servers get a stand-in BUILD_DIR.
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { and, eq, isNull, like, sql } from "drizzle-orm";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { addDays, todayIn } from "../../shared/commerce/dates";
import { parseFirebaseSettings } from "../../shared/firebase-settings";
import { deliveries, outbox, reviews } from "../../server/db/schema";
import { createRemindersJob } from "../../server/jobs/reminders";
import { catalogue } from "../../server/test-support/app";
import { checkoutDeps, fixedClock, withDb } from "../../server/test-support/commerce";
import { freshDatabase } from "../../server/test-support/database";
import { newPet, subscribe } from "../../server/test-support/lifecycle";
import { root, waitForHttp } from "../lib/services";
import { startProxy } from "./proxy";

if (!process.env.DATABASE_URL) {
  console.error("Run through `npm run test:cluster` (it starts a throw-away PostgreSQL).");
  process.exit(2);
}

const started = Date.now();
const results: { name: string; ok: boolean; detail: string }[] = [];
function check(name: string, ok: boolean, detail: string) {
  results.push({ name, ok, detail });
  console.log(`${ok ? "✓" : "✗"} ${name}: ${detail}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// --- the pieces: database, mail server, stand-in build, servers, proxy ---------------------

const store = await freshDatabase();
const url = store.options.url!;
const run = withDb(store.database);
const buildDir = mkdtempSync(path.join(os.tmpdir(), "petbox-cluster-build-"));
writeFileSync(
  path.join(buildDir, "firebase-settings.json"),
  JSON.stringify(parseFirebaseSettings({})),
);

const mail: string[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      mail.push(/^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? "(none)");
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
const smtpPort = (smtp.server.address() as AddressInfo).port;

interface Shop {
  port: number;
  child: ChildProcess;
  exited: Promise<number | null>;
  log: string[];
}

function startShop(port: number): Shop {
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: url,
      BUILD_DIR: buildDir,
      CATALOGUE_FILE: path.join(root, "public/catDog.json"),
      PLANS_FILE: path.join(root, "public/plans.json"),
      // The load below stands in for many clients behind one more proxy in front of ours.
      TRUST_PROXY: "2",
      RATE_LIMIT_WRITES: "30",
      RATE_LIMIT_WINDOW_SECONDS: "60",
      STOP_TIMEOUT_SECONDS: "10",
      // The proxy checks health every 100 ms; a second is ample notice.
      STOP_NOTICE_SECONDS: "1",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      STRIPE_SECRET_KEY: "",
      STRIPE_WEBHOOK_SECRET: "",
      FIREBASE_AUTH_EMULATOR_HOST: "",
      LOG_FORMAT: "json",
    },
  });
  const log: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => log.push(...chunk.split("\n").filter(Boolean)));
  }
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  return { port, child, exited, log };
}

async function ready(shop: Shop) {
  await waitForHttp(`http://127.0.0.1:${shop.port}/api/health`, {
    child: shop.child,
    timeoutMs: 60_000,
  });
}

// Work for the jobs, written before the servers start (their jobs run a pass at start): orders
// whose confirmations wait in the outbox, and subscriptions whose next box is 4 days away, so a
// reminder is due.
const CUSTOMERS = 8;
const deps = checkoutDeps({ now: fixedClock(new Date().toISOString()) });
for (let i = 0; i < CUSTOMERS; i += 1) {
  const uid = `cluster-${i}`;
  const pet = await newPet(run, uid, { name: `Pet ${i}`, species: "cat" });
  await subscribe(run, deps, { uid, email: `${uid}@example.com` }, [{ boxId: 1, petId: pet }]);
}
// Brought up to today once here (checkout writes only the first box; this writes the next ones),
// then each second box is moved to 4 days ahead, inside the reminder window.
await createRemindersJob({
  run,
  timeZone: "UTC",
  catalogue,
  shopUrl: "http://localhost",
}).runOnce();
const dueOn = addDays(todayIn("UTC", new Date()), 4);
const moved = await run((db) =>
  db.update(deliveries).set({ date: dueOn }).where(eq(deliveries.sequence, 1)).returning(),
);
if (moved.length !== CUSTOMERS) throw new Error(`${moved.length} second boxes to move`);

// Both servers' jobs must work on the same rows at the same moment, or "sent once" proves
// nothing: hold the jobs' tables until both servers' reminder pass and outbox sender wait for
// them (4 waiting locks), then let go, so the four start together.
const gate = new pg.Client({ connectionString: url });
await gate.connect();
await gate.query("begin");
await gate.query("lock table deliveries, outbox in access exclusive mode");

const ports = [await freePort(), await freePort()];
const shops = ports.map(startShop);
await Promise.all(shops.map(ready));
const watch = new pg.Client({ connectionString: url });
await watch.connect();
const waitingJobs = async () => {
  const { rows } = await watch.query<{ n: number }>(
    `select count(*)::int as n from pg_locks l join pg_class c on c.oid = l.relation
     where not l.granted and c.relname in ('deliveries', 'outbox')`,
  );
  return rows[0]?.n ?? 0;
};
const gateDeadline = Date.now() + 20_000;
while ((await waitingJobs()) < 4 && Date.now() < gateDeadline) await sleep(100);
const waitingAtRelease = await waitingJobs();
await gate.query("commit");
await gate.end();
await watch.end();
const proxy = await startProxy(ports);

// --- helpers for requests ---------------------------------------------------------------------

const clientAgent = new http.Agent({ keepAlive: true, maxSockets: 32 });

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function send(
  base: string,
  method: string,
  pathname: string,
  {
    body,
    headers = {},
    agent = clientAgent,
  }: { body?: unknown; headers?: Record<string, string>; agent?: http.Agent | false } = {},
): Promise<Answer> {
  const target = new URL(pathname, base);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method,
        agent,
        headers: {
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...headers,
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
      },
    );
    request.setTimeout(30_000, () => request.destroy(new Error("timeout")));
    request.on("error", reject);
    request.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

const direct = (shop: Shop) => `http://127.0.0.1:${shop.port}`;
const storedReviews = (prefix: string) =>
  run((db) =>
    db
      .select({ text: reviews.text })
      .from(reviews)
      .where(like(reviews.text, `${prefix}%`)),
  );

try {
  // 1. The rate limit: 60 writes from one client, alternating servers: 30 pass.
  {
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
    const passed = statuses.filter((s) => s === 201).length;
    const limited = statuses.filter((s) => s === 429).length;
    check(
      "rate limit per client, not per server",
      passed === 30 && limited === 30 && servedBy.size === 2,
      `${passed} of 60 writes passed and ${limited} got 429, served by ${servedBy.size} servers (expected 30, 30, 2)`,
    );
  }

  // 2. An idempotent retry on the other server: the first answer, one stored review.
  {
    const key = randomUUID();
    const body = { text: `idempotent ${key}`, rating: 5 };
    const headers = { "idempotency-key": key, "x-forwarded-for": "203.0.113.31" };
    const first = await send(proxy.url, "POST", "/api/boxes/3/reviews", { body, headers });
    const retry = await send(proxy.url, "POST", "/api/boxes/3/reviews", { body, headers });
    const stored = await storedReviews(`idempotent ${key}`);
    check(
      "idempotent retry on the other server",
      first.status === 201 &&
        retry.status === 201 &&
        retry.body === first.body &&
        first.headers["x-served-by"] !== retry.headers["x-served-by"] &&
        stored.length === 1,
      `first ${first.status} from ${first.headers["x-served-by"]}, retry ${retry.status} from ` +
        `${retry.headers["x-served-by"]}, same body: ${retry.body === first.body}, stored ${stored.length}`,
    );
  }

  // 3. A review posted on one server is in the other's next answer (its page read first).
  {
    const [a, b] = shops as [Shop, Shop];
    await send(direct(b), "GET", "/api/boxes/4/reviews");
    const text = `fresh ${randomUUID()}`;
    const posted = await send(direct(a), "POST", "/api/boxes/4/reviews", {
      body: { text, rating: 5 },
      headers: { "x-forwarded-for": "203.0.113.32" },
    });
    const page = await send(direct(b), "GET", "/api/boxes/4/reviews");
    check(
      "a review posted on one server is in the other's next answer",
      posted.status === 201 && page.body.includes(text),
      `posted ${posted.status} on one, the other's next page ${page.body.includes(text) ? "has" : "LACKS"} it`,
    );
  }

  // 4. The jobs: each reminder written once, each outbox message sent once.
  {
    const expected = CUSTOMERS * 2; // an order confirmation and a reminder each
    const deadline = Date.now() + 30_000;
    const unsent = () =>
      run((db) => db.select({ id: outbox.id }).from(outbox).where(isNull(outbox.sentAt)));
    while (Date.now() < deadline && ((await unsent()).length > 0 || mail.length < expected)) {
      await sleep(250);
    }
    await sleep(1000); // a second copy, if any, would arrive now
    const reminders = await run((db) =>
      db.select({ id: outbox.id }).from(outbox).where(eq(outbox.kind, "delivery_reminder")),
    );
    const remindedRows = await run((db) =>
      db
        .select({ id: deliveries.id })
        .from(deliveries)
        .where(and(eq(deliveries.sequence, 1), sql`${deliveries.remindedAt} is not null`)),
    );
    const distinct = new Set(mail).size;
    check(
      "each reminder and outbox message once, with both servers' jobs on",
      waitingAtRelease >= 4 &&
        reminders.length === CUSTOMERS &&
        remindedRows.length === CUSTOMERS &&
        mail.length === expected &&
        distinct === expected &&
        (await unsent()).length === 0,
      `${waitingAtRelease} job passes started together; ` +
        `${reminders.length} reminders written for ${CUSTOMERS} due boxes; ${mail.length} e-mails ` +
        `received, ${distinct} distinct, of ${expected} messages`,
    );
  }

  // 5. A stop: health 503 at once over an open connection, new connections refused, 503 with
  //    Retry-After on open ones, the request in flight finished and stored, exit 0.
  {
    const a = shops[0]!;
    const open = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const warm = await send(direct(a), "GET", "/api/health", { agent: open });
    // Hold a write in flight: the reviews table is locked until we let go.
    const locker = new pg.Client({ connectionString: url });
    await locker.connect();
    await locker.query("begin");
    await locker.query("lock table reviews in exclusive mode");
    const text = `in flight ${randomUUID()}`;
    const inFlight = send(direct(a), "POST", "/api/boxes/5/reviews", {
      body: { text, rating: 5 },
      headers: { "x-forwarded-for": "203.0.113.33" },
      agent: false,
    }).catch((error: Error) => ({ status: 0, headers: {}, body: error.message }) as Answer);
    await sleep(500);
    const stopAt = Date.now();
    a.child.kill("SIGTERM");
    await sleep(100);
    const health = await send(direct(a), "GET", "/api/health", { agent: open }).catch(
      (error: Error) => ({ status: 0, headers: {}, body: error.message }) as Answer,
    );
    const healthMs = Date.now() - stopAt;
    const connect = () =>
      send(direct(a), "GET", "/api/health", { agent: false }).then(
        (answer) => `${answer.status}${answer.headers["retry-after"] ? " with Retry-After" : ""}`,
        (error: NodeJS.ErrnoException) => error.code ?? "error",
      );
    const duringNotice = await connect();
    await sleep(1500); // past STOP_NOTICE_SECONDS
    const fresh = await connect();
    await locker.query("commit");
    await locker.end();
    const finished = await inFlight;
    const code = await a.exited;
    const stored = await storedReviews(text);
    const stopLog = a.log.some((line) => /"msg":"Stopping/.test(line));
    check(
      "health 503 as soon as a stop begins",
      warm.status === 200 &&
        health.status === 503 &&
        health.headers["retry-after"] !== undefined &&
        healthMs < 1000,
      `health ${health.status} with Retry-After ${String(health.headers["retry-after"])} ` +
        `${healthMs} ms after SIGTERM (was ${warm.status})`,
    );
    check(
      "a stop finishes the request in flight, takes no new connection, exits 0",
      duringNotice === "503 with Retry-After" &&
        fresh === "ECONNREFUSED" &&
        finished.status === 201 &&
        stored.length === 1 &&
        code === 0 &&
        stopLog,
      `new connection during the notice: ${duringNotice}, after it: ${fresh}; in-flight write ${finished.status}, stored ${stored.length}; ` +
        `exit code ${code}; stop logged: ${stopLog}`,
    );
    open.destroy();
    shops[0] = startShop(a.port);
    await ready(shops[0]);
  }

  // 6. A rolling restart under ~100 writes a second.
  {
    const RATE = 100;
    const acked = new Set<string>();
    const bad: string[] = [];
    let sent503 = 0;
    let proxy503 = 0;
    let loadOn = true;
    let n = 0;
    const inFlight = new Set<Promise<void>>();
    const writeOne = async (i: number) => {
      const key = randomUUID();
      const text = `roll ${i}`;
      // A different client every 20 writes, so the rate limit (30 per minute) is not what is tested.
      const headers = {
        "idempotency-key": key,
        "x-forwarded-for": `10.1.${i % 250}.${Math.floor(i / 20) % 250}`,
      };
      for (let attempt = 0; attempt < 10; attempt += 1) {
        let answer: Answer;
        try {
          answer = await send(proxy.url, "POST", `/api/boxes/${1 + (i % 6)}/reviews`, {
            body: { text, rating: 4 },
            headers,
          });
        } catch (error) {
          bad.push(`${text}: ${(error as Error).message}`);
          return;
        }
        if (answer.status === 201) {
          acked.add(text);
          return;
        }
        if (answer.status === 503 && answer.headers["retry-after"]) {
          if (answer.headers["x-proxy"]) proxy503 += 1;
          else sent503 += 1;
          await sleep(Math.min(1000, Number(answer.headers["retry-after"]) * 1000));
          continue;
        }
        bad.push(`${text}: ${answer.status} ${answer.body.slice(0, 80)}`);
        return;
      }
      bad.push(`${text}: still 503 after 10 tries`);
    };
    const startedAt = Date.now();
    const load = (async () => {
      while (loadOn) {
        const due = Math.floor(((Date.now() - startedAt) * RATE) / 1000);
        while (n < due) {
          const p = writeOne(n).finally(() => inFlight.delete(p));
          inFlight.add(p);
          n += 1;
        }
        await sleep(5);
      }
      await Promise.all(inFlight);
    })();
    await sleep(1500);
    for (let i = 0; i < shops.length; i += 1) {
      const old = shops[i]!;
      old.child.kill("SIGTERM");
      const code = await old.exited;
      if (code !== 0) bad.push(`server ${old.port} exited ${code}`);
      shops[i] = startShop(old.port);
      await ready(shops[i]!);
      // Until the proxy has seen it healthy again, the other server carries the load.
      const seenBy = Date.now() + 30_000;
      while (!proxy.healthy.get(old.port)) {
        if (Date.now() > seenBy) throw new Error(`the proxy never saw ${old.port} healthy again`);
        await sleep(50);
      }
      await sleep(1000);
    }
    loadOn = false;
    await load;
    const elapsed = (Date.now() - startedAt) / 1000;
    const stored = (await storedReviews("roll ")).map((row) => row.text);
    const storedSet = new Set(stored);
    const lost = [...acked].filter((text) => !storedSet.has(text));
    const twice = stored.length - storedSet.size;
    check(
      "a rolling restart under ~100 writes/s loses no acknowledged write, no 5xx but 503 + Retry-After",
      lost.length === 0 && twice === 0 && bad.length === 0 && acked.size === n,
      `${n} writes in ~${elapsed.toFixed(0)} s, ${acked.size} acknowledged, ${lost.length} lost, ` +
        `${twice} stored twice, ${sent503} answers 503 with Retry-After from a stopping server ` +
        `and ${proxy503} from the proxy with no server healthy (all retried), ` +
        `${bad.length} failures${bad.length ? `: ${bad.slice(0, 3).join("; ")}` : ""}`,
    );
  }
} catch (error) {
  check("the cluster test ran", false, (error as Error).stack ?? String(error));
} finally {
  clientAgent.destroy();
  await proxy.close();
  await Promise.all(
    shops.map(async (shop) => {
      if (shop.child.exitCode === null) shop.child.kill("SIGTERM");
      await shop.exited;
    }),
  );
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await store.drop();
  rmSync(buildDir, { recursive: true, force: true });
}

const failed = results.filter((result) => !result.ok);
console.log(
  `\n${results.length - failed.length} of ${results.length} cluster checks passed in ` +
    `${((Date.now() - started) / 1000).toFixed(0)} s.`,
);
if (failed.length > 0) {
  for (const shop of shops) {
    console.log(`\n--- last log lines of the server on ${shop.port} ---`);
    console.log(shop.log.slice(-20).join("\n"));
  }
  process.exit(1);
}
