import { AxeBuilder } from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { getApp, initializeApp } from "firebase/app";
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, signOut } from "firebase/auth";
import { emulatorSignUp } from "../../scripts/lib/emulator-account";
import { parseFirebaseSettings } from "../../shared/firebase-settings";
import { storedSessionKey } from "../../shared/session-key";
import { E2E_EMULATOR_HOST, E2E_EMULATOR_URL } from "./env";

export { expect };

const PROJECT = "demo-petbox";
const IDENTITY = `${E2E_EMULATOR_URL}/identitytoolkit.googleapis.com/v1`;

export interface TestAccount {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  idToken: string;
}

let counter = 0;
/** An e-mail address no other test (or worker, or run) uses. */
export function uniqueEmail(prefix = "pet-owner"): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`;
}

/** Creates an account straight through the emulator's REST API (the same calls the SDK makes). */
export async function createAccount(
  overrides: Partial<Pick<TestAccount, "email" | "password" | "displayName">> & {
    photoUrl?: string;
  } = {},
): Promise<TestAccount> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? "Kibble123";
  const displayName = overrides.displayName ?? "Mia Moss";
  const created = await emulatorSignUp(IDENTITY, { email, password });
  const update = await fetch(`${IDENTITY}/accounts:update?key=demo-key`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      idToken: created.idToken,
      displayName,
      ...(overrides.photoUrl ? { photoUrl: overrides.photoUrl } : {}),
    }),
  });
  if (!update.ok) throw new Error(`update failed: ${update.status} ${await update.text()}`);
  return { uid: created.uid, email, password, displayName, idToken: created.idToken };
}

/** Emulator admin call (the emulator accepts the `owner` bearer token for admin operations). */
export async function emulatorAdmin(pathAndQuery: string, body: unknown) {
  const response = await fetch(`${IDENTITY}/projects/${PROJECT}${pathAndQuery}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer owner" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${pathAndQuery}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Signs in through the login screen as a person would, and waits for the success dialog. */
export async function signInThroughUi(
  page: Page,
  account: Pick<TestAccount, "email" | "password">,
) {
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  const terms = page.getByLabel("Accept Terms and Conditions");
  if (await terms.count()) await terms.check();
  await page.getByRole("button", { name: "Login", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Login Successful!" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Continue" }).click();
}

// The settings the e2e build was made with (scripts/test.ts builds it for the e2e emulator).
const firebaseSettings = parseFirebaseSettings({
  VITE_FIREBASE_AUTH_EMULATOR_HOST: E2E_EMULATOR_HOST,
});

/** The Firebase SDK in this test process, on the e2e emulator: it writes the stored sessions. */
function nodeAuth() {
  try {
    return getAuth(getApp());
  } catch {
    const auth = getAuth(
      initializeApp({ apiKey: firebaseSettings.apiKey, projectId: firebaseSettings.projectId }),
    );
    connectAuthEmulator(auth, E2E_EMULATOR_URL, { disableWarnings: true });
    return auth;
  }
}

/**
 * Starts the page signed in as `account`, as a customer who signed in on an earlier visit: the
 * session is the record the Firebase SDK itself stores after a password sign-in (made by the SDK
 * in this process), put in the browser's localStorage before the next page loads. For tests whose
 * subject is not the sign-in form: the form and the way back after it are tested on their own
 * (auth-login, addresses and shell specs; docs/decisions/191).
 */
export async function signIn(page: Page, account: Pick<TestAccount, "email" | "password">) {
  const auth = nodeAuth();
  const { user } = await signInWithEmailAndPassword(auth, account.email, account.password);
  const record = JSON.stringify(user.toJSON());
  await signOut(auth);
  // Any page of the shop's origin will do to reach its localStorage: this one runs no script.
  await page.goto("/robots.txt");
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    storedSessionKey(firebaseSettings),
    record,
  ] as const);
}

/**
 * Holds every request matching `url` until the returned `release` is called, as a slow network
 * would: the app's scripts, the catalogue…
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Waits until React has hydrated the page. A prerendered page can be read, and its links followed
 * (as full page loads), before its scripts even start (scripts/lib/start-after-paint.ts). A test
 * that needs the app itself to handle a click, such as a navigation that runs a loader in the
 * browser, waits for this first.
 */
export async function appStarted(page: Page) {
  // Set by the root component once it has hydrated (app/root.tsx).
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Waits until the page has settled as a person would see it: no scrolling and no finite animation
 * or transition running, for `frames` animation frames in a row. A wait on what is on screen, not
 * a fixed time: on a fast machine it ends after a few frames, on a slow one it waits as long as
 * the page keeps moving (up to `timeout`). Endless animations (a spinner) are not waited for.
 */
export async function settled(page: Page, { frames = 10, timeout = 15_000 } = {}) {
  const still = await page.evaluate(
    ({ frames, timeout }) =>
      new Promise<boolean>((resolve) => {
        const started = performance.now();
        let quiet = 0;
        let lastScroll = window.scrollY;
        const tick = () => {
          const moving = document
            .getAnimations()
            .some(
              (animation) =>
                animation.playState === "running" &&
                animation.effect?.getTiming().iterations !== Infinity,
            );
          quiet = !moving && window.scrollY === lastScroll ? quiet + 1 : 0;
          lastScroll = window.scrollY;
          if (quiet >= frames) resolve(true);
          else if (performance.now() - started > timeout) resolve(false);
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    { frames, timeout },
  );
  expect(still, `the page still moved after ${timeout} ms`).toBe(true);
}

/**
 * Full-page screenshots of the page as it is, for people to look at (not compared), at phone
 * (390 px) and desktop (1280 px) widths unless told otherwise: reports/screens/<name>-<width>.png.
 * Each page and state is shot by one test only (docs/decisions/190). The viewport is put back.
 */
export async function screenshots(
  page: Page,
  name: string,
  widths: readonly number[] = [390, 1280],
) {
  const viewport = page.viewportSize();
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await page.screenshot({ path: `reports/screens/${name}-${width}.png`, fullPage: true });
  }
  if (viewport) await page.setViewportSize(viewport);
}

/** Zero axe-core violations against WCAG 2.x A and AA (2.0, 2.1 and 2.2 rules). */
export async function expectNoA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(summary, "axe-core violations").toEqual([]);
}

/**
 * Every test fails on an uncaught page error or a console error (a hydration mismatch, React's
 * #418, a failed chunk…). A test that expects one says so with `consoleErrors.allow(pattern)`.
 */
export const test = base.extend<{ consoleErrors: { allow: (pattern: RegExp) => void } }>({
  consoleErrors: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const problems: string[] = [];
      page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        if (!allowed.some((pattern) => pattern.test(text))) problems.push(`console.error: ${text}`);
      });
      await use({ allow: (pattern) => allowed.push(pattern) });
      expect(problems, "uncaught errors or console errors").toEqual([]);
    },
    { auto: true },
  ],
});

/** Chromium logs the 404 status of the not-found document itself as a console error. */
export const NOT_FOUND_STATUS_LOG = /status of 404/;

/** How far the page scrolls sideways (0 when it fits the window). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
