// The prerendered pages' module script, rewritten so the app's JavaScript is fetched only once
// the page has painted its content (docs/decisions/007-performance.md).
//
// React Router writes one inline module script that statically imports the manifest and the
// route modules, then imports the client entry. The parser reaches it right after the
// stylesheet arrives, so ~120 KB of JavaScript raced the first contentful paint: on a slow phone
// it competed with the stylesheet's paint and the hero image for bandwidth, and Lighthouse's LCP
// on / swung between 1.1 s and 2.2 s with the race. The rewritten script imports the same modules,
// in parallel, once the browser reports its first contentful paint: at once in a hidden tab
// (which paints nothing) and after one painted frame where paint timing is not supported, and
// after FALLBACK_MS in any case.

export const FALLBACK_MS = 3000;

const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const SIDE_EFFECT_IMPORT = /^import ("[^"]+");$/;
const NAMESPACE_IMPORT = /^import \* as ([A-Za-z_$][\w$]*) from ("[^"]+");$/;

/**
 * The body of React Router's module script, as one that starts the same imports after paint.
 * Throws on a shape it does not know, so a React Router upgrade cannot silently change it.
 */
export function startAfterPaint(body: string): string {
  const specifiers: string[] = [];
  const names: string[] = [];
  const rest: string[] = [];
  for (const line of body.split("\n").map((l) => l.trim())) {
    if (line === "") continue;
    const sideEffect = SIDE_EFFECT_IMPORT.exec(line);
    const namespace = NAMESPACE_IMPORT.exec(line);
    if (sideEffect) {
      specifiers.push(sideEffect[1]!);
      names.push("");
    } else if (namespace) {
      specifiers.push(namespace[2]!);
      names.push(namespace[1]!);
    } else if (/^import\s/.test(line)) {
      throw new Error(`start-after-paint: unexpected static import: ${line}`);
    } else {
      rest.push(line);
    }
  }
  if (specifiers.length === 0 || !rest.some((line) => /\bimport\(/.test(line))) {
    throw new Error("start-after-paint: not React Router's module script");
  }
  const imports = specifiers.map((s) => `import(${s})`).join(", ");
  return [
    "let started = false;",
    "const start = () => {",
    "  if (started) return;",
    "  started = true;",
    `  Promise.all([${imports}]).then(([${names.join(", ")}]) => {`,
    ...rest.map((line) => `    ${line}`),
    "  });",
    "};",
    'if (document.visibilityState === "hidden") start();',
    'else if (globalThis.PerformanceObserver?.supportedEntryTypes?.includes("paint")) {',
    "  new PerformanceObserver((list, observer) => {",
    '    if (list.getEntriesByName("first-contentful-paint").length === 0) return;',
    "    observer.disconnect();",
    "    start();",
    '  }).observe({ type: "paint", buffered: true });',
    "} else requestAnimationFrame(() => setTimeout(start, 0));",
    'document.addEventListener("visibilitychange", start, { once: true });',
    `setTimeout(start, ${FALLBACK_MS});`,
  ].join("\n");
}

/** An HTML document with its module script rewritten; unchanged if it has none. */
export function startAfterPaintInHtml(html: string): string {
  return html.replace(
    MODULE_SCRIPT,
    (_, body: string) => `<script type="module" async="">${startAfterPaint(body)}</script>`,
  );
}
