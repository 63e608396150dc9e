// Runs Lighthouse 12 (mobile preset, simulated throttling) against a URL in Debian's Chromium.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../lib/chromium";

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
export async function runLighthouse(url: string): Promise<LighthouseRun> {
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
