/**
 * Every sign in the current document that a string typed by a customer became markup or script:
 * inline handlers, dangerous URLs in URL attributes or styles, `srcdoc`, frames and embeds,
 * script elements that are not the page's own, and the `window.__xss` marker the payloads set.
 * An empty list when the page is clean.
 *
 * Self-contained (no imports, no outer names): the browser tests run it in the page by its
 * source (tests/e2e/support/xss-guard.ts), the component tests in jsdom.
 *
 * @param ownInlineScripts the text of the inline scripts the server sent; every other inline
 * script is foreign (none in a component test).
 */
export function markupFindings(ownInlineScripts: readonly string[]): string[] {
  const found: string[] = [];
  const marker = (window as unknown as { __xss?: unknown }).__xss;
  if (marker !== undefined) found.push(`window.__xss = ${String(marker)}`);
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
      if (name === "style" && /url\((['"]?)(javascript|vbscript|data):|expression\(/.test(value))
        found.push(`<${element.localName} style="${attribute.value}">`);
    }
  }
  const own = new Set(ownInlineScripts);
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
}
