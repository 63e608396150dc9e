// Runs Lighthouse 12 (mobile preset, simulated throttling) against a URL in Debian's Chromium.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../lib/chromium.mjs";

const FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];

/** One Lighthouse run in a fresh browser, returning the figures we budget. */
export async function runLighthouse(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: FLAGS,
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
    const lhr = result.lhr;
    if (lhr.runtimeError)
      throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    const requests = lhr.audits["network-requests"]?.details?.items ?? [];
    const bytesByType = {};
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
          .filter(
            (ref) =>
              ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1,
          )
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
