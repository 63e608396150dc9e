import { describe, expect, it } from "vitest";
import { disallowedPrefixes, indexedPaths, robotsTxt, sitemapXml } from "./seo-files";
import { matchRoute } from "./site-paths";
import { type RouteId, routeIds, type SiteRoute, siteRoutes } from "./site-routes";
import { DEFAULT_SITE_URL, readSiteUrl } from "./site-url";

const ORIGIN = "https://shop.example";

/** Google's robots.txt rule: the longest matching rule wins; Allow wins a tie. */
function allowedByRobots(robots: string, path: string): boolean {
  const rules = robots
    .split("\n")
    .map((line) => /^(Allow|Disallow):\s*(\S+)$/.exec(line))
    .filter((match) => match !== null)
    .map(([, kind, prefix]) => ({ allow: kind === "Allow", prefix: prefix! }));
  const matching = rules
    .filter((rule) => path.startsWith(rule.prefix))
    .sort((a, b) => b.prefix.length - a.prefix.length || Number(b.allow) - Number(a.allow));
  return matching[0]?.allow ?? true;
}

const openPrerendered = routeIds.filter((id) => {
  const route: SiteRoute = siteRoutes[id];
  return route.access === "open" && route.rendering === "prerendered" && id !== "notFound";
});
const example = (id: RouteId) => {
  const route: SiteRoute = siteRoutes[id];
  return route.example ?? route.pattern;
};

describe("sitemap.xml", () => {
  const xml = sitemapXml(ORIGIN, "2026-11-23");
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it("lists every open prerendered page of the manifest once, as an absolute address", () => {
    expect(locs).toEqual(openPrerendered.map((id) => `${ORIGIN}${siteRoutes[id].pattern}`));
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toContain(`${ORIGIN}/`);
    expect(locs).toContain(`${ORIGIN}/subscribe`);
  });

  it("leaves out protected pages, pages rendered in the browser and the not-found page", () => {
    for (const path of ["/cart", "/checkout", "/pets", "/myprofile", "/account/subscriptions"]) {
      expect(locs).not.toContain(`${ORIGIN}${path}`);
    }
    expect(xml).not.toMatch(/__not-found|\*/);
  });

  it("is a sitemaps.org urlset with the build date", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.match(/<lastmod>2026-11-23<\/lastmod>/g)).toHaveLength(locs.length);
  });
});

describe("robots.txt", () => {
  const robots = robotsTxt(ORIGIN);

  it("names the sitemap at the site's origin", () => {
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it("lets crawlers reach every page in the sitemap", () => {
    for (const path of indexedPaths()) expect(allowedByRobots(robots, path), path).toBe(true);
  });

  it("keeps crawlers out of the API, every protected page, checkout and the cart", () => {
    expect(allowedByRobots(robots, "/api/boxes/1/reviews")).toBe(false);
    expect(allowedByRobots(robots, "/cart")).toBe(false);
    for (const id of routeIds) {
      const route: SiteRoute = siteRoutes[id];
      if (route.access === "protected")
        expect(allowedByRobots(robots, example(id)), id).toBe(false);
    }
  });

  it("keeps out no open page by a prefix it shares with a protected one", () => {
    for (const id of routeIds) {
      const route: SiteRoute = siteRoutes[id];
      if (route.access !== "open" || id === "notFound" || id === "cart") continue;
      expect(allowedByRobots(robots, example(id)), id).toBe(true);
    }
    // Each kept-out prefix names a page the router sends to a protected route (or the API / cart).
    for (const prefix of disallowedPrefixes().filter((p) => p !== "/api/")) {
      const probe = prefix.endsWith("/") ? `${prefix}x` : prefix;
      const route: SiteRoute = siteRoutes[matchRoute(probe)];
      expect(route.access === "protected" || probe === "/cart", prefix).toBe(true);
    }
  });
});

describe("SITE_URL", () => {
  it("defaults to the local shop and keeps only the origin", () => {
    expect(readSiteUrl({})).toBe(DEFAULT_SITE_URL);
    expect(readSiteUrl({ SITE_URL: "https://petbox.example/" })).toBe("https://petbox.example");
  });

  it("refuses an address that is not an origin, naming the setting", () => {
    expect(() => readSiteUrl({ SITE_URL: "petbox.example" })).toThrow(/SITE_URL/);
    expect(() => readSiteUrl({ SITE_URL: "ftp://petbox.example" })).toThrow(/SITE_URL/);
    expect(() => readSiteUrl({ SITE_URL: "https://petbox.example/shop" })).toThrow(/SITE_URL/);
  });
});
