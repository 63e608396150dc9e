// `npm run bench:api`: the shop API under a fixed request rate on loopback, once with the embedded
// PGlite and once with PostgreSQL (a throw-away cluster, or DATABASE_URL if set). Prints requests
// per second and p50/p99 latency for GET and POST reviews, and checks that the stored reviews
// equal the 2xx answers. Budget: GET p99 under 50 ms at 300 requests per second.
//
// Each run opens its connections, sends WARMUP_SECONDS of requests at the same rate, then measures
// SECONDS more on the same connections: a running shop is warm (JIT-compiled code, open keep-alive
// connections), and the start-up of a fresh process or a burst of 20 new connections is not the
// steady state the budget is about. Latencies are recorded per answer and corrected for
// coordinated omission with each connection's real interval (see ./latency.ts, decision 046).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
// @ts-expect-error autocannon ships no types
import autocannon from "autocannon";
import { isPortFree, root, stopProcess, waitForHttp } from "../lib/services";
import { correctedPercentiles, type Percentiles } from "./latency";

const RATE = Number(process.env.BENCH_RATE ?? 300);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const CONNECTIONS = 20;
const GET_P99_BUDGET_MS = 50;
const PORT = Number(process.env.BENCH_PORT ?? 3149);

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

function cannon(options: Record<string, unknown>): Promise<Measured> {
  const startedAt = performance.now();
  const measureFrom = startedAt + WARMUP_SECONDS * 1000;
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        connections: CONNECTIONS,
        // A fixed number of requests (not a duration), so every answer is counted: with a
        // duration, requests still in flight at the end are stored but not counted.
        amount: RATE * (WARMUP_SECONDS + SECONDS),
        overallRate: RATE,
        ...options,
      },
      (error: Error | null, summary: Summary) => {
        if (error) return reject(error);
        try {
          resolve({
            ...summary,
            rate: latencies.length / SECONDS,
            // autocannon spreads the rate evenly over the connections.
            latency: correctedPercentiles(latencies, (1000 * CONNECTIONS) / RATE),
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

async function benchOne(label: string, env: Record<string, string>) {
  if (!(await isPortFree(PORT))) throw new Error(`port ${PORT} is in use (BENCH_PORT moves it)`);
  const server: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", RATE_LIMIT_WRITES: "0", ...env },
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
    const line = (name: string, r: Measured) =>
      `${label.padEnd(10)} ${name.padEnd(5)} ${r.rate.toFixed(0).padStart(5)} req/s  ` +
      `p50 ${r.latency.p50.toFixed(0).padStart(4)} ms  p99 ${r.latency.p99.toFixed(0).padStart(4)} ms  ` +
      `max ${r.latency.max.toFixed(0).padStart(4)} ms  measured ${r.latency.samples} ` +
      `(+${r.latency.added} hidden)  2xx ${r["2xx"]}  other ${r.non2xx}  errors ${r.errors + r.timeouts}`;
    console.log(line("GET", get));
    console.log(`${line("GET", older)}  (older page, not cached: for comparison)`);
    console.log(line("POST", post));
    const problems: string[] = [];
    if (stored !== post["2xx"])
      problems.push(`stored ${stored} reviews but answered 2xx ${post["2xx"]} times`);
    if (get.latency.p99 >= GET_P99_BUDGET_MS)
      problems.push(`GET p99 ${get.latency.p99} ms is over ${GET_P99_BUDGET_MS} ms`);
    for (const r of [get, older]) {
      if (r.non2xx + r.errors + r.timeouts > 0) problems.push("GET had failures");
    }
    console.log(
      `${label.padEnd(10)} stored rows ${stored} = POST 2xx ${post["2xx"]}: ${stored === post["2xx"] ? "yes" : "NO"}`,
    );
    return problems.map((p) => `${label}: ${p}`);
  } finally {
    await stopProcess(server, "SIGTERM");
  }
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

console.log(
  `${RATE} requests/s on ${CONNECTIONS} connections for ${WARMUP_SECONDS} s of warm-up, then ` +
    `${SECONDS} s measured; rate limit off\n`,
);
const problems: string[] = [];
const dataDir = mkdtempSync(path.join(os.tmpdir(), "petbox-bench-db-"));
try {
  problems.push(...(await benchOne("PGlite", { DATA_DIR: dataDir, DATABASE_URL: "" })));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const cluster = process.env.DATABASE_URL ? null : await startPostgres();
const url = process.env.DATABASE_URL || cluster?.url;
if (url) {
  try {
    problems.push(...(await benchOne("PostgreSQL", { DATABASE_URL: url })));
  } finally {
    cluster?.stop();
  }
} else {
  console.log("PostgreSQL: not installed and DATABASE_URL not set; skipped.");
}

if (problems.length > 0) {
  console.error(`\n${problems.join("\n")}`);
  process.exit(1);
}
console.log("\nAll within budget.");
