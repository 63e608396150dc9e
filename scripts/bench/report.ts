// The shape of reports/bench.json, and the two helpers every part of the bench uses on it.
import type { ModuleSize, Sizes } from "./bundle";

export const BYTE_TYPES = [
  "Document",
  "Script",
  "Stylesheet",
  "Image",
  "Font",
  "Fetch",
  "Other",
] as const;

export interface PageResult {
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
export interface SignedInResult {
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
export interface BundleReport {
  chunks: ({ file: string } & Sizes)[];
  homeFirstLoad: string[];
  homeFirstLoadGzip: number;
  homeHtmlGzip: number;
  largestModules: ModuleSize[];
}
export interface Report {
  date: string;
  runs: number;
  pages: Record<string, PageResult>;
  signedIn: Record<string, SignedInResult>;
  /** The back office's pages, as the owner sees them (issue 27); absent in older reports. */
  backOffice?: Record<string, SignedInResult & { expectedHeading: string }>;
  /** Subscriptions seeded before measuring (BENCH_SIZE), 0 for the empty shop. */
  size?: number;
  bundle: BundleReport | Record<string, never>;
  misses: string[];
}

// Number(): a score Lighthouse could not give (null) counts as 0, as it always has here.
export const median = (values: (number | null | undefined)[]): number => {
  const sorted = values.map(Number).sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
