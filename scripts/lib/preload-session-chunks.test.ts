import { describe, expect, it } from "vitest";
import { chunkFiles, sessionPreloadScript, withSessionPreload } from "./preload-session-chunks";

const manifest = {
  "app/root.tsx": { file: "assets/root-1.js", isEntry: true },
  "app/lib/firebase.ts": {
    file: "assets/firebase-1.js",
    imports: ["_index.esm-1.js", "app/root.tsx"],
  },
  "app/lib/firebase-sdk.ts": { file: "assets/firebase-sdk-1.js", imports: ["_index.esm-1.js"] },
  "_index.esm-1.js": { file: "assets/index.esm-1.js" },
};

function run(script: string, storage: Record<string, string>) {
  const appended: { rel: string; href: string }[] = [];
  const body = script.replace(/^<script>|<\/script>$/g, "");
  new Function("localStorage", "document", body)(storage, {
    createElement: () => ({ rel: "", href: "" }),
    head: { appendChild: (link: { rel: string; href: string }) => appended.push(link) },
  });
  return appended;
}

describe("preloading the SDK from the SPA fallback", () => {
  it("lists the SDK's chunks and what they import, once each, without the entry chunks", () => {
    expect(chunkFiles(manifest, ["app/lib/firebase.ts", "app/lib/firebase-sdk.ts"])).toEqual([
      "/assets/firebase-1.js",
      "/assets/index.esm-1.js",
      "/assets/firebase-sdk-1.js",
    ]);
  });

  it("fails the build when a source is not in the manifest", () => {
    expect(() => chunkFiles(manifest, ["app/lib/gone.ts"])).toThrow(/gone\.ts/);
  });

  it("preloads them only when a Firebase session is stored", () => {
    const script = sessionPreloadScript(["/assets/a.js", "/assets/b.js"]);
    expect(run(script, { "firebase:authUser:key:[DEFAULT]": "{}", cart: "[]" })).toEqual([
      { rel: "modulepreload", href: "/assets/a.js" },
      { rel: "modulepreload", href: "/assets/b.js" },
    ]);
    expect(run(script, { cart: "[]" })).toEqual([]);
  });

  it("goes at the end of the head, without the chunks the document already preloads", () => {
    const html = withSessionPreload(
      '<head><link rel="modulepreload" href="/shell.js"/><link rel="stylesheet"/></head><body>',
      ["/a.js", "/shell.js"],
    );
    expect(html).toMatch(/<link rel="stylesheet"\/><script>.*"\/a\.js".*<\/script><\/head>/);
    expect(html.match(/shell\.js/g)).toHaveLength(1);
  });
});
