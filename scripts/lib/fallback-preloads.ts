// The SPA fallback (the pages rendered in the browser) names only the app's shell. Left alone,
// the browser learns of the page's own chunks once the shell has run and the router has matched
// the address, and of the Firebase SDK once the app has found a stored session: two more round
// trips, on a slow phone about half a second each, before the page can ask for its data.
// The build knows both (React Router's and Vite's manifests), so this adds one small inline
// script to the fallback that preloads them at once: the chunks of the page at this address,
// and the SDK when a session is stored. A visitor without a session preloads neither the SDK
// nor a protected page's chunks, since they are sent to /login (docs/decisions/007-performance.md).
// The shop server's Content-Security-Policy hashes every inline script of a document, this too.

/** One chunk of Vite's build manifest (`.vite/manifest.json`), the fields read here. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/**
 * The files of the chunks for `sources` (manifest keys, e.g. `app/lib/firebase.ts`) and of
 * every chunk they import statically, except the app's entry chunks, which are already loading.
 */
export function chunkFiles(manifest: Record<string, ManifestChunk>, sources: string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`No chunk for ${key} in the build manifest`);
    if (chunk.isEntry) return;
    files.add(`/${chunk.file}`);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const source of sources) visit(source);
  return [...files];
}

/** A page the fallback serves: its address pattern, its chunks, and whether it is protected. */
export interface PagePreload {
  /** A case-insensitive regular expression for the raw path, as shared/site-paths.ts matches. */
  pattern: string;
  files: string[];
  signedInOnly: boolean;
}

/** What the inline script preloads: the SDK's chunks, and each page's, most specific page first. */
export interface FallbackPreloads {
  sdk: string[];
  pages: PagePreload[];
}

/**
 * The inline script. Its own logic is plain ES5 so that any browser that runs the app runs it;
 * it never throws (localStorage may be blocked).
 */
export function preloadScript({ sdk, pages }: FallbackPreloads): string {
  const table = JSON.stringify(pages.map((page) => [page.pattern, page.files, page.signedInOnly]));
  return (
    "<script>try{(function(sdk,pages){" +
    'function preload(files){files.forEach(function(h){var l=document.createElement("link");' +
    'l.rel="modulepreload";l.href=h;document.head.appendChild(l)})}' +
    "var session=false;try{session=Object.keys(localStorage).some(function(k){" +
    'return k.indexOf("firebase:authUser:")===0})}catch(e){}' +
    "for(var i=0;i<pages.length;i++){" +
    'if(new RegExp(pages[i][0],"i").test(location.pathname)){' +
    "if(session||!pages[i][2])preload(pages[i][1]);break}}" +
    `if(session)preload(sdk)})(${JSON.stringify(sdk)},${table})}catch(e){}</script>`
  );
}

/**
 * Puts the script at the end of <head>, after the stylesheet, so it does not delay it; chunks the
 * document already preloads (the app's shell) are left out.
 */
export function withFallbackPreloads(html: string, preloads: FallbackPreloads): string {
  if (!html.includes("</head>")) throw new Error("The SPA fallback has no </head>");
  const missing = (files: string[]) => files.filter((file) => !html.includes(`"${file}"`));
  const script = preloadScript({
    sdk: missing(preloads.sdk),
    pages: preloads.pages.map((page) => ({ ...page, files: missing(page.files) })),
  });
  return html.replace("</head>", `${script}</head>`);
}

/** React Router's browser manifest (`assets/manifest-*.js`), the fields read here. */
export interface RouterManifest {
  routes: Record<string, { module: string; imports?: string[] }>;
}

/** Reads `window.__reactRouterManifest={…};` as React Router writes it. */
export function parseRouterManifest(source: string): RouterManifest {
  const match = /^window\.__reactRouterManifest=(\{.*\});?\s*$/s.exec(source);
  if (!match) throw new Error("React Router's manifest has a shape this build does not know");
  return JSON.parse(match[1]!) as RouterManifest;
}

/** A route module's chunks: the module and what it imports, as React Router would load them. */
export function routeFiles(manifest: RouterManifest, routeId: string): string[] {
  const route = manifest.routes[routeId];
  if (!route) throw new Error(`No route ${routeId} in React Router's manifest`);
  return [route.module, ...(route.imports ?? [])];
}
