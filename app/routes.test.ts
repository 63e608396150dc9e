import type { RouteConfigEntry } from "@react-router/dev/routes";
import fc from "fast-check";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { matchRoute, prerenderedPaths } from "@shared/site-paths";
import { routeIds, type SiteRoute, siteRoutes } from "@shared/site-routes";
import { notFoundPage, openPages, protectedPages } from "../tests/e2e/site-routes";
import reactRouterConfig from "../react-router.config";
import routes from "./routes";

const entries = routes as RouteConfigEntry[];
const manifest = routeIds.map((id) => [id, siteRoutes[id] as SiteRoute] as const);

describe("app/routes.ts", () => {
  it("has exactly one route per manifest entry, with its pattern and module", () => {
    expect(entries.map((entry) => entry.file)).toEqual(manifest.map(([, r]) => r.module));
    for (const [id, route] of manifest) {
      const entry = entries.find((e) => e.file === route.module)!;
      if (route.pattern === "/") expect(entry.index, id).toBe(true);
      else expect(`/${entry.path}`, id).toBe(route.pattern.replace(/^\/?/, "/"));
    }
  });
});

describe("react-router.config.ts", () => {
  it("prerenders every prerendered route and nothing else", () => {
    expect(reactRouterConfig.prerender).toEqual(prerenderedPaths);
    expect(prerenderedPaths).toHaveLength(
      manifest.filter(([, route]) => route.rendering === "prerendered").length,
    );
  });
});

describe("the e2e route lists", () => {
  it("visit every route of the manifest exactly once", () => {
    const listed = [...openPages, ...protectedPages, notFoundPage].map((page) => page.id);
    expect([...listed].sort()).toEqual([...routeIds].sort());
    expect(openPages.every((page) => page.access === "open")).toBe(true);
    expect(protectedPages.every((page) => page.access === "protected")).toBe(true);
  });
});

// The shop server picks the HTML for an address with matchRoute; the browser then renders what
// React Router matches. Where they differ, React throws hydration error #418. (A path that does
// not decode is refused by the server with 400, so it is not compared.)
describe("matchRoute agrees with React Router on the real route table", () => {
  const tree: RouteObject[] = [
    {
      id: "root",
      path: "",
      children: entries.map((entry) =>
        entry.index
          ? { id: entry.file, index: true }
          : { id: entry.file, path: entry.path, caseSensitive: entry.caseSensitive },
      ),
    },
  ];
  const byModule = new Map(manifest.map(([id, route]) => [route.module, id]));
  const routerChoice = (path: string) => {
    const matches = matchRoutes(tree, path);
    const leaf = matches?.at(-1)?.route.id;
    return leaf === "root" ? "home" : leaf ? byModule.get(leaf) : undefined;
  };

  it.each([
    "/",
    "//",
    "/LOGIN",
    "/Subscribe/1",
    "//login",
    "/login%2F",
    "/login/index.html",
    "/index.html",
    "/subscribe/a%2Fb",
    "/boxcarddetails/1%2F2",
    "/subscribe/1.5",
    "/subscribe/1/",
    "/subscribe/1//",
    "/subscribe//1",
    "/__not-found",
    "/no/such/page",
    "/admin",
    "/admin/",
    "/Admin/packing/print",
    "/admin//",
    "/administrator",
    "/admin%2Fpacking",
  ])("%s", (path) => {
    expect(matchRoute(path)).toBe(routerChoice(path));
  });

  it("for any address", () => {
    const words = manifest.flatMap(([, route]) =>
      route.pattern.split("/").filter((s) => s && !/[:*]/.test(s)),
    );
    const segment = fc.oneof(
      fc.constantFrom(...words),
      fc.constantFrom(...words).map((w) => w.toUpperCase()),
      fc.constantFrom("", "1", "999", "a%2Fb", "%2f", "%20", "%41", "x.js", "index.html", "."),
      fc.stringMatching(/^[A-Za-z0-9._~-]{1,6}$/),
    );
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 4 }), (segments) => {
        const path = `/${segments.join("/")}`;
        expect(matchRoute(path), path).toBe(routerChoice(path));
      }),
      { numRuns: 3000 },
    );
  });
});
