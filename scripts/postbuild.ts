// After `react-router build`:
// 1. Prerendered HTML loses its <link rel="modulepreload"> tags. On a slow phone they made every
//    first-load chunk compete with the stylesheet and the hero image before first paint (Lighthouse:
//    FCP 2.2 s → 0.8 s on /). The module script still loads the same chunks right after, and React
//    re-adds the links as it hydrates. Hydration then comes later; fields are uncontrolled, so
//    what was typed before it stays in the form (decision 080), and submit buttons wait for it
//    (docs/decisions/007-performance.md).
// 2. Their module script starts those chunks only once the page has painted its content
//    (lib/start-after-paint.ts). Not in the SPA fallback: its spinner is not content, the app
//    paints the first content there, so its scripts must start at once, and it keeps its
//    modulepreload links. Its inline script also preloads the page's own chunks and starts its
//    first requests and the check of a stored session (lib/fallback-preloads.ts), from React
//    Router's and Vite's manifests (the latter is then deleted) and shared/route-early-requests.ts.
// 3. robots.txt and sitemap.xml from the route manifest, naming the origin in SITE_URL
//    (shared/seo-files.ts, docs/decisions/140-seo-and-signed-in-first-paint.md).
// 4. Brotli (.br) and gzip (.gz) copies of every text file, written once, so the shop server sends
//    the smallest encoding the browser accepts without compressing per request.
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { robotsTxt, sitemapXml } from "../shared/seo-files";
import { readSiteUrl, SiteUrlError } from "../shared/site-url";
import { routeMatchers } from "../shared/site-paths";
import type { FirebaseSettings } from "../shared/firebase-settings";
import { SESSION_PATH } from "../shared/api/session";
import { TOKEN_REFRESH_MARGIN_MS } from "../shared/identity-service";
import { storedSessionKey } from "../shared/session-key";
import { CATALOGUE_PATH } from "../shared/catalogue-path";
import { routeBoxParams, routeEarlyRequests } from "../shared/route-early-requests";
import { type SiteRoute, siteRoutes } from "../shared/site-routes";
import {
  catalogueBoxIds,
  chunkFiles,
  type FallbackPreloads,
  type ManifestChunk,
  parseRouterManifest,
  routeFiles,
  routeRequests,
  withFallbackPreloads,
} from "./lib/fallback-preloads";
import { startAfterPaintInHtml } from "./lib/start-after-paint";

const TEXT = new Set([
  ".js",
  ".mjs",
  ".css",
  ".html",
  ".json",
  ".svg",
  ".txt",
  ".xml",
  ".webmanifest",
]);
const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

const viteManifestDir = path.join(clientDir, ".vite");
const viteManifest = JSON.parse(
  readFileSync(path.join(viteManifestDir, "manifest.json"), "utf8"),
) as Record<string, ManifestChunk>;
// Not served: the manifest names every source file.
rmSync(viteManifestDir, { recursive: true, force: true });
const routerManifestFile = readdirSync(path.join(clientDir, "assets")).find((name) =>
  /^manifest-[\w-]+\.js$/.test(name),
);
if (!routerManifestFile) throw new Error("No React Router manifest in the build");
const routerManifest = parseRouterManifest(
  readFileSync(path.join(clientDir, "assets", routerManifestFile), "utf8"),
);
// The catalogue's reader, which the pages reading /catDog.json load once it has arrived.
const catalogueFiles = chunkFiles(viteManifest, ["shared/catalogue-reader.ts"]);
const firebaseSettings = JSON.parse(
  readFileSync(path.join(clientDir, "..", "firebase-settings.json"), "utf8"),
) as FirebaseSettings;
const fallbackPreloads: FallbackPreloads = {
  // The pages the fallback serves, most specific first, as the shop server matches them.
  pages: routeMatchers
    .filter(({ id }) => siteRoutes[id].rendering === "browser")
    .map(({ id, matcher }) => {
      const route: SiteRoute = siteRoutes[id];
      const requests = routeEarlyRequests[id] ?? [];
      return {
        pattern: matcher.source,
        files: [
          ...new Set([
            ...routeFiles(routerManifest, route.module.replace(/\.tsx?$/, "")),
            ...(requests.includes(CATALOGUE_PATH) ? catalogueFiles : []),
          ]),
        ],
        signedInOnly: route.access === "protected",
        ...routeRequests(route.pattern, requests, routeBoxParams[id]),
      };
    }),
  session: {
    key: storedSessionKey(firebaseSettings),
    marginMs: TOKEN_REFRESH_MARGIN_MS,
    check: SESSION_PATH,
    files: chunkFiles(viteManifest, ["app/features/auth/rest-session.ts"]),
  },
  boxIds: catalogueBoxIds(readFileSync(path.join(clientDir, CATALOGUE_PATH), "utf8")),
};

const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]+"\/>/g;
const SPA_FALLBACK = path.join(clientDir, "__spa-fallback.html");
let stripped = 0;
for (const file of files(clientDir)) {
  if (!file.endsWith(".html")) continue;
  const html = readFileSync(file, "utf8");
  const lean =
    file === SPA_FALLBACK
      ? withFallbackPreloads(html, fallbackPreloads)
      : startAfterPaintInHtml(html.replace(MODULE_PRELOAD, ""));
  if (lean !== html) {
    writeFileSync(file, lean);
    if (file !== SPA_FALLBACK) stripped += 1;
  }
}
console.log(
  `Removed modulepreload links from ${stripped} prerendered HTML files, which start scripts after paint; the SPA fallback preloads the chunks and first requests of its ${fallbackPreloads.pages.length} pages.`,
);

let origin: string;
try {
  origin = readSiteUrl(process.env);
} catch (error) {
  if (error instanceof SiteUrlError) {
    console.error(`Configuration error: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
writeFileSync(path.join(clientDir, "robots.txt"), robotsTxt(origin));
writeFileSync(
  path.join(clientDir, "sitemap.xml"),
  sitemapXml(origin, new Date().toISOString().slice(0, 10)),
);
console.log(`Wrote robots.txt and sitemap.xml for ${origin}.`);

let count = 0;
for (const file of files(clientDir)) {
  if (!TEXT.has(path.extname(file)) || statSync(file).size < 512) continue;
  const content = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
}
console.log(`Precompressed ${count} files in ${path.relative(process.cwd(), clientDir)} (br, gz).`);
