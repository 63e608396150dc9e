// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { resolveRequest, staticSite } from "./static-site";

let app: Hono;

beforeAll(() => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "static-site-"));
  const root = path.join(dir, "client");
  mkdirSync(path.join(root, "assets"), { recursive: true });
  mkdirSync(path.join(root, "login"));
  writeFileSync(path.join(root, "index.html"), "home page");
  writeFileSync(path.join(root, "login", "index.html"), "login page");
  writeFileSync(path.join(root, "__spa-fallback.html"), "spa fallback");
  writeFileSync(path.join(root, "assets", "app-abc123.js"), "console.log(1)");
  writeFileSync(path.join(root, "assets", "app-abc123.js.br"), "brotli bytes");
  writeFileSync(path.join(root, "assets", "app-abc123.js.gz"), "gzip bytes");
  writeFileSync(path.join(dir, "secret.txt"), "outside the build");
  mkdirSync(path.join(root, "icons"));
  writeFileSync(path.join(root, "favicon.ico"), "ico bytes");
  writeFileSync(path.join(root, "icons", "icon-192.png"), "png bytes");
  writeFileSync(path.join(root, "manifest.webmanifest"), "{}");
  writeFileSync(path.join(root, "robots.txt"), "User-agent: *");
  writeFileSync(path.join(root, "sitemap.xml"), "<urlset/>");
  app = new Hono().all("*", staticSite(root));
});

async function get(url: string, method = "GET", headers: Record<string, string> = {}) {
  const response = await app.request(url, { method, headers });
  return { status: response.status, body: await response.text(), headers: response.headers };
}

describe("staticSite", () => {
  it("serves prerendered pages, with or without a trailing slash", async () => {
    expect(await get("/")).toMatchObject({ status: 200, body: "home page" });
    expect(await get("/login")).toMatchObject({ status: 200, body: "login page" });
    expect(await get("/login/")).toMatchObject({ status: 200, body: "login page" });
  });

  it("answers browser-rendered routes with the SPA fallback and 200", async () => {
    for (const url of ["/contact", "/boxcarddetails/2", "/subscribe/3", "/myprofile", "/blog"]) {
      expect(await get(url)).toMatchObject({ status: 200, body: "spa fallback" });
    }
  });

  it("answers unknown paths with the fallback (it renders the not-found page) and 404", async () => {
    expect(await get("/nope")).toMatchObject({ status: 404, body: "spa fallback" });
    expect(await get("/__spa-fallback.html")).toMatchObject({ status: 404 });
  });

  it("never answers a missing asset with HTML", async () => {
    const missing = await get("/assets/missing.js");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type")).toMatch(/text\/plain/);
  });

  it("serves the icons and the web app manifest with their types, cached for a day (issue 14)", async () => {
    for (const [url, type] of [
      ["/favicon.ico", "image/x-icon"],
      ["/icons/icon-192.png", "image/png"],
      ["/manifest.webmanifest", "application/manifest+json"],
    ]) {
      const response = await get(url!);
      expect(response.status, url).toBe(200);
      expect(response.headers.get("content-type"), url).toBe(type);
      expect(response.headers.get("cache-control"), url).toBe("public, max-age=86400");
    }
  });

  it("serves robots.txt and sitemap.xml as text and XML, revalidated hourly", async () => {
    const robots = await get("/robots.txt");
    expect(robots.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(robots.headers.get("cache-control")).toBe("public, max-age=3600");
    const sitemap = await get("/sitemap.xml");
    expect(sitemap.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(sitemap.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("caches hashed assets for a year and HTML not at all", async () => {
    expect((await get("/assets/app-abc123.js")).headers.get("cache-control")).toBe(
      "public, max-age=31536000, immutable",
    );
    expect((await get("/")).headers.get("cache-control")).toBe("no-cache");
  });

  it.each([
    "/../secret.txt",
    "/%2e%2e/secret.txt",
    "/%2E%2E%2Fsecret.txt",
    "/assets/..%2f..%2fsecret.txt",
    "/..%5csecret.txt",
    "/%00",
    "/%E0%A4%A",
  ])("never reaches outside the build folder: %s", async (url) => {
    const response = await get(url);
    expect(response.body).not.toContain("outside the build");
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it("refuses other methods on pages with 405", async () => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
      expect((await get("/", method)).status).toBe(405);
    }
    expect((await get("/", "HEAD")).status).toBe(200);
  });

  it("sends the precompressed copy the browser accepts, Brotli first", async () => {
    const br = await get("/assets/app-abc123.js", "GET", {
      "accept-encoding": "gzip, deflate, br",
    });
    expect(br).toMatchObject({ status: 200, body: "brotli bytes" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("content-type")).toMatch(/javascript/);
    expect(br.headers.get("vary")).toBe("Accept-Encoding");

    const gz = await get("/assets/app-abc123.js", "GET", { "accept-encoding": "gzip, br;q=0" });
    expect(gz).toMatchObject({ body: "gzip bytes" });
    expect(gz.headers.get("content-encoding")).toBe("gzip");

    const plain = await get("/assets/app-abc123.js");
    expect(plain).toMatchObject({ body: "console.log(1)" });
    expect(plain.headers.get("content-encoding")).toBeNull();
  });
});

describe("staticSite with a prerendered not-found page", () => {
  it("answers unknown paths with it and 404, and never serves it as a page of its own", async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "static-site-404-"));
    mkdirSync(path.join(root, "__not-found"));
    writeFileSync(path.join(root, "__not-found", "index.html"), "not found page");
    writeFileSync(path.join(root, "__spa-fallback.html"), "spa fallback");
    const site = new Hono().all("*", staticSite(root));
    for (const url of ["/nope", "/no/such/page", "/__not-found", "/__not-found/"]) {
      const response = await site.request(url);
      expect(response.status, url).toBe(404);
      expect(await response.text(), url).toBe("not found page");
    }
    const signedIn = await site.request("/contact");
    expect(await signedIn.text()).toBe("spa fallback");
  });
});

describe("resolveRequest picks the page React Router will render at the address", () => {
  const root = mkdtempSync(path.join(os.tmpdir(), "static-site-routes-"));
  for (const page of ["login", "subscribe", "__not-found"]) {
    mkdirSync(path.join(root, page));
    writeFileSync(path.join(root, page, "index.html"), `${page} page`);
  }
  writeFileSync(path.join(root, "index.html"), "home page");
  writeFileSync(path.join(root, "__spa-fallback.html"), "spa fallback");
  writeFileSync(path.join(root, "catDog.json"), "[]");
  const page = (name: string, status = 200) => ({
    kind: "file",
    file: path.join(root, name),
    status,
  });

  it.each([
    ["/", page("index.html")],
    ["/login", page("login/index.html")],
    ["/subscribe", page("subscribe/index.html")],
    ["/catDog.json", page("catDog.json")],
    ["/contact", page("__spa-fallback.html")],
    ["/subscribe/3", page("__spa-fallback.html")],
    ["/no/such/page", page("__not-found/index.html", 404)],
  ])("%s as before", async (url, expected) => {
    expect(await resolveRequest(root, url)).toEqual(expected);
  });

  // An encoded slash stays inside its segment, as in React Router: the box page, whose screen
  // says the box does not exist (docs/decisions/071), rather than the not-found page that the
  // browser would then hydrate as the box page (React error #418).
  it.each(["/subscribe/a%2Fb", "/subscribe/a%2fb", "/boxcarddetails/1%2F2"])(
    "%s: the box page, rendered in the browser",
    async (url) => {
      expect(await resolveRequest(root, url)).toEqual(page("__spa-fallback.html"));
    },
  );

  it.each(["/login%2F", "/subscribe%2F1", "//login", "/login/x", "/subscribe/1/2"])(
    "%s: no route claims it, so the not-found page",
    async (url) => {
      expect(await resolveRequest(root, url)).toEqual(page("__not-found/index.html", 404));
    },
  );

  it("matches literal segments without regard to case, as React Router does", async () => {
    expect(await resolveRequest(root, "/LOGIN")).toEqual(page("login/index.html"));
    expect(await resolveRequest(root, "/Contact/")).toEqual(page("__spa-fallback.html"));
  });

  it("never sends a page's HTML at another address", async () => {
    for (const url of ["/index.html", "/login/index.html", "/LOGIN/index.html"]) {
      expect(await resolveRequest(root, url), url).toEqual({ kind: "missing-asset" });
    }
    // React Router reads this one as the box "index.html".
    expect(await resolveRequest(root, "/subscribe/index.html")).toEqual(
      page("__spa-fallback.html"),
    );
  });

  it.each(["/%E0%A4%A", "/subscribe/%00", "/subscribe/a%5Cb", "/a\\b"])(
    "%s: refused",
    async (url) => {
      expect(await resolveRequest(root, url)).toEqual({ kind: "bad-request" });
    },
  );
});
