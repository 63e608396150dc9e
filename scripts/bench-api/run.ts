// `npm run bench:api`: the shop API under a fixed request rate on loopback, once with the embedded
// PGlite and once with PostgreSQL (a throw-away cluster, or DATABASE_URL if set). Prints requests
// per second and p50/p99 latency for GET and POST reviews, and checks that the stored reviews
// equal the 2xx answers. Budget: GET p99 under 50 ms at 300 requests per second.
//
// Then POST /api/checkout at 50 requests per second (issue 12): ten signed-in customers, each with a
// real ID token from a throw-away Auth Emulator, checked by the server as in production
// (the account read once per token, which is then trusted for TOKEN_CACHE_SECONDS, decision 160;
// `TOKEN_CACHE_SECONDS=0 npm run bench:api` asks on every request), each order with its own
// Idempotency-Key as the browser sends it. Budget: p99 under 150 ms, no refusal, and every 2xx
// answer one stored order (counted in the database, as `npm run shop -- orders` reads it).
//
// Then the subscription actions at 50 requests per second (issue 13): pause, resume and change
// on fifty subscriptions of that customer. Budget: p99 under 100 ms and no refusal (decision 132).
//
// Each run sends WARMUP_SECONDS of requests at the same rate, then measures SECONDS more: a
// running shop is warm (JIT-compiled code, open keep-alive connections), and the start-up of a
// fresh process is not the steady state the budget is about.
// - The reviews go through autocannon on CONNECTIONS connections. Latencies are recorded per
//   answer and corrected for coordinated omission with each connection's interval (see
//   ./latency.ts, decision 046). autocannon sends each connection's share of a second at the
//   start of that second, so this load comes in bursts.
// - Checkout and the actions, whose budgets are "at 50 requests/s", are sent evenly spaced, an
//   open-model load timed from each request's planned send (./steady.ts, decision 163).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
// @ts-expect-error autocannon ships no types
import autocannon from "autocannon";
import { createDatabase } from "../../server/db/client";
import { ownerRecords, type OwnerRecord } from "../../server/owner/records";
import { fetchOverSocket, ownerSocketPath } from "../../server/owner/socket";
import {
  emulatorConfigFor,
  isPortFree,
  root,
  startEmulator,
  stopProcess,
  waitForHttp,
} from "../lib/services";
import { correctedPercentiles, type Percentiles, percentiles } from "./latency";
import { type PlannedRequest, steadyLoad } from "./steady";

const RATE = Number(process.env.BENCH_RATE ?? 300);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const CONNECTIONS = 20;
const GET_P99_BUDGET_MS = 50;
const CHECKOUT_RATE = Number(process.env.BENCH_CHECKOUT_RATE ?? 50);
/** Checkout spreads its orders over this many customers (decision 114). */
const CHECKOUT_CUSTOMERS = 10;
const CHECKOUT_P99_BUDGET_MS = 150;
const PORT = Number(process.env.BENCH_PORT ?? 3149);
const ACTIONS_RATE = Number(process.env.BENCH_ACTIONS_RATE ?? 50);
const ACTIONS_P99_BUDGET_MS = 100;
/** The actions go round this many subscriptions: at 50 a second, each gets one a second. */
const ACTIONS_SUBSCRIPTIONS = 50;

interface Summary {
  "2xx": number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

interface Measured extends Summary {
  /** Answers per second in the measured part (autocannon keeps to the rate while it can). */
  rate: number;
  latency: Percentiles;
}

function cannon(
  options: Record<string, unknown>,
  { rate = RATE, connections = CONNECTIONS } = {},
): Promise<Measured> {
  const startedAt = performance.now();
  const measureFrom = startedAt + WARMUP_SECONDS * 1000;
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        connections,
        // A fixed number of requests (not a duration), so every answer is counted: with a
        // duration, requests still in flight at the end are stored but not counted.
        amount: rate * (WARMUP_SECONDS + SECONDS),
        overallRate: rate,
        ...options,
      },
      (error: Error | null, summary: Summary) => {
        if (error) return reject(error);
        try {
          resolve({
            ...summary,
            rate: latencies.length / SECONDS,
            // autocannon sends a connection's `rate / connections` requests of each second one
            // after the other as the second starts; this is the interval they average.
            latency: correctedPercentiles(latencies, (1000 * connections) / rate),
          });
        } catch (failure) {
          reject(failure instanceof Error ? failure : new Error(String(failure)));
        }
      },
    );
    instance.on("response", (_client: unknown, _status: number, _bytes: number, ms: number) => {
      const now = performance.now();
      if (now - ms < measureFrom) return; // sent during the warm-up
      latencies.push(ms);
    });
  });
}

/**
 * The write budgets' load (checkout, the portal's actions): `rate` requests a second, evenly
 * spaced, each timed from its planned send (steady.ts; decision 163).
 */
async function steady(
  base: string,
  rate: number,
  plan: (i: number) => PlannedRequest,
): Promise<Measured> {
  const result = await steadyLoad({
    base,
    rate,
    seconds: SECONDS,
    warmupSeconds: WARMUP_SECONDS,
    plan,
  });
  return { ...result, latency: percentiles(result.latencies) };
}

/** One box of Cozy Cat Corner for `petId` on `planId`, to the bench customer's address. */
function checkoutBody(petId: number, planId: string): string {
  return JSON.stringify({
    lines: [{ boxId: 1, petId, quantity: 1 }],
    planId,
    address: {
      fullName: "Bench Customer",
      line1: "12 Main Street",
      city: "Springfield",
      region: "IL",
      postalCode: "62704",
      country: "US",
    },
  });
}

async function countReviews(base: string, boxId: string): Promise<number> {
  let total = 0;
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `?limit=100&before=${cursor}` : "?limit=100";
    const page = (await (await fetch(`${base}/api/boxes/${boxId}/reviews${query}`)).json()) as {
      reviews: unknown[];
      nextCursor: string | null;
    };
    total += page.reviews.length;
    cursor = page.nextCursor;
  } while (cursor);
  return total;
}

/** An account of the throw-away Auth Emulator and its ID token. */
interface Account {
  uid: string;
  idToken: string;
}

/**
 * The bench's customers: checkout spreads its orders over all of them (a shop's 50 orders a
 * second come from many customers, not one customer's 50 tabs; decision 114); the first also
 * acts on its subscriptions.
 */
interface Customer extends Account {
  others: Account[];
  /** host:port of the emulator, for the server's FIREBASE_AUTH_EMULATOR_HOST. */
  emulatorHost: string;
}

/** The number of stored orders of `uid`, read from the database (`npm run shop -- orders`). */
type OrderCounter = (uid: string) => Promise<number>;

function ordersOf(rows: readonly OwnerRecord[], uid: string): number {
  // One row per order line.
  return new Set(rows.filter((row) => row.uid === uid).map((row) => row.order)).size;
}

/** PGlite is held by the server: ask it over the owner's socket, as `npm run shop` does. */
const pgliteOrders =
  (dataDir: string): OrderCounter =>
  async (uid) =>
    ordersOf((await fetchOverSocket(ownerSocketPath(dataDir), "orders")) as OwnerRecord[], uid);

const postgresOrders =
  (url: string): OrderCounter =>
  async (uid) => {
    const database = createDatabase({ url, poolSize: 1 });
    try {
      return ordersOf(await ownerRecords(database, "orders"), uid);
    } finally {
      await database.close();
    }
  };

/**
 * CPU time (user + system) the process has used so far, in ms, from /proc (Linux); null
 * elsewhere. Per request it is the server's own work, which other load on the machine moves far
 * less than it moves latency (decision 162).
 */
function cpuMs(pid: number | undefined): number | null {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return null;
  // Fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]);
  // Linux reports in clock ticks of 100 Hz (USER_HZ) on every common platform.
  return ticks * 10;
}

/** Runs `work` and answers its result with the server's CPU ms per request sent, if known. */
async function withCpu<T extends Measured>(
  pid: number | undefined,
  work: () => Promise<T>,
): Promise<T & { cpuPerRequest: number | null }> {
  const before = cpuMs(pid);
  const result = await work();
  const after = cpuMs(pid);
  const sent = result["2xx"] + result.non2xx + result.errors + result.timeouts;
  return {
    ...result,
    cpuPerRequest: before === null || after === null || sent === 0 ? null : (after - before) / sent,
  };
}

async function benchOne(
  label: string,
  env: Record<string, string>,
  customer: Customer,
  countOrders: OrderCounter,
) {
  if (!(await isPortFree(PORT))) throw new Error(`port ${PORT} is in use (BENCH_PORT moves it)`);
  const server: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      RATE_LIMIT_WRITES: "0",
      FIREBASE_AUTH_EMULATOR_HOST: customer.emulatorHost,
      // No card provider and no mail server: checkout's own work, not Stripe's or SMTP's.
      STRIPE_SECRET_KEY: "",
      STRIPE_WEBHOOK_SECRET: "",
      SMTP_URL: "",
      ...env,
    },
  });
  const base = `http://127.0.0.1:${PORT}`;
  try {
    await waitForHttp(`${base}/api/health`, { child: server, timeoutMs: 60_000 });
    // Something to read: 50 reviews on box 1.
    for (let i = 0; i < 50; i += 1) {
      await fetch(`${base}/api/boxes/1/reviews`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ text: `Seed review ${i}`, rating: (i % 5) + 1 }),
      });
    }
    // The newest page, as every box page asks for it (kept in memory on PGlite, decision 046)...
    const get = await cannon({ url: `${base}/api/boxes/1/reviews` });
    // ...and, for comparison, a page that always goes to the database: the next one down.
    const { nextCursor } = (await (await fetch(`${base}/api/boxes/1/reviews`)).json()) as {
      nextCursor: string;
    };
    const older = await cannon({ url: `${base}/api/boxes/1/reviews?before=${nextCursor}` });
    const before = await countReviews(base, "9");
    const post = await cannon({
      url: `${base}/api/boxes/9/reviews`,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ text: "Benchmark review: lovely box, happy cat.", rating: 5 }),
    });
    const stored = (await countReviews(base, "9")) - before;

    const auth = { authorization: `Bearer ${customer.idToken}` };
    const shoppers = await Promise.all(
      [customer, ...customer.others].map(async (account) => {
        const headers = { authorization: `Bearer ${account.idToken}` };
        const created = await fetch(`${base}/api/pets`, {
          method: "POST",
          headers: { "content-type": "application/json", ...headers },
          body: JSON.stringify({ name: "Bench", species: "cat" }),
        });
        if (created.status !== 201) throw new Error(`POST /api/pets answered ${created.status}`);
        const { pet } = (await created.json()) as { pet: { id: number } };
        return { uid: account.uid, headers, petId: pet.id };
      }),
    );
    const pet = { id: shoppers[0]!.petId };
    const countAll = async () =>
      (await Promise.all(shoppers.map(({ uid }) => countOrders(uid)))).reduce((a, b) => a + b, 0);
    const ordersBefore = await countAll();
    // The customers in turn, each with their own pet, and a fresh key per order, as the browser
    // sends one per submission.
    const checkout = await withCpu(server.pid, () =>
      steady(base, CHECKOUT_RATE, (i) => {
        const shopper = shoppers[i % shoppers.length]!;
        return {
          method: "POST",
          path: "/api/checkout",
          headers: {
            "content-type": "application/json",
            ...shopper.headers,
            "idempotency-key": randomUUID(),
          },
          body: checkoutBody(shopper.petId, "prepay-6"),
        };
      }),
    );
    const placed = (await countAll()) - ordersBefore;
    const actions = await withCpu(server.pid, () => benchSubscriptionActions(base, auth, pet.id));

    const cpu = (r: { cpuPerRequest: number | null }) =>
      r.cpuPerRequest === null ? "" : `  server CPU ${r.cpuPerRequest.toFixed(1)} ms/request`;
    const line = (name: string, r: Measured) =>
      `${label.padEnd(10)} ${name.padEnd(5)} ${r.rate.toFixed(0).padStart(5)} req/s  ` +
      `p50 ${r.latency.p50.toFixed(0).padStart(4)} ms  p99 ${r.latency.p99.toFixed(0).padStart(4)} ms  ` +
      `max ${r.latency.max.toFixed(0).padStart(4)} ms  measured ${r.latency.samples} ` +
      `(+${r.latency.added} hidden)  2xx ${r["2xx"]}  other ${r.non2xx}  errors ${r.errors + r.timeouts}`;
    console.log(line("GET", get));
    console.log(`${line("GET", older)}  (older page, not cached: for comparison)`);
    console.log(line("POST", post));
    console.log(`${line("CHECK", checkout)}  (POST /api/checkout)${cpu(checkout)}`);
    console.log(`${line("SUBS", actions)}  (pause, resume, change: issue 13)${cpu(actions)}`);
    const problems: string[] = [];
    if (stored !== post["2xx"])
      problems.push(`stored ${stored} reviews but answered 2xx ${post["2xx"]} times`);
    if (get.latency.p99 >= GET_P99_BUDGET_MS)
      problems.push(`GET p99 ${get.latency.p99} ms is over ${GET_P99_BUDGET_MS} ms`);
    for (const r of [get, older]) {
      if (r.non2xx + r.errors + r.timeouts > 0) problems.push("GET had failures");
    }
    if (placed !== checkout["2xx"])
      problems.push(`stored ${placed} orders but answered 2xx ${checkout["2xx"]} times`);
    if (checkout.latency.p99 >= CHECKOUT_P99_BUDGET_MS)
      problems.push(`checkout p99 ${checkout.latency.p99} ms is over ${CHECKOUT_P99_BUDGET_MS} ms`);
    if (checkout.non2xx + checkout.errors + checkout.timeouts > 0)
      problems.push("checkout had failures");
    if (actions.latency.p99 >= ACTIONS_P99_BUDGET_MS)
      problems.push(
        `subscription actions p99 ${actions.latency.p99} ms is over ${ACTIONS_P99_BUDGET_MS} ms`,
      );
    if (actions.non2xx + actions.errors + actions.timeouts > 0)
      problems.push("subscription actions had failures");
    console.log(
      `${label.padEnd(10)} stored rows ${stored} = POST 2xx ${post["2xx"]}: ${stored === post["2xx"] ? "yes" : "NO"}`,
    );
    console.log(
      `${label.padEnd(10)} stored orders ${placed} = checkout 2xx ${checkout["2xx"]}: ${placed === checkout["2xx"] ? "yes" : "NO"}`,
    );
    return problems.map((p) => `${label}: ${p}`);
  } finally {
    await stopProcess(server, "SIGTERM");
  }
}

/**
 * The portal's actions (issue 13) at ACTIONS_RATE, evenly spaced (decision 163). Each of
 * ACTIONS_SUBSCRIPTIONS pay-per-box subscriptions (one customer's cards) goes through rounds of
 * pause 1 month, resume, 2 boxes, 1 box, each with a fresh Idempotency-Key: request i acts on
 * subscription i mod N, step ⌊i / N⌋ mod 4. All four are allowed in every state a round passes
 * through, so any refusal is a failure; one subscription's requests are a second apart, so two of
 * them overlap only if an answer takes longer than that.
 */
async function benchSubscriptionActions(
  base: string,
  auth: Record<string, string>,
  petId: number,
): Promise<Measured> {
  const ids: number[] = [];
  for (let i = 0; i < ACTIONS_SUBSCRIPTIONS; i += 1) {
    const response = await fetch(`${base}/api/checkout`, {
      method: "POST",
      headers: { "content-type": "application/json", ...auth },
      body: checkoutBody(petId, "per-box"),
    });
    if (response.status !== 201) throw new Error(`checkout answered ${response.status}`);
    const { subscriptions } = (await response.json()) as { subscriptions: { id: number }[] };
    ids.push(subscriptions[0]!.id);
  }
  const steps: { method: string; suffix: string; body?: unknown }[] = [
    { method: "POST", suffix: "/pause", body: { months: 1 } },
    { method: "POST", suffix: "/resume" },
    { method: "PATCH", suffix: "", body: { quantity: 2 } },
    { method: "PATCH", suffix: "", body: { quantity: 1 } },
  ];
  return steady(base, ACTIONS_RATE, (i) => {
    const step = steps[Math.floor(i / ids.length) % steps.length]!;
    return {
      method: step.method,
      path: `/api/subscriptions/${ids[i % ids.length]}${step.suffix}`,
      headers: {
        ...auth,
        ...(step.body === undefined ? {} : { "content-type": "application/json" }),
        "idempotency-key": randomUUID(),
      },
      ...(step.body === undefined ? {} : { body: JSON.stringify(step.body) }),
    };
  });
}

/** A throw-away PostgreSQL cluster (as scripts/test-api-postgres.sh does), or null if none is installed. */
async function startPostgres(): Promise<{ url: string; stop: () => void } | null> {
  const versions = existsSync("/usr/lib/postgresql")
    ? readdirSync("/usr/lib/postgresql").sort()
    : [];
  const version = versions.at(-1);
  if (!version) return null;
  const bin = (name: string) => `/usr/lib/postgresql/${version}/bin/${name}`;
  const dir = mkdtempSync(path.join(os.tmpdir(), "petbox-bench-pg-"));
  const asRoot = process.getuid?.() === 0;
  const run = (args: string[]) => {
    const result = asRoot
      ? spawnSync("runuser", ["-u", "postgres", "--", ...args], { stdio: "ignore" })
      : spawnSync(args[0]!, args.slice(1), { stdio: "ignore" });
    if (result.status !== 0) throw new Error(`${args[0]} failed`);
  };
  if (asRoot) spawnSync("chown", ["postgres", dir]);
  let port = 0;
  for (port = 15_432; !(await isPortFree(port)); port += 1);
  run([
    bin("initdb"),
    "-D",
    `${dir}/data`,
    "-U",
    "postgres",
    "--auth=trust",
    "-E",
    "UTF8",
    "--no-sync",
  ]);
  run([
    bin("pg_ctl"),
    "-D",
    `${dir}/data`,
    "-l",
    `${dir}/log`,
    "-w",
    "-o",
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir}`,
    "start",
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run([bin("pg_ctl"), "-D", `${dir}/data`, "-m", "fast", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** A throw-away Auth Emulator and one account on it, for checkout's signed-in customer. */
async function startCustomer(): Promise<{ customer: Customer; stop: () => Promise<void> }> {
  let port = 0;
  do {
    port = 20_000 + Math.floor(Math.random() * 30_000);
  } while (
    !(await Promise.all([port, port + 1, port + 2].map((p) => isPortFree(p)))).every(Boolean)
  );
  const child = startEmulator({ config: emulatorConfigFor(port), quiet: true });
  const stop = () => stopProcess(child, "SIGTERM", 5000);
  try {
    const host = `127.0.0.1:${port}`;
    await waitForHttp(`http://${host}/`, { child, timeoutMs: 120_000 });
    const signUp = async (): Promise<Account> => {
      const answer = await fetch(
        `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`,
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            email: `bench-${randomUUID()}@example.com`,
            password: "Kibble123",
            returnSecureToken: true,
          }),
        },
      );
      if (!answer.ok) throw new Error(`emulator signUp answered ${answer.status}`);
      const { localId, idToken } = (await answer.json()) as { localId: string; idToken: string };
      return { uid: localId, idToken };
    };
    const [first, ...others] = await Promise.all(
      Array.from({ length: CHECKOUT_CUSTOMERS }, signUp),
    );
    return { customer: { ...first!, others, emulatorHost: host }, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

// `--servers N`: one server against N on one PostgreSQL, side by side (./servers.ts, issue 15).
const serversFlag = process.argv.indexOf("--servers");
if (serversFlag !== -1) {
  const servers = Number(process.argv[serversFlag + 1] ?? 2);
  const result = spawnSync(
    process.execPath,
    ["--import", "tsx", path.join(root, "scripts/bench-api/servers.ts"), String(servers)],
    { cwd: root, stdio: "inherit" },
  );
  process.exit(result.status ?? 1);
}

console.log(
  `reviews: ${RATE} requests/s on ${CONNECTIONS} connections (autocannon); checkout and ` +
    `actions: ${CHECKOUT_RATE} and ${ACTIONS_RATE} requests/s evenly spaced; ` +
    `${WARMUP_SECONDS} s of warm-up, then ${SECONDS} s measured; rate limit off\n`,
);
const problems: string[] = [];
const { customer, stop: stopEmulator } = await startCustomer();
try {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "petbox-bench-db-"));
  try {
    problems.push(
      ...(await benchOne(
        "PGlite",
        { DATA_DIR: dataDir, DATABASE_URL: "" },
        customer,
        pgliteOrders(dataDir),
      )),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const cluster = process.env.DATABASE_URL ? null : await startPostgres();
  const url = process.env.DATABASE_URL || cluster?.url;
  if (url) {
    try {
      problems.push(
        ...(await benchOne("PostgreSQL", { DATABASE_URL: url }, customer, postgresOrders(url))),
      );
    } finally {
      cluster?.stop();
    }
  } else {
    console.log("PostgreSQL: not installed and DATABASE_URL not set; skipped.");
  }
} finally {
  await stopEmulator();
}

if (problems.length > 0) {
  console.error(`\n${problems.join("\n")}`);
  process.exit(1);
}
console.log("\nAll within budget.");
