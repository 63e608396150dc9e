import { readFileSync } from "node:fs";
import type { BrowserContext, Page } from "@playwright/test";

const standIn = readFileSync(new URL("./gapi-stand-in.js", import.meta.url), "utf8");

/**
 * Makes popup sign-in work offline against the Auth Emulator: serves the gapi stand-in in place
 * of Google's api.js (in the page and in the emulator's helper iframe), and answers the popup's
 * external style and script requests with nothing so they do not hang.
 */
export async function servePopupSignIn(context: BrowserContext) {
  await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: standIn }),
  );
  await context.route(
    /^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//,
    (route) => route.fulfill({ status: 200, contentType: "text/plain", body: "" }),
  );
}

/** In the emulator's popup: add a new provider account and sign in with it. */
export async function signInInEmulatorPopup(
  popup: Page,
  account: { email: string; displayName: string },
) {
  await popup.getByText("Add new account").click();
  await popup.locator("#email-input").fill(account.email);
  await popup.locator("#display-name-input").fill(account.displayName);
  await popup.locator("#sign-in").click();
}
