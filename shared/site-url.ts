/**
 * The shop's public origin, from one build-time setting, `SITE_URL` (README, Configuration): the
 * canonical links, Open Graph URLs, sitemap.xml and robots.txt all name it. Locally it is the
 * address `npm start` serves (docs/decisions/140-seo-and-signed-in-first-paint.md).
 */
export const DEFAULT_SITE_URL = "http://localhost:3000";

export class SiteUrlError extends Error {}

/** `SITE_URL` as an origin without a trailing slash; throws naming the setting when it is bad. */
export function readSiteUrl(env: Record<string, string | undefined>): string {
  const raw = env.SITE_URL?.trim() || DEFAULT_SITE_URL;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SiteUrlError(`SITE_URL must be an absolute http(s) address, got "${raw}"`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new SiteUrlError(`SITE_URL must start with http:// or https://, got "${raw}"`);
  }
  if (url.pathname !== "/" || url.search || url.hash || url.username || url.password) {
    throw new SiteUrlError(`SITE_URL must be an origin only (scheme, host, port), got "${raw}"`);
  }
  return url.origin;
}
