import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { Context } from "hono";
import { decodeSegments, matchRoute, NOT_FOUND_PATH } from "../../shared/site-paths";
import { type SiteRoute, siteRoutes } from "../../shared/site-routes";

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

export const SPA_FALLBACK = "__spa-fallback.html";

export type Resolution =
  | { kind: "file"; file: string; status: 200 | 404 }
  | { kind: "bad-request" }
  | { kind: "missing-asset" };

/**
 * Maps a URL path to a file of the built app, never outside `root`. A page is chosen the way
 * React Router will choose it in the browser (shared/site-paths.ts), so the HTML sent is the HTML
 * the app hydrates (docs/decisions/071-server-matches-routes-like-the-router.md): a prerendered
 * page's HTML, or for a page rendered in the browser the SPA fallback (200). A path no page
 * claims is an existing file other than HTML, else a plain 404 for a path with an extension,
 * else the not-found page (404).
 */
export async function resolveRequest(root: string, rawPathname: string): Promise<Resolution> {
  const segments = decodeSegments(rawPathname);
  if (!segments || segments.some((s) => s.includes("\0") || s.includes("\\"))) {
    return { kind: "bad-request" };
  }

  const id = matchRoute(rawPathname);
  if (id !== "notFound") {
    const route: SiteRoute = siteRoutes[id];
    if (route.rendering === "browser") return fallback(root, 200);
    const page = await fileAt(path.join(root, route.pattern, "index.html"));
    return page ? { kind: "file", file: page, status: 200 } : fallback(root, 200);
  }

  // A slash hidden in a segment (%2F) names no file.
  if (segments.some((s) => s.includes("/"))) return missingOrNotFound(root, segments);
  const normalized = path.posix.normalize(segments.join("/"));
  const target = path.join(root, normalized);
  if (target !== root && !target.startsWith(root + path.sep)) return { kind: "bad-request" };

  // The fallbacks are implementation details, not pages of their own.
  if (path.basename(target) === SPA_FALLBACK) return notFound(root);
  if (normalized === NOT_FOUND_PATH || normalized.startsWith(`${NOT_FOUND_PATH}/`)) {
    return notFound(root);
  }
  // A page's HTML is sent only at its route's address (above): /login/index.html would be
  // hydrated as the not-found page.
  if (path.extname(normalized) !== ".html") {
    const file = await fileAt(target);
    if (file) return { kind: "file", file, status: 200 };
  }
  return missingOrNotFound(root, segments);
}

/** A missing script, style or image must not be answered with HTML. */
function missingOrNotFound(root: string, segments: string[]): Promise<Resolution> | Resolution {
  return path.posix.extname(segments.join("/")) !== "" ? { kind: "missing-asset" } : notFound(root);
}

/** The prerendered not-found page when the build has one, else the SPA fallback (it renders it). */
async function notFound(root: string): Promise<Resolution> {
  const page = await fileAt(path.join(root, NOT_FOUND_PATH, "index.html"));
  return page ? { kind: "file", file: page, status: 404 } : fallback(root, 404);
}

function fallback(root: string, status: 200 | 404): Resolution {
  return { kind: "file", file: path.join(root, SPA_FALLBACK), status };
}

async function fileAt(file: string): Promise<string | null> {
  try {
    return (await stat(file)).isFile() ? file : null;
  } catch {
    return null;
  }
}

function isHashedAsset(root: string, file: string): boolean {
  return file.startsWith(path.join(root, "assets") + path.sep);
}

const LONG_LIVED =
  /^(favicon\.ico|favicon\.svg|apple-touch-icon\.png|manifest\.webmanifest|icons\/.+)$/;

function cacheControl(root: string, file: string): string {
  if (isHashedAsset(root, file)) {
    return "public, max-age=31536000, immutable"; // content-hashed by Vite
  }
  if (file.endsWith(".html")) return "no-cache";
  // The icons and the manifest change with a new logo, rarely: a browser asks for them on every
  // page, so they are kept a day (docs/decisions/141-share-image-and-icons.md).
  if (LONG_LIVED.test(path.relative(root, file).split(path.sep).join("/"))) {
    return "public, max-age=86400";
  }
  return "public, max-age=3600";
}

const encodings = [
  { token: "br", suffix: ".br" },
  { token: "gzip", suffix: ".gz" },
] as const;

/** The precompressed copy (scripts/postbuild.ts) of `file` that the client accepts, if any. */
async function precompressed(file: string, acceptEncoding: string | undefined) {
  if (!acceptEncoding) return null;
  const accepted = acceptEncoding
    .split(",")
    .map((part) => part.trim().split(";"))
    .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
    .map(([token]) => token?.toLowerCase());
  for (const { token, suffix } of encodings) {
    if (!accepted.includes(token)) continue;
    const candidate = await fileAt(file + suffix);
    if (candidate) return { file: candidate, encoding: token };
  }
  return null;
}

export interface StaticSiteOptions {
  /** Extra headers for an HTML page (its Content-Security-Policy). */
  htmlHeaders?: (file: string) => Promise<Record<string, string>>;
}

/** Serves the built app: GET and HEAD only. */
export function staticSite(root: string, { htmlHeaders }: StaticSiteOptions = {}) {
  const absoluteRoot = path.resolve(root);
  return async (c: Context) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") {
      return c.text("Method Not Allowed", 405, { Allow: "GET, HEAD" });
    }
    const resolution = await resolveRequest(absoluteRoot, new URL(c.req.url).pathname);
    if (resolution.kind === "bad-request") return c.text("Bad Request", 400);
    if (resolution.kind === "missing-asset") return c.text("Not Found", 404);

    const { file, status } = resolution;
    const variant = await precompressed(file, c.req.header("accept-encoding"));
    const sent = variant?.file ?? file;
    const info = await stat(sent);
    const headers: Record<string, string> = {
      "Content-Type": contentTypes[path.extname(file)] ?? "application/octet-stream",
      "Content-Length": String(info.size),
      "Cache-Control": cacheControl(absoluteRoot, file),
      Vary: "Accept-Encoding",
    };
    if (variant) headers["Content-Encoding"] = variant.encoding;
    // Hashed assets never change, so they need no validator; the rest may be revalidated.
    if (!isHashedAsset(absoluteRoot, file)) headers["Last-Modified"] = info.mtime.toUTCString();
    if (htmlHeaders && file.endsWith(".html")) Object.assign(headers, await htmlHeaders(file));
    if (c.req.method === "HEAD") return c.body(null, status, headers);
    const stream = Readable.toWeb(createReadStream(sent)) as ReadableStream<Uint8Array>;
    return c.body(stream, status, headers);
  };
}
