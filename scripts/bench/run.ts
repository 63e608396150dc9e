// `npm run bench`: builds the app, starts the shop and the emulator, runs Lighthouse 12 five times
// on each page, prints medians and bundle sizes, writes reports/bench.json, and exits non-zero
// naming every budget it misses. Not part of `npm test` (it takes several minutes).
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import {
  emulatorConfigFor,
  requireFreePorts,
  root,
  startEmulator,
  startShopServer,
  stopProcess,
  waitForHttp,
} from "../lib/services";
import { budgetMisses } from "./budgets";
import { firstLoadChunks, jsChunks, largestModules } from "./bundle";
import { createBenchAccount, measurePage, measureSignedInPage } from "./measure";
import { printReport } from "./print";
import type { BundleReport, Report } from "./report";
import { signedInStorage } from "./sign-in";
import { BENCH_OWNER, backOfficePages, benchCustomer, createBenchOwner } from "./back-office";
import { SIGNED_IN_PAGES } from "./signed-in";
import { startTlsTerminator, type TlsTerminator } from "./tls-terminator";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** `public` (Lighthouse on the open pages), `signed-in` (issue 14), `back-office` (issue 27); all by default. */
const PARTS = new Set((process.env.BENCH_PARTS ?? "public,signed-in,back-office").split(","));
/**
 * Subscriptions seeded into the shop's database before it starts (`npm run shop -- seed`), so the
 * signed-in and back-office pages are measured at the size of a successful shop; 0: empty.
 */
const SIZE = Number(process.env.BENCH_SIZE ?? 50_000);
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3200);
const EMULATOR_PORT = Number(process.env.BENCH_EMULATOR_PORT ?? 9300);
/** The HTTP/2 TLS terminator in front of the shop server, which Lighthouse measures. */
const TLS_PORT = Number(process.env.BENCH_TLS_PORT ?? 3443);
const BUILD_DIR = "build-bench";
const PAGES = [
  { name: "home", path: "/" },
  { name: "login", path: "/login" },
  { name: "register", path: "/register" },
  { name: "newsletter", path: "/subscribe" },
  { name: "not-found", path: "/this-page-does-not-exist" },
];

mkdirSync(path.join(root, "reports"), { recursive: true });
const statsFile = path.join(root, "reports", "bundle-stats.json");

// BENCH_SKIP_BUILD=1 measures the build already in build-bench (e.g. to repeat one part).
console.log(process.env.BENCH_SKIP_BUILD ? "Using the existing build…" : "Building…");
const build = process.env.BENCH_SKIP_BUILD
  ? { status: 0 }
  : spawnSync("npm", ["run", "build"], {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...process.env,
        BUILD_DIR,
        BUNDLE_STATS: statsFile,
        VITE_FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${EMULATOR_PORT}`,
        // Canonical links and the sitemap name the address Lighthouse measures.
        SITE_URL: `https://localhost:${TLS_PORT}`,
      },
    });
if (build.status !== 0) process.exit(1);
const clientDir = path.join(root, BUILD_DIR, "client");
const benchDataDir = path.join(os.tmpdir(), `petbox-bench-db-${APP_PORT}`);
rmSync(benchDataDir, { recursive: true, force: true });

if (SIZE > 0) {
  console.log(`Seeding ${SIZE} subscriptions…`);
  const seeded = spawnSync(
    "npm",
    ["run", "--silent", "shop", "--", "seed", "--subscriptions", String(SIZE), "--seed", "7"],
    {
      cwd: root,
      stdio: ["ignore", "inherit", "inherit"],
      env: { ...process.env, DATA_DIR: benchDataDir, DATABASE_URL: "" },
    },
  );
  if (seeded.status !== 0) process.exit(1);
}

await requireFreePorts([
  { port: APP_PORT, what: "bench shop server" },
  { port: EMULATOR_PORT, what: "bench Auth Emulator" },
  { port: TLS_PORT, what: "bench TLS terminator" },
]);
const emulator = startEmulator({ config: emulatorConfigFor(EMULATOR_PORT), quiet: true });
const server = startShopServer({
  port: APP_PORT,
  buildDir: BUILD_DIR,
  quiet: true,
  // Not NODE_ENV=production: the server rightly refuses the emulator in production mode.
  env: {
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${EMULATOR_PORT}`,
    DATA_DIR: benchDataDir,
    DATABASE_URL: "",
    OWNER_UIDS: BENCH_OWNER.uid,
  },
});
let terminator: TlsTerminator | undefined;
const stopAll = () =>
  Promise.all([stopProcess(server), stopProcess(emulator), terminator?.close()]).then(() =>
    rmSync(benchDataDir, { recursive: true, force: true }),
  );
process.on("SIGINT", () => stopAll().then(() => process.exit(130)));

const report: Report = {
  date: new Date().toISOString(),
  runs: RUNS,
  pages: {},
  signedIn: {},
  backOffice: {},
  size: SIZE,
  bundle: {},
  misses: [],
};
try {
  await waitForHttp(`http://127.0.0.1:${EMULATOR_PORT}/`, { child: emulator });
  await waitForHttp(`http://127.0.0.1:${APP_PORT}/`, { child: server });
  terminator = await startTlsTerminator({ port: TLS_PORT, targetPort: APP_PORT });
  const { origin, chromeFlags } = terminator;

  for (const page of PARTS.has("public") ? PAGES : []) {
    report.pages[page.name] = await measurePage(page, origin, { runs: RUNS, chromeFlags });
  }
  process.stdout.write("\n");

  if (PARTS.has("signed-in")) {
    const account = await createBenchAccount(EMULATOR_PORT);
    const storage = await signedInStorage(origin, account, { chromeFlags });
    // BENCH_SIGNED_IN=cart,pets measures only those (names as in SIGNED_IN_PAGES).
    const only = process.env.BENCH_SIGNED_IN?.split(",");
    for (const page of SIGNED_IN_PAGES.filter((p) => !only || only.includes(p.name))) {
      report.signedIn[page.name] = await measureSignedInPage(page, origin, storage, {
        runs: RUNS,
        chromeFlags,
        clientDir,
      });
    }
    process.stdout.write("\n");
  }

  if (PARTS.has("back-office")) {
    await createBenchOwner(EMULATOR_PORT);
    const storage = await signedInStorage(origin, BENCH_OWNER, { chromeFlags, cart: false });
    const customer = await benchCustomer(
      `http://127.0.0.1:${APP_PORT}`,
      EMULATOR_PORT,
      process.env.BENCH_CUSTOMER_QUERY ?? "example",
    );
    for (const page of backOfficePages(customer)) {
      const measured = await measureSignedInPage(page, origin, storage, {
        runs: RUNS,
        chromeFlags,
        clientDir,
      });
      report.backOffice![page.name] = { ...measured, expectedHeading: String(page.heading) };
    }
    process.stdout.write("\n");
    if (!customer) console.warn("No customer found to open: BENCH_SIZE=0 has none.");
  }
} finally {
  await stopAll();
}

// Bundle composition.
const chunks = jsChunks(clientDir);
const homeChunks = firstLoadChunks(path.join(clientDir, "index.html"));
const homeHtml = readFileSync(path.join(clientDir, "index.html"));
const bundle: BundleReport = {
  chunks,
  homeFirstLoad: homeChunks,
  homeFirstLoadGzip: chunks
    .filter((c) => homeChunks.includes(c.file))
    .reduce((sum, c) => sum + c.gzip, 0),
  homeHtmlGzip: gzipSync(homeHtml, { level: 9 }).length,
  largestModules: largestModules(statsFile, homeChunks),
};
report.bundle = bundle;

report.misses.push(...budgetMisses(report));
printReport(report, bundle);

writeFileSync(path.join(root, "reports", "bench.json"), JSON.stringify(report, null, 2));
console.log("\nReport: reports/bench.json");
if (report.misses.length) {
  console.error(`\nBudgets missed:\n  ${report.misses.join("\n  ")}`);
  process.exit(1);
}
console.log("All budgets met.");
