import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { EARLY_REQUESTS_GLOBAL } from "../../shared/early-requests";
import { routeBoxParams, routeEarlyRequests } from "../../shared/route-early-requests";
import { type RouteId, siteRoutes } from "../../shared/site-routes";
import {
  catalogueBoxIds,
  chunkFiles,
  type FallbackPreloads,
  parseRouterManifest,
  preloadScript,
  requestTemplate,
  routeFiles,
  routeRequests,
  withFallbackPreloads,
} from "./fallback-preloads";

const manifest = {
  "app/root.tsx": { file: "assets/root-1.js", isEntry: true },
  "shared/catalogue.ts": {
    file: "assets/catalogue-1.js",
    imports: ["_zod-1.js", "app/root.tsx"],
  },
  "_zod-1.js": { file: "assets/zod-1.js" },
};

const check = "/api/session";
const preloads: FallbackPreloads = {
  pages: [
    {
      pattern: "^\\/cart\\/*$",
      files: ["/assets/cart.js"],
      signedInOnly: false,
      requests: ["/catDog.json"],
    },
    {
      pattern: "^\\/pets\\/*$",
      files: ["/assets/pets.js", "/assets/zod.js"],
      signedInOnly: true,
      requests: ["/api/pets"],
    },
    {
      pattern: "^\\/boxcarddetails\\/([^\\/]+)\\/*$",
      files: ["/assets/box.js"],
      signedInOnly: true,
      requests: ["/catDog.json", "/api/boxes/{2}/reviews"],
      boxSegments: [2],
    },
  ],
  session: {
    key: "firebase:authUser:k:[DEFAULT]",
    marginMs: 300_000,
    check,
    files: ["/assets/rest-session.js"],
  },
  boxIds: ["1", "2", "3"],
};

/** Runs the inline script at `pathname` with `storage`; returns what it preloaded and sent. */
function run(script: string, pathname: string, storage: Record<string, string> | "blocked") {
  const preloaded: string[] = [];
  const sent: string[] = [];
  const window: Record<string, unknown> = {};
  const body = script.replace(/^<script>|<\/script>$/g, "");
  const localStorage = {
    getItem(name: string) {
      if (storage === "blocked") throw new Error("SecurityError");
      return storage[name] ?? null;
    },
  };
  const fetch = (url: string, init: { method?: string; headers: Record<string, string> }) => {
    const auth = init.headers.authorization ? ` ${init.headers.authorization}` : "";
    sent.push(`${init.method ?? "GET"} ${url}${auth}`);
    return Promise.resolve(new Response("{}"));
  };
  new Function("window", "localStorage", "document", "location", "fetch", body)(
    window,
    localStorage,
    {
      createElement: () => ({ rel: "", href: "" }),
      head: {
        appendChild: (link: { rel: string; href: string; as?: string; crossOrigin?: string }) =>
          preloaded.push(
            [link.rel, link.as && `as=${link.as}`, link.crossOrigin, link.href]
              .filter(Boolean)
              .join(" "),
          ),
      },
    },
    { pathname },
    fetch,
  );
  const filed = Object.keys((window[EARLY_REQUESTS_GLOBAL] ?? {}) as object);
  return { preloaded, sent, filed };
}

const token = (expirationTime: number) =>
  JSON.stringify({
    uid: "u1",
    stsTokenManager: { accessToken: "id-token", refreshToken: "r", expirationTime },
  });
const session = { "firebase:authUser:k:[DEFAULT]": token(Date.now() + 3_600_000), cart: "[]" };

describe("the SPA fallback's preloads and early requests", () => {
  it("lists a chunk and what it imports, once each, without the entry chunks", () => {
    expect(chunkFiles(manifest, ["shared/catalogue.ts"])).toEqual([
      "/assets/catalogue-1.js",
      "/assets/zod-1.js",
    ]);
  });

  it("fails the build when a source is not in the manifest", () => {
    expect(() => chunkFiles(manifest, ["app/lib/gone.ts"])).toThrow(/gone\.ts/);
  });

  it("preloads the page's chunks and the session check's; for a fresh session, sends its check and the page's data", () => {
    const pets = run(preloadScript(preloads), "/pets", session);
    expect(pets.preloaded).toEqual([
      "modulepreload /assets/rest-session.js",
      "modulepreload /assets/pets.js",
      "modulepreload /assets/zod.js",
    ]);
    expect(pets.sent).toEqual([`GET ${check} Bearer id-token`, "GET /api/pets Bearer id-token"]);
    // Filed as the app looks them up (shared/early-requests.ts).
    expect(pets.filed).toEqual([`${check} id-token`, "/api/pets id-token"]);

    const cart = run(preloadScript(preloads), "/CART/", session);
    // The catalogue is not the account's: a preload without the token, which the app's plain
    // fetch() takes from the browser.
    expect(cart.preloaded).toEqual([
      "modulepreload /assets/rest-session.js",
      "modulepreload /assets/cart.js",
      "preload as=fetch anonymous /catDog.json",
    ]);
    expect(cart.sent).toEqual([`GET ${check} Bearer id-token`]);
    expect(cart.filed).toEqual([`${check} id-token`]);
  });

  it("fills a request's parameters from the address, and sends none for an odd one", () => {
    expect(requestTemplate("/boxcarddetails/:id", "/api/boxes/:id/reviews")).toBe(
      "/api/boxes/{2}/reviews",
    );
    expect(() => requestTemplate("/cart", "/api/boxes/:id/reviews")).toThrow(/:id/);
    const box = run(preloadScript(preloads), "/boxcarddetails/3", session);
    expect(box.sent).toEqual([
      `GET ${check} Bearer id-token`,
      "GET /api/boxes/3/reviews Bearer id-token",
    ]);
    expect(box.preloaded).toContain("preload as=fetch anonymous /catDog.json");
    expect(run(preloadScript(preloads), "/boxcarddetails/%2E%2E", session).sent).toEqual([
      `GET ${check} Bearer id-token`,
    ]);
  });

  it("asks for a box's reviews only for a box of the catalogue, as the app does", () => {
    expect(routeRequests("/boxcarddetails/:id", ["/api/boxes/:id/reviews"], ["id"])).toEqual({
      requests: ["/api/boxes/{2}/reviews"],
      boxSegments: [2],
    });
    expect(() => routeRequests("/cart", [], ["id"])).toThrow(/:id/);
    const unknown = run(preloadScript(preloads), "/boxcarddetails/999", session);
    expect(unknown.sent).toEqual([`GET ${check} Bearer id-token`]);
    // The catalogue is still read: the app needs it to say the box is not there.
    expect(unknown.preloaded).toContain("preload as=fetch anonymous /catDog.json");
    expect(catalogueBoxIds(readFileSync("public/catDog.json", "utf8"))).toEqual(
      expect.arrayContaining(["1", "2"]),
    );
    expect(() => catalogueBoxIds("[]")).toThrow();
  });

  it("sends nothing with a token due for renewal: the app renews it first", () => {
    const due = { "firebase:authUser:k:[DEFAULT]": token(Date.now() + 60_000) };
    const pets = run(preloadScript(preloads), "/pets", due);
    expect(pets.preloaded).toEqual([
      "modulepreload /assets/rest-session.js",
      "modulepreload /assets/pets.js",
      "modulepreload /assets/zod.js",
    ]);
    expect(pets.sent).toEqual([]);
    const cart = run(preloadScript(preloads), "/cart", due);
    expect(cart.sent).toEqual([]);
    expect(cart.preloaded).toContain("preload as=fetch anonymous /catDog.json");
  });

  it("preloads no protected page for a visitor, who is sent to /login, and asks nothing of the account", () => {
    expect(run(preloadScript(preloads), "/pets", { cart: "[]" })).toEqual({
      preloaded: [],
      sent: [],
      filed: [],
    });
    for (const storage of [{ cart: "[]" }, "blocked" as const]) {
      const cart = run(preloadScript(preloads), "/cart", storage);
      expect(cart.preloaded).toEqual([
        "modulepreload /assets/cart.js",
        "preload as=fetch anonymous /catDog.json",
      ]);
      expect(cart.sent).toEqual([]);
    }
  });

  it("preloads nothing for an address no page of the fallback claims", () => {
    const other = run(preloadScript(preloads), "/pets/extra", session);
    expect(other.preloaded).toEqual(["modulepreload /assets/rest-session.js"]);
    expect(other.sent).toEqual([`GET ${check} Bearer id-token`]);
  });

  it("goes at the end of the head, without the chunks the document already preloads", () => {
    const html = withFallbackPreloads(
      '<head><link rel="modulepreload" href="/assets/zod.js"/><link rel="stylesheet"/></head>',
      preloads,
    );
    expect(html).toMatch(/<link rel="stylesheet"\/><script>.*<\/script><\/head>$/);
    expect(html.match(/zod\.js/g)).toHaveLength(1);
    expect(run(html.match(/<script>.*<\/script>/)![0], "/pets", session).preloaded).toEqual([
      "modulepreload /assets/rest-session.js",
      "modulepreload /assets/pets.js",
    ]);
  });

  it("reads React Router's manifest, and refuses one of a shape it does not know", () => {
    const source =
      'window.__reactRouterManifest={"entry":{"module":"/e.js"},"routes":{"routes/pets":' +
      '{"module":"/assets/pets.js","imports":["/assets/shell.js","/assets/zod.js"]}}};';
    const parsed = parseRouterManifest(source);
    expect(routeFiles(parsed, "routes/pets")).toEqual([
      "/assets/pets.js",
      "/assets/shell.js",
      "/assets/zod.js",
    ]);
    expect(() => routeFiles(parsed, "routes/gone")).toThrow(/routes\/gone/);
    expect(() => parseRouterManifest("export const manifest = {}")).toThrow(/shape/);
  });

  it("declares first requests only for pages rendered in the browser, with parameters they have", () => {
    for (const [id, requests] of Object.entries(routeEarlyRequests)) {
      const route = siteRoutes[id as RouteId];
      expect(route.rendering, id).toBe("browser");
      for (const request of requests) {
        expect(request, id).toMatch(/^\//);
        expect(() => requestTemplate(route.pattern, request)).not.toThrow();
      }
    }
    for (const [id, params] of Object.entries(routeBoxParams)) {
      expect(routeEarlyRequests[id as RouteId], id).toBeDefined();
      expect(() => routeRequests(siteRoutes[id as RouteId].pattern, [], params)).not.toThrow();
    }
  });
});
