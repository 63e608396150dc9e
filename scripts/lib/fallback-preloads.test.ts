import { describe, expect, it } from "vitest";
import {
  chunkFiles,
  type FallbackPreloads,
  parseRouterManifest,
  preloadScript,
  routeFiles,
  withFallbackPreloads,
} from "./fallback-preloads";

const manifest = {
  "app/root.tsx": { file: "assets/root-1.js", isEntry: true },
  "app/lib/firebase.ts": {
    file: "assets/firebase-1.js",
    imports: ["_firebase-sdk-1.js", "app/root.tsx"],
  },
  "_firebase-sdk-1.js": { file: "assets/firebase-sdk-1.js" },
};

const preloads: FallbackPreloads = {
  sdk: ["/assets/sdk.js"],
  pages: [
    { pattern: "^\\/cart\\/*$", files: ["/assets/cart.js"], signedInOnly: false },
    { pattern: "^\\/pets\\/*$", files: ["/assets/pets.js", "/assets/zod.js"], signedInOnly: true },
  ],
};

/** Runs the inline script at `pathname` with `storage`; returns what it preloaded. */
function run(script: string, pathname: string, storage: Record<string, string> | "blocked") {
  const preloaded: string[] = [];
  const body = script.replace(/^<script>|<\/script>$/g, "");
  const localStorage =
    storage === "blocked"
      ? new Proxy(
          {},
          {
            ownKeys: () => {
              throw new Error("SecurityError");
            },
          },
        )
      : storage;
  new Function("localStorage", "document", "location", body)(
    localStorage,
    {
      createElement: () => ({ rel: "", href: "" }),
      head: {
        appendChild: (link: { rel: string; href: string }) =>
          preloaded.push(`${link.rel} ${link.href}`),
      },
    },
    { pathname },
  );
  return preloaded;
}

const session = { "firebase:authUser:key:[DEFAULT]": "{}", cart: "[]" };

describe("the SPA fallback's preloads", () => {
  it("lists the SDK's chunks and what they import, once each, without the entry chunks", () => {
    expect(chunkFiles(manifest, ["app/lib/firebase.ts"])).toEqual([
      "/assets/firebase-1.js",
      "/assets/firebase-sdk-1.js",
    ]);
  });

  it("fails the build when a source is not in the manifest", () => {
    expect(() => chunkFiles(manifest, ["app/lib/gone.ts"])).toThrow(/gone\.ts/);
  });

  it("preloads the page's chunks and, for a stored session, the SDK", () => {
    expect(run(preloadScript(preloads), "/pets", session)).toEqual([
      "modulepreload /assets/pets.js",
      "modulepreload /assets/zod.js",
      "modulepreload /assets/sdk.js",
    ]);
    expect(run(preloadScript(preloads), "/CART/", session)).toEqual([
      "modulepreload /assets/cart.js",
      "modulepreload /assets/sdk.js",
    ]);
  });

  it("preloads neither the SDK nor a protected page for a visitor, who is sent to /login", () => {
    expect(run(preloadScript(preloads), "/pets", { cart: "[]" })).toEqual([]);
    expect(run(preloadScript(preloads), "/cart", { cart: "[]" })).toEqual([
      "modulepreload /assets/cart.js",
    ]);
    expect(run(preloadScript(preloads), "/cart", "blocked")).toEqual([
      "modulepreload /assets/cart.js",
    ]);
  });

  it("preloads nothing for an address no page of the fallback claims", () => {
    expect(run(preloadScript(preloads), "/pets/extra", session)).toEqual([
      "modulepreload /assets/sdk.js",
    ]);
  });

  it("goes at the end of the head, without the chunks the document already preloads", () => {
    const html = withFallbackPreloads(
      '<head><link rel="modulepreload" href="/assets/zod.js"/><link rel="stylesheet"/></head>',
      preloads,
    );
    expect(html).toMatch(/<link rel="stylesheet"\/><script>.*<\/script><\/head>$/);
    expect(html.match(/zod\.js/g)).toHaveLength(1);
    expect(run(html.match(/<script>.*<\/script>/)![0], "/pets", session)).toEqual([
      "modulepreload /assets/pets.js",
      "modulepreload /assets/sdk.js",
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
});
