// Runs Lighthouse 12 (mobile preset, simulated throttling) against a URL in Debian's Chromium.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../lib/chromium";
import { describeLcpGraph, type SavedRun, simulatedLcpGraph } from "./lcp-graph";

const FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];

export interface LighthouseRun {
  /** Category scores from 0 to 1 (null where Lighthouse could not score one). */
  scores: Record<string, number | null>;
  /** `category:audit` for every weighted audit that scored below 1. */
  failedAudits: string[];
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  totalBytes: number;
  bytesByType: Record<string, number>;
}

/** The fields of the `network-requests` audit's rows that are read. */
interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

/** One Lighthouse run in a fresh browser, returning the figures we budget. */
export async function runLighthouse(
  url: string,
  { chromeFlags = [] }: { chromeFlags?: string[] } = {},
): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...FLAGS, ...chromeFlags],
    logLevel: "silent",
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      // The not-found page answers 404 on purpose; measure it anyway.
      ignoreStatusCode: true,
    });
    if (!result) throw new Error(`${url}: Lighthouse returned no result`);
    const lhr = result.lhr;
    if (lhr.runtimeError)
      throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const details = lhr.audits["network-requests"]?.details as
      { items?: NetworkRequest[] } | undefined;
    const requests = details?.items ?? [];
    const bytesByType: Record<string, number> = {};
    for (const request of requests) {
      const type = request.resourceType ?? "Other";
      bytesByType[type] = (bytesByType[type] ?? 0) + (request.transferSize ?? 0);
    }
    return {
      scores: Object.fromEntries(
        Object.entries(lhr.categories).map(([id, category]) => [id, category.score]),
      ),
      failedAudits: Object.values(lhr.categories).flatMap((category) =>
        category.auditRefs
          .filter((ref) => {
            const score = lhr.audits[ref.id]?.score;
            return ref.weight > 0 && score !== null && score !== undefined && score < 1;
          })
          .map((ref) => `${category.id}:${ref.id}`),
      ),
      lcp: audit("largest-contentful-paint"),
      fcp: audit("first-contentful-paint"),
      tbt: audit("total-blocking-time"),
      cls: audit("cumulative-layout-shift"),
      speedIndex: audit("speed-index"),
      totalBytes: audit("total-byte-weight"),
      bytesByType,
    };
  } finally {
    await chrome.kill();
  }
}

/** Browser storage as Playwright's `storageState()` returns it. */
export interface StoredSession {
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
}

export interface SignedInLighthouseRun {
  lcp: number;
  cls: number;
  tbt: number;
  fcp: number;
  /** Transfer sizes of the scripts, as Lighthouse saw them. */
  scriptBytes: number;
  scripts: string[];
  /** The markup of the last LCP candidate, and whether it is in the main content (not a spinner). */
  lcpElement: string | null;
  lcpInMain: boolean;
}

/**
 * One Lighthouse run (mobile preset, simulated throttling, as for the open pages) of a page
 * opened by a customer whose session is stored in the browser: a fresh profile gets the stored
 * session's localStorage (the Firebase session and the cart) and nothing else, so the load is
 * cold, and Lighthouse is told to keep that storage (`disableStorageReset`).
 */
export async function runLighthouseSignedIn(
  url: string,
  session: StoredSession,
  { chromeFlags = [] }: { chromeFlags?: string[] } = {},
): Promise<SignedInLighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...FLAGS, ...chromeFlags],
    logLevel: "silent",
  });
  try {
    const origin = new URL(url).origin;
    const stored = session.origins.find((entry) => entry.origin === origin)?.localStorage ?? [];
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    // robots.txt: a document of the origin that runs none of the shop's scripts.
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate((entries) => {
      for (const { name, value } of entries) localStorage.setItem(name, value);
    }, stored);

    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
        disableStorageReset: true,
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`${url}: Lighthouse returned no result`);
    const lhr = result.lhr;
    if (lhr.runtimeError)
      throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    // BENCH_LHR_DIR=path keeps each signed-in run's whole report, its trace (which Chrome's
    // DevTools opens), what its simulated LCP waited for (lcp-graph.ts) and what Lantern needs to
    // simulate it again without some of its requests (lcp-what-if.ts), to see where the time goes.
    if (process.env.BENCH_LHR_DIR) {
      mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
      const name = `${new URL(url).pathname.replaceAll("/", "_")}-${Date.now()}`;
      const file = (suffix: string) => path.join(process.env.BENCH_LHR_DIR!, `${name}${suffix}`);
      const { Trace, DevtoolsLog, GatherContext, URL: urls } = result.artifacts;
      const run: SavedRun = {
        Trace,
        DevtoolsLog,
        GatherContext,
        URL: urls,
        settings: lhr.configSettings,
      };
      writeFileSync(file(".json"), JSON.stringify(lhr));
      writeFileSync(file(".trace.json"), JSON.stringify(Trace));
      writeFileSync(file(".lantern.json"), JSON.stringify({ ...run, Trace: undefined }));
      writeFileSync(file(".lcp.txt"), describeLcpGraph(await simulatedLcpGraph(run)));
    }
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const requests =
      (lhr.audits["network-requests"]?.details as { items?: (NetworkRequest & { url: string })[] })
        ?.items ?? [];
    const scripts = requests.filter((r) => r.resourceType === "Script");
    // Lighthouse's own LCP-element audit fails with Debian's Chromium (its trace gatherer), so
    // the page Lighthouse leaves open is asked: which element was the last LCP candidate, and is
    // it the page's main content (inside <main>, not a loading status)?
    const lcp = page.url().startsWith(url)
      ? await page
          .evaluate(
            () =>
              new Promise<{ element: string; inMain: boolean } | null>((resolve) => {
                new PerformanceObserver((list) => {
                  const entry = list.getEntries().at(-1) as
                    (PerformanceEntry & { element: Element | null }) | undefined;
                  const element = entry?.element;
                  if (!element) return resolve(null);
                  resolve({
                    element: element.outerHTML.slice(0, 120),
                    inMain: !!element.closest("main") && !element.closest('[role="status"]'),
                  });
                }).observe({ type: "largest-contentful-paint", buffered: true });
                setTimeout(() => resolve(null), 2000);
              }),
          )
          .catch(() => null)
      : null;
    await browser.disconnect();
    return {
      lcp: audit("largest-contentful-paint"),
      fcp: audit("first-contentful-paint"),
      tbt: audit("total-blocking-time"),
      cls: audit("cumulative-layout-shift"),
      scriptBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
      scripts: scripts.map((r) => new URL(r.url).pathname),
      lcpElement: lcp?.element ?? null,
      lcpInMain: lcp?.inMain ?? false,
    };
  } finally {
    await chrome.kill();
  }
}
