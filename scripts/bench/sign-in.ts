// The bench's customer: signed in once through the login screen, with a box in the cart; each
// signed-in run starts from the browser storage this leaves (signed-in.ts, lighthouse.ts).
import { type BrowserContext, chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../lib/chromium";

/**
 * Signs a customer in once through the login screen; returns the browser storage to reuse. With
 * `cart` (the default) a box is put in the cart first; the back office's owner needs none.
 */
export async function signedInStorage(
  origin: string,
  account: { email: string; password: string },
  { chromeFlags = [], cart = true }: { chromeFlags?: string[]; cart?: boolean } = {},
): Promise<Awaited<ReturnType<BrowserContext["storageState"]>>> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, ...chromeFlags],
  });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin}/login`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    const terms = page.getByLabel("Accept Terms and Conditions");
    if (await terms.count()) await terms.check();
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await page.getByRole("dialog", { name: "Login Successful!" }).waitFor({ timeout: 30_000 });
    const stored = await page.evaluate(() =>
      Object.keys(localStorage).some((k) => k.startsWith("firebase:authUser:")),
    );
    if (!stored) throw new Error("no stored session after signing in");
    if (cart) {
      // A box in the cart, so /cart and /checkout show what a customer about to buy sees.
      await page.goto(`${origin}/boxcarddetails/1`);
      await page.getByRole("button", { name: "Add to Cart" }).click({ timeout: 60_000 });
      await page.getByRole("dialog", { name: "Item added to cart!" }).waitFor({ timeout: 30_000 });
    }
    const state = await context.storageState();
    await context.close();
    return state;
  } finally {
    await browser.close();
  }
}
