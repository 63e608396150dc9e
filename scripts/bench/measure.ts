// The bench's measuring loops: RUNS Lighthouse runs of an open page, and of a signed-in page
// both ways (Lighthouse with the stored session, and Playwright with DevTools throttling), each
// reduced to its medians.
import { gzipBytes } from "./bundle";
import {
  type LighthouseRun,
  runLighthouse,
  runLighthouseSignedIn,
  type SignedInLighthouseRun,
} from "./lighthouse";
import { BYTE_TYPES, median, type PageResult, type SignedInResult } from "./report";
import { runSignedIn, type SignedInRun } from "./signed-in";
import type { signedInStorage } from "./sign-in";

type Storage = Awaited<ReturnType<typeof signedInStorage>>;

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

/** The medians of `runs` Lighthouse runs of an open page. */
export async function measurePage(
  page: { path: string },
  origin: string,
  { runs: RUNS, chromeFlags }: { runs: number; chromeFlags: string[] },
): Promise<PageResult> {
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
  return { path: page.path, ...result };
}

/** A new customer account on the Auth Emulator, for the signed-in pages. */
export async function createBenchAccount(emulatorPort: number) {
  const password = "Kibble123";
  const email = `bench-${Date.now().toString(36)}@example.com`;
  const signUp = await fetch(
    `http://127.0.0.1:${emulatorPort}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password, displayName: "Bench Customer" }),
    },
  );
  if (!signUp.ok) throw new Error(`bench account: ${signUp.status} ${await signUp.text()}`);
  return { email, password };
}

/** The medians of `runs` cold visits of a signed-in page, measured both ways. */
export async function measureSignedInPage(
  page: { name: string; path: string },
  origin: string,
  storage: Storage,
  {
    runs: RUNS,
    chromeFlags,
    clientDir,
  }: { runs: number; chromeFlags: string[]; clientDir: string },
): Promise<SignedInResult> {
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
  return {
    path: page.path,
    lighthouse: {
      mainContentMs: lh((r) => (r.lcpInMain ? r.lcp : Infinity)),
      lcpMs,
      fcpMs: lh((r) => r.fcp),
      tbtMs: lh((r) => r.tbt),
      cls: lh((r) => r.cls),
      lcpElement: (lighthouseRuns.find((r) => r.lcp === lcpMs) ?? lighthouseRuns[0]!).lcpElement,
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
