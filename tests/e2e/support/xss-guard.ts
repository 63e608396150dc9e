import type { Page } from "@playwright/test";
import { markupFindings } from "../../support/markup-findings";

type Window = typeof globalThis & { __csp?: string[]; __ownScripts?: string[] };

/**
 * Watches a page for any sign that an injected string ran or became markup: dialogs, the
 * `window.__xss` marker, CSP reports (an inline handler the policy blocked is still an injection),
 * dangerous URLs or inline handlers in attributes, and script elements that are not ours.
 * Call before the first navigation.
 */
export async function guardAgainstXss(page: Page) {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => {});
  });
  await page.addInitScript(() => {
    const w = window as Window;
    w.__csp = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      w.__csp!.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
    // The inline scripts the server sent; anything inline added later is not ours.
    document.addEventListener("DOMContentLoaded", () => {
      w.__ownScripts = Array.from(document.querySelectorAll("script:not([src])")).map(
        (script) => script.textContent ?? "",
      );
    });
  });

  /** Everything suspicious in the page now; an empty list when it is clean. */
  async function findings(): Promise<string[]> {
    const csp = await page.evaluate(() => (window as Window).__csp ?? []);
    // The check the component tests run in jsdom, sent to the page by its source (an expression
    // Playwright evaluates through DevTools, which the page's CSP does not govern).
    const markup = (await page.evaluate(
      `(${markupFindings.toString()})(window.__ownScripts ?? [])`,
    )) as string[];
    return [
      ...dialogs.map((d) => `dialog ${d}`),
      ...csp.map((report) => `CSP violation: ${report}`),
      ...markup,
    ];
  }

  return { findings };
}
