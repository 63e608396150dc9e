// Full-page screenshots at phone (390 px) and desktop (1280 px) widths, for looking at the pages.
// Usage: node --import tsx scripts/screenshots.ts [--base http://localhost:3000] [--out reports/screens] [--login email:password] /path …
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./lib/chromium";

const args = process.argv.slice(2);
const option = <T extends string | null>(name: string, fallback: T): string | T => {
  const index = args.indexOf(name);
  if (index === -1) return fallback;
  const [value] = args.splice(index, 2).slice(1);
  return value ?? fallback;
};
const base = option("--base", "http://localhost:3000");
const out = option("--out", "reports/screens");
const login = option("--login", null);
const pages = args.length ? args : ["/"];
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
for (const width of [390, 1280]) {
  const context = await browser.newContext({
    viewport: { width, height: width === 390 ? 844 : 800 },
    reducedMotion: "reduce",
  });
  const page = await context.newPage();
  if (login) {
    const [email = "", password = ""] = login.split(":");
    await page.goto(`${base}/login`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    const terms = page.getByLabel("Accept Terms and Conditions");
    if (await terms.count()) await terms.check();
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL(`${base}/`);
  }
  for (const pagePath of pages) {
    await page.goto(`${base}${pagePath}`, { waitUntil: "networkidle" });
    // Scroll through the page so lazy images and scroll-triggered sections load, then go back up.
    const height = await page.evaluate(() => document.body.scrollHeight);
    for (let y = 0; y < height; y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(120);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(400);
    const name = pagePath === "/" ? "home" : pagePath.replace(/^\//, "").replace(/[^\w-]+/g, "_");
    const file = path.join(out, `${name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await context.close();
}
await browser.close();
