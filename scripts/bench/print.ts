// What `npm run bench` prints: the medians of every page, the signed-in pages both ways, the
// home page's bytes by type, and the JS chunks.
import { type BundleReport, kb, type Report, type SignedInResult } from "./report";
import { THROTTLING } from "./signed-in";

export function printReport(report: Report, bundle: BundleReport) {
  const RUNS = report.runs;
  const home = report.pages.home;
  const { chunks, homeFirstLoad: homeChunks } = bundle;
  const pad = (value: string | number, width: number) => String(value).padStart(width);
  console.log("\nMedians of", RUNS, "Lighthouse runs (mobile, simulated throttling):");
  console.log("page        perf  a11y  best   seo   LCP ms  FCP ms  TBT ms    CLS  SI ms  HTML");
  for (const [name, p] of Object.entries(report.pages)) {
    console.log(
      `${name.padEnd(10)} ${pad(p.performance.toFixed(2), 5)} ${pad(p.accessibility.toFixed(2), 5)} ${pad(p.bestPractices.toFixed(2), 5)} ${pad(p.seo.toFixed(2), 5)} ${pad(Math.round(p.lcpMs), 8)} ${pad(Math.round(p.fcpMs), 7)} ${pad(Math.round(p.tbtMs), 7)} ${pad(p.cls.toFixed(3), 6)} ${pad(Math.round(p.speedIndexMs), 6)} ${pad(kb(p.bytesByType.Document), 8)}`,
    );
  }
  printSignedIn("Signed in", report.signedIn, RUNS);
  if (report.backOffice && Object.keys(report.backOffice).length)
    printSignedIn(
      `Back office (${report.size ? `${report.size} subscriptions` : "empty shop"}), owner`,
      report.backOffice,
      RUNS,
    );
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
}

/** One table of signed-in pages (a customer's, or the back office's), measured both ways. */
function printSignedIn(title: string, pages: Record<string, SignedInResult>, RUNS: number) {
  if (!Object.keys(pages).length) return;
  const pad = (value: string | number, width: number) => String(value).padStart(width);
  const ms = (value: number | undefined) =>
    value === undefined ? "" : Number.isFinite(value) ? String(Math.round(value)) : "never";
  console.log(
    `\n${title}, cold, medians of ${RUNS}. Lighthouse with the stored session (mobile, simulated throttling; the budgets):`,
  );
  console.log("page            main ms  LCP ms  FCP ms  TBT ms    CLS  JS gzip  LCP element");
  for (const [name, { lighthouse: p, jsGzipBytes }] of Object.entries(pages)) {
    console.log(
      `${name.padEnd(14)} ${pad(ms(p.mainContentMs), 8)} ${pad(ms(p.lcpMs), 7)} ${pad(ms(p.fcpMs), 7)} ${pad(ms(p.tbtMs), 7)} ${pad(p.cls.toFixed(3), 6)} ${pad(kb(jsGzipBytes), 8)}  ${(p.lcpElement ?? "(none)").slice(0, 60)}`,
    );
  }
  console.log(
    `Playwright + CDP applied throttling (${THROTTLING.latencyMs} ms latency, ${(THROTTLING.downloadKbps / 1024).toFixed(2)} Mbit/s, CPU ${THROTTLING.cpuSlowdown}×; harsher, for reference):`,
  );
  console.log("page            main ms  LCP ms    CLS  Add to Cart  heading");
  for (const [name, { devtools: p, addToCartDialogMs }] of Object.entries(pages)) {
    console.log(
      `${name.padEnd(14)} ${pad(ms(p.mainContentMs), 8)} ${pad(ms(p.lcpMs), 7)} ${pad(p.cls.toFixed(3), 6)} ${pad(ms(addToCartDialogMs), 12)}  ${p.heading ?? "(none)"}`,
    );
  }
}
