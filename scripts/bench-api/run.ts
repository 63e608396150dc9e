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
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { root } from "../lib/services";
import { benchOne } from "./bench-one";
import { startCustomer, startPostgres } from "./infra";
import {
  ACTIONS_RATE,
  CHECKOUT_RATE,
  CONNECTIONS,
  RATE,
  SECONDS,
  WARMUP_SECONDS,
} from "./settings";
import { pgliteOrders, postgresOrders } from "./stored";

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

// `--size N`: the same on a database seeded with N subscriptions, and the back office's reads
// at that scale (./scale.ts, issue 27).
if (process.argv.includes("--size")) {
  const result = spawnSync(
    process.execPath,
    ["--import", "tsx", path.join(root, "scripts/bench-api/scale.ts"), ...process.argv.slice(2)],
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
