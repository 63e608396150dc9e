// The SPA fallback (the pages rendered in the browser) names only the app's shell. Left alone,
// the browser learns of the page's own chunks once the shell has run and the router has matched
// the address, and of the page's data and the check of a stored session later still: round
// trips, on a slow phone about half a second each, one after the other before anything shows.
// The build knows them all (React Router's and Vite's manifests, the route manifest), so this
// adds one small inline script to the fallback that starts them at once, side by side: the
// chunks of the page at this address, its first requests, and the shop server's check of
// a stored session. A visitor without a session preloads no protected page, since they are sent
// to /login (docs/decisions/007-performance.md, 165).
// The shop server's Content-Security-Policy hashes every inline script of a document, this too.

import { EARLY_REQUESTS_GLOBAL } from "../../shared/early-requests";
import { catalogueSchema } from "../../shared/catalogue";

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
  /**
   * What the page reads first (shared/route-early-requests.ts), with each `:param` written
   * as `{n}`: the n-th segment of the address (see `requestTemplate`).
   */
  requests: string[];
  /**
   * The segments of the address that name a box (shared/route-early-requests.ts): a request
   * that uses one is sent only for a box of the catalogue, as the app asks only once it has
   * found the box.
   */
  boxSegments?: number[];
}

/** How the script finds and checks a stored session (shared/firebase-settings.ts). */
export interface SessionSettings {
  /** The localStorage key of the SDK's stored session. */
  key: string;
  /** A stored ID token is used only while it has longer than this to run. */
  marginMs: number;
  /** Where the shop's server confirms the stored session (GET /api/session, decision 168). */
  check: string;
  /** The chunks of the code that checks a stored session (app/features/auth/rest-session.ts). */
  files: string[];
}

/** What the inline script does: each page's preloads and requests, most specific page first. */
export interface FallbackPreloads {
  pages: PagePreload[];
  session: SessionSettings;
  /** The ids of the catalogue this build serves, as the app compares them (shared/find-box.ts). */
  boxIds: string[];
}

/** Which segment of the address `:name` of `routePattern` is: `:id` of `/boxcarddetails/:id` → 2. */
function segmentOf(routePattern: string, name: string, what: string): number {
  const index = routePattern.split("/").indexOf(`:${name}`);
  if (index < 0) throw new Error(`${what}: ${routePattern} has no :${name}`);
  return index;
}

/** The box ids of the catalogue's file as the app compares them: as text (shared/find-box.ts). */
export function catalogueBoxIds(catalogueJson: string): string[] {
  return catalogueSchema.parse(JSON.parse(catalogueJson)).map((box) => String(box.id));
}

/** `/api/boxes/:id/reviews` of `/boxcarddetails/:id` → `/api/boxes/{2}/reviews`. */
export function requestTemplate(routePattern: string, request: string): string {
  return request.replace(
    /:(\w+)/g,
    (_, name: string) => `{${segmentOf(routePattern, name, request)}}`,
  );
}

/**
 * A route's first reads as the script takes them (shared/route-early-requests.ts): the requests'
 * templates, and which segments name a box.
 */
export function routeRequests(
  routePattern: string,
  requests: readonly string[],
  boxParams: readonly string[] = [],
): Pick<PagePreload, "requests" | "boxSegments"> {
  return {
    requests: requests.map((request) => requestTemplate(routePattern, request)),
    boxSegments: boxParams.map((name) => segmentOf(routePattern, name, "a box parameter")),
  };
}

/**
 * The inline script. Its own logic is plain ES5 so that any browser that runs the app runs it;
 * it never throws (localStorage may be blocked). It preloads the chunks of the page at this
 * address (and, for a stored session, the code that checks it) and, before any of the app's code
 * has arrived, starts the page's first requests: the catalogue as a preload, and for a stored
 * session whose ID token is fresh, the server's check of it (GET /api/session) and the page's
 * account data with that token, whose answers are filed for the app (shared/early-requests.ts).
 * A request for a box the catalogue does not have is not sent: the app never asks for it, and the
 * shop's 404 would be logged in the console.
 */
export function preloadScript({ pages, session, boxIds }: FallbackPreloads): string {
  const table = JSON.stringify(
    pages.map((page) => [
      page.pattern,
      page.files,
      page.signedInOnly,
      page.requests,
      page.boxSegments ?? [],
    ]),
  );
  return (
    "<script>try{(function(pages,session,boxIds){" +
    `var early=window.${EARLY_REQUESTS_GLOBAL}={};` +
    'function preload(files){files.forEach(function(h){var l=document.createElement("link");' +
    'l.rel="modulepreload";l.href=h;document.head.appendChild(l)})}' +
    "function send(url,token,init){var p=fetch(url,init);p.catch(function(){});" +
    'early[url+" "+(token||"")]={at:Date.now(),response:p}}' +
    "var stored=false,token=null;try{var raw=localStorage.getItem(session.key);stored=!!raw;" +
    "var t=raw&&JSON.parse(raw).stsTokenManager;" +
    'if(t&&typeof t.accessToken==="string"&&t.expirationTime-Date.now()>session.marginMs)' +
    "token=t.accessToken}catch(e){}" +
    "if(stored)preload(session.files);" +
    'var auth={headers:{accept:"application/json",authorization:"Bearer "+token}};' +
    "if(token)send(session.check,token,auth);" +
    'var segments=location.pathname.split("/");' +
    "for(var i=0;i<pages.length;i++){var page=pages[i];" +
    'if(new RegExp(page[0],"i").test(location.pathname)){' +
    "if(stored||!page[2]){preload(page[1]);page[3].forEach(function(template){var ok=true;" +
    'var url=template.replace(/\\{(\\d+)\\}/g,function(m,n){var s=segments[n]||"";' +
    "if(!/^[\\w-]+$/.test(s)||(page[4].indexOf(+n)>=0&&boxIds.indexOf(s)<0))ok=false;" +
    "return s});" +
    'var api=url.indexOf("/api/")===0;if(!ok||(api&&!token))return;' +
    // Not the account's (the catalogue): a preload, which the app's plain fetch() then takes.
    'if(!api){var l=document.createElement("link");l.rel="preload";l.as="fetch";' +
    'l.crossOrigin="anonymous";l.href=url;document.head.appendChild(l);return}' +
    "send(url,token,auth)})}" +
    "break}}" +
    `})(${table},${JSON.stringify(session)},${JSON.stringify(boxIds)})}catch(e){}</script>`
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
    ...preloads,
    pages: preloads.pages.map((page) => ({ ...page, files: missing(page.files) })),
    session: { ...preloads.session, files: missing(preloads.session.files) },
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
