// The signed-in part of `npm run bench` (issue 14, docs/decisions/007-performance.md): a customer
// whose session is stored in the browser opens the pages where people buy, each cold (a new
// browser context: empty cache, the stored session and cart only), in Debian's Chromium driven
// by Playwright, throttled through the DevTools protocol as Lighthouse's mobile profile is
// (its "devtools" throttling of slow 4G, and 4× CPU), on Lighthouse's phone screen.
import { type BrowserContext, chromium, type Page } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../lib/chromium";

/**
 * Lighthouse 12's mobileSlow4G as applied with DevTools throttling: 150 ms RTT × 3.75 request
 * latency, 1.6 Mbit/s × 0.9 down, 750 kbit/s × 0.9 up; CPU 4× slower. The moto g power screen.
 */
export const THROTTLING = {
  latencyMs: 562.5,
  downloadKbps: 1474.56,
  uploadKbps: 607.5,
  cpuSlowdown: 4,
} as const;
const SCREEN = { width: 412, height: 823, deviceScaleFactor: 1.75 };
const USER_AGENT =
  "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36";

export const SIGNED_IN_PAGES = [
  { name: "box", path: "/boxcarddetails/1" },
  { name: "cart", path: "/cart" },
  { name: "checkout", path: "/checkout" },
  { name: "pets", path: "/pets" },
  { name: "subscriptions", path: "/account/subscriptions" },
] as const;

export const SIGNED_IN_BUDGET = {
  mainContentMs: 2000,
  lcpMs: 2000,
  jsGzipBytes: 150 * 1024,
  cls: 0.02,
  addToCartDialogMs: 100,
};

/**
 * The page's main content is its <h1> inside <main> (or an element marked `data-main-content`),
 * shown: spinners have no heading, and every screen names itself with one. Looked for on every
 * animation frame, so the time is that of the first frame it is in the document and visible.
 */
const MARKER = "main h1, [data-main-content]";

export interface SignedInRun {
  mainContentMs: number | null;
  /** The text of the heading found, so a report shows an error page for what it is. */
  heading: string | null;
  lcpMs: number | null;
  cls: number;
  addToCartDialogMs?: number | null;
}

/** Runs in the page before its own scripts: records LCP, layout shifts and the main content. */
function observe() {
  const w = window as unknown as {
    __bench: { lcp: number | null; cls: number; main: number | null; heading: string | null };
  };
  w.__bench = { lcp: null, cls: 0, main: null, heading: null };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__bench.lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[]) {
      if (!entry.hadRecentInput) w.__bench.cls += entry.value;
    }
  }).observe({ type: "layout-shift", buffered: true });
}

async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: (THROTTLING.downloadKbps * 1024) / 8,
    uploadThroughput: (THROTTLING.uploadKbps * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLING.cpuSlowdown });
}

/** One cold visit of `pagePath` by the signed-in customer. */
export async function runSignedIn(
  origin: string,
  pagePath: string,
  storageState: Awaited<ReturnType<BrowserContext["storageState"]>>,
  { addToCart = false, chromeFlags = [] }: { addToCart?: boolean; chromeFlags?: string[] } = {},
): Promise<SignedInRun> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, ...chromeFlags],
  });
  try {
    const context = await browser.newContext({
      storageState,
      viewport: { width: SCREEN.width, height: SCREEN.height },
      deviceScaleFactor: SCREEN.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
      userAgent: USER_AGENT,
    });
    const page = await context.newPage();
    await page.addInitScript(observe);
    await throttle(page);
    await page.goto(`${origin}${pagePath}`, { waitUntil: "commit", timeout: 60_000 });
    // Checked in the page on every animation frame; the first frame that has it records the time.
    await page
      .waitForFunction(
        (marker) => {
          const w = window as unknown as {
            __bench: { main: number | null; heading: string | null };
          };
          const found = [...document.querySelectorAll<HTMLElement>(marker)].find(
            (element) => element.getClientRects().length > 0,
          );
          if (!found) return false;
          w.__bench.main = performance.now();
          w.__bench.heading = found.textContent?.trim() ?? "";
          return true;
        },
        MARKER,
        { timeout: 30_000, polling: "raf" },
      )
      .catch(() => undefined);
    // Let late requests and shifts land: the network quiet for a second, as Lighthouse waits.
    await page.waitForLoadState("networkidle", { timeout: 20_000 }).catch(() => undefined);
    await page.waitForTimeout(1000);
    // The JS loaded is counted from the Lighthouse runs (run.ts), not here.
    const measured = await page.evaluate(
      () =>
        (
          window as unknown as {
            __bench: {
              lcp: number | null;
              cls: number;
              main: number | null;
              heading: string | null;
            };
          }
        ).__bench,
    );
    if (process.env.BENCH_DEBUG) {
      console.log(
        `\n${pagePath}:`,
        JSON.stringify(measured).slice(0, 300),
        await page.evaluate(() => document.body.innerText.slice(0, 300)),
      );
    }
    const run: SignedInRun = {
      mainContentMs: measured.main,
      heading: measured.heading,
      lcpMs: measured.lcp,
      cls: measured.cls,
    };
    if (addToCart) {
      run.addToCartDialogMs = await timeAddToCart(page).catch((error: Error) => {
        console.warn(`\nAdd to Cart on ${pagePath}: ${error.message.split("\n")[0]}`);
        return null;
      });
    }
    await context.close();
    return run;
  } finally {
    await browser.close();
  }
}

/**
 * Add to Cart → its dialog: from the click's event time to the first frame painted with the
 * dialog open (the next animation frame after it opens), under the same CPU throttling.
 */
async function timeAddToCart(page: Page): Promise<number | null> {
  const button = page.getByRole("button", { name: "Add to Cart" });
  if (!(await button.count())) return null;
  // A string, not a function: tsx wraps named functions in a helper the page does not have.
  await page.evaluate(`
    window.__click = new Promise((resolve) => {
      document.addEventListener("click", (event) => {
        const clickedAt = event.timeStamp;
        (function check() {
          if (document.querySelector("dialog[open]")) {
            // The frame after it is in the document is the one that shows it.
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - clickedAt)));
          } else requestAnimationFrame(check);
        })();
      }, { capture: true, once: true });
    });
    undefined; // evaluate would otherwise wait for the promise, and the click never comes
  `);
  await button.first().click({ timeout: 10_000 });
  // A dialog that never opens is reported as never (null), not waited for forever.
  return page.evaluate(() =>
    Promise.race([
      (window as unknown as { __click: Promise<number> }).__click,
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000)),
    ]),
  );
}
