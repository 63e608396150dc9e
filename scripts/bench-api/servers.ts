// `npm run bench:api -- --servers 2` (issue 15, decision 154): reads and writes on one PostgreSQL,
// served by one shop server and then by N, each time behind the same round-robin proxy
// (scripts/cluster/proxy.ts, in its own process), side by side in one run. Each run sends as many
// requests as the servers answer (closed loop, CONNECTIONS at once) for SECONDS after a warm-up,
// and reports answers per second and p50/p99 latency; every 2xx write is checked to be stored.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
// @ts-expect-error autocannon ships no types
import autocannon from "autocannon";
import { count, eq } from "drizzle-orm";
import { parseFirebaseSettings } from "../../shared/firebase-settings";
import { reviews } from "../../server/db/schema";
import { freshDatabase } from "../../server/test-support/database";
import { root, stopProcess, waitForHttp } from "../lib/services";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const CONNECTIONS = 20;
/** Rounds of "1 server, then N": interleaved, so a busy neighbour on the machine hits both. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

interface Result {
  rate: number;
  p50: number;
  p99: number;
  ok: number;
  other: number;
  errors: number;
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

function cannon(options: Record<string, unknown>, seconds: number): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      { connections: CONNECTIONS, duration: seconds, ...options },
      (
        error: Error | null,
        r: {
          requests: { average: number };
          latency: { p50: number; p99: number };
          "2xx": number;
          non2xx: number;
          errors: number;
          timeouts: number;
        },
      ) => {
        if (error) return reject(error);
        resolve({
          rate: r.requests.average,
          p50: r.latency.p50,
          p99: r.latency.p99,
          ok: r["2xx"],
          other: r.non2xx,
          errors: r.errors + r.timeouts,
        });
      },
    );
  });
}

async function measure(options: Record<string, unknown>) {
  await cannon(options, WARMUP_SECONDS);
  return cannon(options, SECONDS);
}

export async function benchServers(servers: number): Promise<number> {
  const store = await freshDatabase();
  const url = store.options.url!;
  const buildDir = mkdtempSync(path.join(os.tmpdir(), "petbox-bench-build-"));
  writeFileSync(
    path.join(buildDir, "firebase-settings.json"),
    JSON.stringify(parseFirebaseSettings({})),
  );
  const children: ChildProcess[] = [];
  const problems: string[] = [];
  const rows: string[] = [];
  const measured: Record<number, { get: Result[]; post: Result[] }> = {};
  try {
    const ports: number[] = [];
    for (let i = 0; i < servers; i += 1) ports.push(await freePort());
    for (const port of ports) {
      const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
        cwd: root,
        stdio: ["ignore", "ignore", "inherit"],
        env: {
          ...process.env,
          PORT: String(port),
          HOST: "127.0.0.1",
          DATABASE_URL: url,
          BUILD_DIR: buildDir,
          CATALOGUE_FILE: path.join(root, "public/catDog.json"),
          PLANS_FILE: path.join(root, "public/plans.json"),
          RATE_LIMIT_WRITES: "0",
          TRUST_PROXY: "1",
          SMTP_URL: "",
          STRIPE_SECRET_KEY: "",
          STRIPE_WEBHOOK_SECRET: "",
          FIREBASE_AUTH_EMULATOR_HOST: "",
          LOG_FORMAT: "json",
        },
      });
      children.push(child);
      await waitForHttp(`http://127.0.0.1:${port}/api/health`, { child, timeoutMs: 60_000 });
    }
    const base0 = `http://127.0.0.1:${ports[0]}`;
    for (let i = 0; i < 50; i += 1) {
      await fetch(`${base0}/api/boxes/1/reviews`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ text: `Seed review ${i}`, rating: (i % 5) + 1 }),
      });
    }

    const order = Array.from({ length: ROUNDS }, () => [...new Set([1, servers])]).flat();
    for (const n of order) {
      const proxy = spawn(
        process.execPath,
        ["--import", "tsx", "scripts/cluster/proxy-main.ts", ...ports.slice(0, n).map(String)],
        { cwd: root, stdio: ["ignore", "pipe", "inherit"] },
      );
      children.push(proxy);
      const proxyUrl = await new Promise<string>((resolve, reject) => {
        proxy.stdout!.setEncoding("utf8");
        proxy.stdout!.on("data", (chunk: string) => {
          const match = /proxy (\S+)/.exec(chunk);
          if (match) resolve(match[1]!);
        });
        proxy.once("exit", () => reject(new Error("the proxy exited")));
      });
      const get = await measure({ url: `${proxyUrl}/api/boxes/1/reviews` });
      const before = await store.database.use("bench.count", (db) =>
        db.select({ n: count() }).from(reviews).where(eq(reviews.boxId, "9")),
      );
      const post = await measure({
        url: `${proxyUrl}/api/boxes/9/reviews`,
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ text: "Benchmark review: lovely box, happy cat.", rating: 5 }),
      });
      const after = await store.database.use("bench.count", (db) =>
        db.select({ n: count() }).from(reviews).where(eq(reviews.boxId, "9")),
      );
      // Both runs (warm-up and measured) wrote; every 2xx of the measured one must be stored.
      const stored = (after[0]?.n ?? 0) - (before[0]?.n ?? 0);
      if (stored < post.ok)
        problems.push(`${n} servers: ${post.ok} writes answered 2xx, ${stored} stored`);
      for (const [name, r] of [
        ["GET", get],
        ["POST", post],
      ] as const) {
        if (r.other + r.errors > 0)
          problems.push(`${n} servers ${name}: ${r.other + r.errors} failures`);
        rows.push(
          `${`${n} server${n === 1 ? "" : "s"}`.padEnd(10)} ${name.padEnd(5)} ` +
            `${r.rate.toFixed(0).padStart(6)} req/s  p50 ${String(r.p50).padStart(4)} ms  ` +
            `p99 ${String(r.p99).padStart(4)} ms  2xx ${r.ok}  other ${r.other}  errors ${r.errors}`,
        );
      }
      measured[n] ??= { get: [], post: [] };
      measured[n].get.push(get);
      measured[n].post.push(post);
      await stopProcess(proxy, "SIGTERM");
    }
  } finally {
    await Promise.all(children.map((child) => stopProcess(child, "SIGTERM")));
    await store.drop();
    rmSync(buildDir, { recursive: true, force: true });
  }

  console.log(
    `${CONNECTIONS} connections, as fast as answered, ${WARMUP_SECONDS} s warm-up then ${SECONDS} s ` +
      `measured, through the round-robin proxy; PostgreSQL; ${os.cpus().length} cores\n`,
  );
  for (const row of rows) console.log(row);
  const one = measured[1];
  const many = measured[servers];
  if (one && many && servers > 1) {
    const rate = (results: Result[]) => results.reduce((sum, r) => sum + r.rate, 0);
    const p99 = (results: Result[]) => Math.max(...results.map((r) => r.p99));
    const ratio = (a: Result[], b: Result[]) => (rate(a) / rate(b)).toFixed(2);
    console.log(
      `\n${servers} servers vs 1 over ${ROUNDS} rounds: GET ×${ratio(many.get, one.get)} throughput ` +
        `(worst p99 ${p99(one.get)} → ${p99(many.get)} ms), POST ×${ratio(many.post, one.post)} ` +
        `(worst p99 ${p99(one.post)} → ${p99(many.post)} ms); load average ${os.loadavg()[0]!.toFixed(1)}`,
    );
  }
  if (problems.length > 0) {
    console.error(`\n${problems.join("\n")}`);
    return 1;
  }
  return 0;
}

// Run directly (by run.ts with --servers): on DATABASE_URL, or on a throw-away PostgreSQL.
if (import.meta.url === `file://${process.argv[1]}`) {
  const servers = Number(process.argv[2] ?? 2);
  if (process.env.DATABASE_URL) {
    process.exit(await benchServers(servers));
  } else {
    const result = spawnSync(
      path.join(root, "scripts/with-postgres.sh"),
      [process.execPath, "--import", "tsx", process.argv[1]!, String(servers)],
      { cwd: root, stdio: "inherit" },
    );
    process.exit(result.status ?? 1);
  }
}
