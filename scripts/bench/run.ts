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
import { firstLoadChunks, jsChunks, largestModules, type ModuleSize, type Sizes } from "./bundle";
import {
  type LighthouseRun,
  runLighthouse,
  runLighthouseSignedIn,
  type SignedInLighthouseRun,
} from "./lighthouse";
import {
  gzipBytes,
  runSignedIn,
  SIGNED_IN_BUDGET,
  SIGNED_IN_PAGES,
  type SignedInRun,
  signedInStorage,
  THROTTLING,
} from "./signed-in";
import { startTlsTerminator, type TlsTerminator } from "./tls-terminator";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** `public` (Lighthouse on the open pages), `signed-in` (issue 14), or both (the default). */
const PARTS = new Set((process.env.BENCH_PARTS ?? "public,signed-in").split(","));
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
const BUDGET = {
  performance: 0.95,
  otherCategories: 1,
  lcpMs: 1800,
  tbtMs: 100,
  cls: 0.02,
  homeJsBytes: 120 * 1024,
  entryHtmlBytes: 14 * 1024,
  homeTotalBytes: 400 * 1024,
};
// A real not-found page answers 404. Lighthouse marks that twice: the SEO audit
// `http-status-code` fails any 4xx, and Chrome logs the 404 of the document itself as a console
// error (`errors-in-console`; our e2e tests show it is the only one). We keep the honest status
// code (docs/decisions/007-performance.md); any other failed audit still counts.
const EXPECTED_FAILURES: Record<string, string[]> = {
  "not-found": ["seo:http-status-code", "best-practices:errors-in-console"],
};

// Number(): a score Lighthouse could not give (null) counts as 0, as it always has here.
const median = (values: (number | null | undefined)[]): number => {
  const sorted = values.map(Number).sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is taken again. */
async function withRetry<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`\n${(error as Error).message} — running it again`);
    }
  }
}

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
  },
});
let terminator: TlsTerminator | undefined;
const stopAll = () =>
  Promise.all([stopProcess(server), stopProcess(emulator), terminator?.close()]).then(() =>
    rmSync(benchDataDir, { recursive: true, force: true }),
  );
process.on("SIGINT", () => stopAll().then(() => process.exit(130)));

const BYTE_TYPES = ["Document", "Script", "Stylesheet", "Image", "Font", "Fetch", "Other"] as const;

interface PageResult {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  totalBytes: number;
  bytesByType: Record<(typeof BYTE_TYPES)[number], number>;
  failedAudits: string[];
}
/**
 * A signed-in page, measured two ways (decision 007): Lighthouse with the stored session (its
 * mobile preset and simulated throttling, as the open pages: the budgets' method), and Playwright
 * with the same profile applied through the DevTools protocol (harsher; reported beside it).
 */
interface SignedInResult {
  path: string;
  lighthouse: {
    /** LCP, when the LCP element is part of the page's main content; otherwise never. */
    mainContentMs: number;
    lcpMs: number;
    fcpMs: number;
    tbtMs: number;
    cls: number;
    /** The LCP element in the median run, so a report shows what was measured. */
    lcpElement: string | null;
  };
  devtools: {
    /** The heading taken as the page's main content in the median run (what the page showed). */
    heading: string | null;
    mainContentMs: number;
    lcpMs: number;
    cls: number;
  };
  /** Gzip size of the scripts Lighthouse saw the page load. */
  jsGzipBytes: number;
  addToCartDialogMs?: number;
}
interface BundleReport {
  chunks: ({ file: string } & Sizes)[];
  homeFirstLoad: string[];
  homeFirstLoadGzip: number;
  homeHtmlGzip: number;
  largestModules: ModuleSize[];
}
interface Report {
  date: string;
  runs: number;
  pages: Record<string, PageResult>;
  signedIn: Record<string, SignedInResult>;
  bundle: BundleReport | Record<string, never>;
  misses: string[];
}
const report: Report = {
  date: new Date().toISOString(),
  runs: RUNS,
  pages: {},
  signedIn: {},
  bundle: {},
  misses: [],
};
try {
  await waitForHttp(`http://127.0.0.1:${EMULATOR_PORT}/`, { child: emulator });
  await waitForHttp(`http://127.0.0.1:${APP_PORT}/`, { child: server });
  terminator = await startTlsTerminator({ port: TLS_PORT, targetPort: APP_PORT });
  const { origin, chromeFlags } = terminator;

  for (const page of PARTS.has("public") ? PAGES : []) {
    const url = `${origin}${page.path}`;
    const runs: LighthouseRun[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      process.stdout.write(`\rLighthouse ${page.path} run ${i + 1}/${RUNS}…   `);
      runs.push(await withRetry(() => runLighthouse(url, { chromeFlags })));
    }
    const pick = (fn: (run: LighthouseRun) => number | null | undefined) => median(runs.map(fn));
    const result = {
      performance: pick((r) => r.scores.performance),
      accessibility: pick((r) => r.scores.accessibility),
      bestPractices: pick((r) => r.scores["best-practices"]),
      seo: pick((r) => r.scores.seo),
      lcpMs: pick((r) => r.lcp),
      fcpMs: pick((r) => r.fcp),
      tbtMs: pick((r) => r.tbt),
      cls: pick((r) => r.cls),
      speedIndexMs: pick((r) => r.speedIndex),
      totalBytes: pick((r) => r.totalBytes),
      bytesByType: Object.fromEntries(
        BYTE_TYPES.map((type) => [type, pick((r) => r.bytesByType[type] ?? 0)]),
      ) as PageResult["bytesByType"],
      failedAudits: [...new Set(runs.flatMap((r) => r.failedAudits))],
    };
    report.pages[page.name] = { path: page.path, ...result };
  }
  process.stdout.write("\n");

  if (PARTS.has("signed-in")) {
    const password = "Kibble123";
    const email = `bench-${Date.now().toString(36)}@example.com`;
    const signUp = await fetch(
      `http://127.0.0.1:${EMULATOR_PORT}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`,
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password, displayName: "Bench Customer" }),
      },
    );
    if (!signUp.ok) throw new Error(`bench account: ${signUp.status} ${await signUp.text()}`);
    const storage = await signedInStorage(origin, { email, password }, { chromeFlags });
    // BENCH_SIGNED_IN=cart,pets measures only those (names as in SIGNED_IN_PAGES).
    const only = process.env.BENCH_SIGNED_IN?.split(",");
    for (const page of SIGNED_IN_PAGES.filter((p) => !only || only.includes(p.name))) {
      const lighthouseRuns: SignedInLighthouseRun[] = [];
      const devtoolsRuns: SignedInRun[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        process.stdout.write(`\rSigned in ${page.path} run ${i + 1}/${RUNS}…   `);
        lighthouseRuns.push(
          await withRetry(() =>
            runLighthouseSignedIn(`${origin}${page.path}`, storage, { chromeFlags }),
          ),
        );
        devtoolsRuns.push(
          await withRetry(() =>
            runSignedIn(origin, page.path, storage, {
              addToCart: page.name === "box",
              chromeFlags,
            }),
          ),
        );
      }
      // A page whose main content never showed counts as never (Infinity), not as fast.
      const pickOf =
        <T>(runs: T[]) =>
        (fn: (run: T) => number | null | undefined) =>
          median(runs.map((run) => fn(run) ?? Infinity));
      const lh = pickOf(lighthouseRuns);
      const dt = pickOf(devtoolsRuns);
      const lcpMs = lh((r) => r.lcp);
      const mainContentMs = dt((r) => r.mainContentMs);
      report.signedIn[page.name] = {
        path: page.path,
        lighthouse: {
          mainContentMs: lh((r) => (r.lcpInMain ? r.lcp : Infinity)),
          lcpMs,
          fcpMs: lh((r) => r.fcp),
          tbtMs: lh((r) => r.tbt),
          cls: lh((r) => r.cls),
          lcpElement: (lighthouseRuns.find((r) => r.lcp === lcpMs) ?? lighthouseRuns[0]!)
            .lcpElement,
        },
        devtools: {
          heading: (devtoolsRuns.find((r) => r.mainContentMs === mainContentMs) ?? devtoolsRuns[0]!)
            .heading,
          mainContentMs,
          lcpMs: dt((r) => r.lcpMs),
          cls: dt((r) => r.cls),
        },
        jsGzipBytes: lh((r) => gzipBytes(clientDir, r.scripts)),
        ...(page.name === "box" ? { addToCartDialogMs: dt((r) => r.addToCartDialogMs) } : {}),
      };
    }
    process.stdout.write("\n");
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

// Budgets.
const miss = (what: string) => report.misses.push(what);
for (const [name, page] of Object.entries(report.pages)) {
  const expected = EXPECTED_FAILURES[name] ?? [];
  const unexpected = page.failedAudits.filter((audit) => !expected.includes(audit));
  if (page.performance < BUDGET.performance)
    miss(`${name}: performance ${page.performance} < ${BUDGET.performance}`);
  for (const category of ["accessibility", "bestPractices", "seo"] as const) {
    const categoryId = category === "bestPractices" ? "best-practices" : category;
    const excused = expected.some((audit) => audit.startsWith(`${categoryId}:`));
    if (
      page[category] < BUDGET.otherCategories &&
      !(excused && !unexpected.some((a) => a.startsWith(`${categoryId}:`)))
    ) {
      miss(
        `${name}: ${category} ${page[category]} < 1 (${page.failedAudits.filter((a) => a.startsWith(categoryId)).join(", ")})`,
      );
    }
  }
  if (page.lcpMs > BUDGET.lcpMs)
    miss(`${name}: LCP ${Math.round(page.lcpMs)} ms > ${BUDGET.lcpMs} ms`);
  if (page.tbtMs > BUDGET.tbtMs)
    miss(`${name}: TBT ${Math.round(page.tbtMs)} ms > ${BUDGET.tbtMs} ms`);
  if (page.cls > BUDGET.cls) miss(`${name}: CLS ${page.cls.toFixed(3)} > ${BUDGET.cls}`);
  if (page.bytesByType.Document > BUDGET.entryHtmlBytes)
    miss(`${name}: HTML ${kb(page.bytesByType.Document)} > 14 KB`);
}
for (const [name, { lighthouse: page, ...signedIn }] of Object.entries(report.signedIn)) {
  const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : "never");
  if (!(page.mainContentMs <= SIGNED_IN_BUDGET.mainContentMs))
    miss(`signed in ${name}: main content ${ms(page.mainContentMs)} > 2000 ms`);
  if (!(page.lcpMs <= SIGNED_IN_BUDGET.lcpMs))
    miss(`signed in ${name}: LCP ${ms(page.lcpMs)} > 2000 ms`);
  if (signedIn.jsGzipBytes > SIGNED_IN_BUDGET.jsGzipBytes)
    miss(`signed in ${name}: JavaScript ${kb(signedIn.jsGzipBytes)} gzip > 150 KB`);
  if (page.cls > SIGNED_IN_BUDGET.cls) miss(`signed in ${name}: CLS ${page.cls.toFixed(3)} > 0.02`);
  const { addToCartDialogMs } = signedIn;
  if (addToCartDialogMs !== undefined && !(addToCartDialogMs <= SIGNED_IN_BUDGET.addToCartDialogMs))
    miss(`signed in ${name}: Add to Cart dialog ${ms(addToCartDialogMs)} > 100 ms`);
}
const home = report.pages.home;
if (home && home.bytesByType.Script > BUDGET.homeJsBytes)
  miss(`home: JavaScript ${kb(home.bytesByType.Script)} > 120 KB`);
if (home && home.totalBytes > BUDGET.homeTotalBytes)
  miss(`home: total ${kb(home.totalBytes)} > 400 KB`);

// Print.
const pad = (value: string | number, width: number) => String(value).padStart(width);
console.log("\nMedians of", RUNS, "Lighthouse runs (mobile, simulated throttling):");
console.log("page        perf  a11y  best   seo   LCP ms  FCP ms  TBT ms    CLS  SI ms  HTML");
for (const [name, p] of Object.entries(report.pages)) {
  console.log(
    `${name.padEnd(10)} ${pad(p.performance.toFixed(2), 5)} ${pad(p.accessibility.toFixed(2), 5)} ${pad(p.bestPractices.toFixed(2), 5)} ${pad(p.seo.toFixed(2), 5)} ${pad(Math.round(p.lcpMs), 8)} ${pad(Math.round(p.fcpMs), 7)} ${pad(Math.round(p.tbtMs), 7)} ${pad(p.cls.toFixed(3), 6)} ${pad(Math.round(p.speedIndexMs), 6)} ${pad(kb(p.bytesByType.Document), 8)}`,
  );
}
if (Object.keys(report.signedIn).length) {
  const ms = (value: number | undefined) =>
    value === undefined ? "" : Number.isFinite(value) ? String(Math.round(value)) : "never";
  console.log(
    `\nSigned in, cold, medians of ${RUNS}. Lighthouse with the stored session (mobile, simulated throttling; the budgets):`,
  );
  console.log("page            main ms  LCP ms  FCP ms  TBT ms    CLS  JS gzip  LCP element");
  for (const [name, { lighthouse: p, jsGzipBytes }] of Object.entries(report.signedIn)) {
    console.log(
      `${name.padEnd(14)} ${pad(ms(p.mainContentMs), 8)} ${pad(ms(p.lcpMs), 7)} ${pad(ms(p.fcpMs), 7)} ${pad(ms(p.tbtMs), 7)} ${pad(p.cls.toFixed(3), 6)} ${pad(kb(jsGzipBytes), 8)}  ${(p.lcpElement ?? "(none)").slice(0, 60)}`,
    );
  }
  console.log(
    `Playwright + CDP applied throttling (${THROTTLING.latencyMs} ms latency, ${(THROTTLING.downloadKbps / 1024).toFixed(2)} Mbit/s, CPU ${THROTTLING.cpuSlowdown}×; harsher, for reference):`,
  );
  console.log("page            main ms  LCP ms    CLS  Add to Cart  heading");
  for (const [name, { devtools: p, addToCartDialogMs }] of Object.entries(report.signedIn)) {
    console.log(
      `${name.padEnd(14)} ${pad(ms(p.mainContentMs), 8)} ${pad(ms(p.lcpMs), 7)} ${pad(p.cls.toFixed(3), 6)} ${pad(ms(addToCartDialogMs), 12)}  ${p.heading ?? "(none)"}`,
    );
  }
}
if (home) {
  console.log("\nBytes transferred on the first load of / by type:");
  for (const [type, bytes] of Object.entries(home.bytesByType))
    if (bytes) console.log(`  ${type.padEnd(11)} ${kb(bytes)}`);
  console.log(`  ${"all".padEnd(11)} ${kb(home.totalBytes)}`);
}
console.log(`\nJS chunks (gzip / brotli), ${homeChunks.length} loaded first by /:`);
for (const chunk of chunks) {
  console.log(
    `  ${homeChunks.includes(chunk.file) ? "*" : " "} ${chunk.file.padEnd(48)} ${pad(kb(chunk.gzip), 9)} ${pad(kb(chunk.brotli), 9)}`,
  );
}
console.log(
  `  first load of / (gzip): ${kb(bundle.homeFirstLoadGzip)}; entry HTML (gzip): ${kb(bundle.homeHtmlGzip)}`,
);
console.log("\nLargest modules in the first-load JS of / (gzip):");
for (const m of bundle.largestModules) console.log(`  ${kb(m.gzip).padStart(9)}  ${m.module}`);

writeFileSync(path.join(root, "reports", "bench.json"), JSON.stringify(report, null, 2));
console.log("\nReport: reports/bench.json");
if (report.misses.length) {
  console.error(`\nBudgets missed:\n  ${report.misses.join("\n  ")}`);
  process.exit(1);
}
console.log("All budgets met.");
