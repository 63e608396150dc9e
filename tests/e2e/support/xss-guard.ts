import type { Page } from "@playwright/test";

type Window = typeof globalThis & { __xss?: unknown; __csp?: string[]; __ownScripts?: string[] };

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
    const inPage = await page.evaluate(() => {
      const w = window as Window;
      const found: string[] = [];
      if (w.__xss !== undefined) found.push(`window.__xss = ${String(w.__xss)}`);
      for (const report of w.__csp ?? []) found.push(`CSP violation: ${report}`);
      const urlAttributes = [
        "href",
        "src",
        "srcset",
        "action",
        "formaction",
        "xlink:href",
        "poster",
        "data",
        "background",
        "ping",
        "srcdoc",
      ];
      // Browsers ignore control characters and whitespace inside a scheme: compare without them.
      const squeeze = (value: string) =>
        Array.from(value)
          .filter((ch) => ch.charCodeAt(0) > 0x20)
          .join("")
          .toLowerCase();
      for (const element of Array.from(document.querySelectorAll("*"))) {
        for (const attribute of Array.from(element.attributes)) {
          const name = attribute.name.toLowerCase();
          const value = squeeze(attribute.value);
          if (name.startsWith("on"))
            found.push(`inline handler ${name} on <${element.localName}>: ${attribute.value}`);
          if (name === "srcdoc") found.push(`srcdoc on <${element.localName}>`);
          if (urlAttributes.includes(name) && /^(javascript|vbscript|data):/.test(value))
            found.push(`<${element.localName} ${name}="${attribute.value}">`);
          if (name === "srcset" && /(^|,)(javascript|vbscript|data):/.test(value))
            found.push(`<${element.localName} srcset="${attribute.value}">`);
          if (
            name === "style" &&
            /url\((['"]?)(javascript|vbscript|data):|expression\(/.test(value)
          )
            found.push(`<${element.localName} style="${attribute.value}">`);
        }
      }
      const own = new Set(w.__ownScripts ?? []);
      for (const script of Array.from(document.querySelectorAll("script"))) {
        const src = script.getAttribute("src");
        const ours = src
          ? new URL(src, location.href).origin === location.origin &&
            new URL(src, location.href).pathname.startsWith("/assets/")
          : own.has(script.textContent ?? "");
        if (!ours) found.push(`foreign <script> ${src ?? (script.textContent ?? "").slice(0, 80)}`);
      }
      for (const frame of Array.from(document.querySelectorAll("iframe, object, embed, frame")))
        found.push(`<${frame.localName}> ${frame.outerHTML.slice(0, 120)}`);
      return found;
    });
    return [...dialogs.map((d) => `dialog ${d}`), ...inPage];
  }

  return { findings };
}
