// Issue 14: found and shared. Every open page names itself to search engines and to the sites a
// link is shared on; the shop's icons, manifest, robots.txt and sitemap are served; a visitor
// with a stored session keeps the prerendered page while the sign-in is checked.
import { readFileSync } from "node:fs";
import sharp from "sharp";
import { catalogueSchema } from "../../shared/catalogue";
import { indexedRouteIds } from "../../shared/seo-files";
import { readSiteUrl } from "../../shared/site-url";
import { appStarted, createAccount, expect, holdRequests, signIn, test } from "./fixtures";
import { siteRoutes } from "./site-routes";

const SITE = readSiteUrl(process.env);
const indexed = indexedRouteIds().map((id) => ({ id, path: siteRoutes[id].pattern }));

/** The head of a page as the server sends it, before any script runs (what a crawler reads). */
function headOf(html: string) {
  const attr = (selector: RegExp) => selector.exec(html)?.[1] ?? null;
  const meta = (key: string) =>
    attr(new RegExp(`<meta (?:name|property)="${key.replace(/[:.]/g, "\\$&")}" content="([^"]*)"`));
  return {
    lang: attr(/<html lang="([^"]+)"/),
    title: attr(/<title>([^<]*)<\/title>/),
    description: meta("description"),
    canonical: attr(/<link rel="canonical" href="([^"]+)"/),
    og: {
      title: meta("og:title"),
      description: meta("og:description"),
      image: meta("og:image"),
      url: meta("og:url"),
      width: meta("og:image:width"),
      height: meta("og:image:height"),
    },
    twitter: { card: meta("twitter:card"), image: meta("twitter:image") },
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    ),
  };
}
const decode = (text: string | null) =>
  text
    ?.replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"') ?? null;

test("every open page has its own title and description, a canonical link and share tags with the 1200×630 image", async ({
  request,
}) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const { path } of indexed) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const head = headOf(await response.text());
    expect(head.lang, path).toBe("en");
    expect(head.title, path).toBeTruthy();
    expect(head.description, path).toBeTruthy();
    titles.add(head.title!);
    descriptions.add(head.description!);
    expect(head.canonical, path).toBe(`${SITE}${path}`);
    expect(head.og.url, path).toBe(`${SITE}${path}`);
    expect(decode(head.og.title), path).toBe(decode(head.title));
    expect(head.og.description, path).toBe(head.description);
    expect(head.og.image, path).toBe(`${SITE}/images/share/petbox.jpg`);
    expect([head.og.width, head.og.height], path).toEqual(["1200", "630"]);
    expect(head.twitter, path).toEqual({
      card: "summary_large_image",
      image: `${SITE}/images/share/petbox.jpg`,
    });
  }
  expect(titles.size, "titles are unique").toBe(indexed.length);
  expect(descriptions.size, "descriptions are unique").toBe(indexed.length);

  const image = await request.get("/images/share/petbox.jpg");
  expect(image.headers()["content-type"]).toBe("image/jpeg");
  const { width, height, format } = await sharp(await image.body()).metadata();
  expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: "jpeg" });
});

test("the home page describes the shop and its boxes for search engines, with the catalogue's numbers", async ({
  request,
}) => {
  const { jsonLd } = headOf(await (await request.get("/")).text());
  const organization = jsonLd.find((data) => data["@type"] === "Organization");
  expect(organization).toMatchObject({ name: "PetBox", url: `${SITE}/` });

  const list = jsonLd.find((data) => data["@type"] === "ItemList") as {
    itemListElement: {
      position: number;
      item: {
        "@type": string;
        name: string;
        offers: { price: string; priceCurrency: string; availability: string };
        aggregateRating: { ratingValue: number; reviewCount: number };
      };
    }[];
  };
  const catalogue = catalogueSchema.parse(JSON.parse(readFileSync("public/catDog.json", "utf8")));
  expect(list.itemListElement).toHaveLength(catalogue.length);
  catalogue.forEach((box, index) => {
    const { item, position } = list.itemListElement[index]!;
    expect(position).toBe(index + 1);
    expect(item).toMatchObject({
      "@type": "Product",
      name: box.name,
      offers: {
        price: box.price.toFixed(2),
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
      },
      aggregateRating: { ratingValue: box.rating, reviewCount: box.number_of_reviews },
    });
  });
});

test("a page below the home page carries its trail as a BreadcrumbList", async ({ request }) => {
  const { jsonLd } = headOf(await (await request.get("/howitworks")).text());
  expect(jsonLd).toContainEqual(
    expect.objectContaining({
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${SITE}/` },
        { "@type": "ListItem", position: 2, name: "How it works", item: `${SITE}/howitworks` },
      ],
    }),
  );
});

test("once the app has started the head still holds each tag once, and moves with the page", async ({
  page,
}) => {
  await page.goto("/login");
  await appStarted(page);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
  await page.getByRole("link", { name: "Create an account" }).first().click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE}/register`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    "content",
    siteRoutes.register.title,
  );
});

test("/favicon.ico, the apple-touch-icon and the web app manifest with its icons are served", async ({
  request,
  page,
}) => {
  const favicon = await request.get("/favicon.ico");
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()["content-type"]).toBe("image/x-icon");
  expect(favicon.headers()["cache-control"]).toBe("public, max-age=86400");

  const touch = await request.get("/apple-touch-icon.png");
  expect(await sharp(await touch.body()).metadata()).toMatchObject({ width: 180, height: 180 });

  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  const manifest = await request.get(href!);
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()["content-type"]).toBe("application/manifest+json");
  const { icons, start_url, display } = (await manifest.json()) as {
    icons: { src: string; sizes: string; purpose: string }[];
    start_url: string;
    display: string;
  };
  expect({ start_url, display }).toEqual({ start_url: "/", display: "standalone" });
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    "192x192 any",
    "512x512 any",
    "512x512 maskable",
  ]);
  for (const icon of icons) {
    const response = await request.get(icon.src);
    const { width, height } = await sharp(await response.body()).metadata();
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
  }
});

test("robots.txt keeps crawlers out of the API, account and checkout pages and names the sitemap, which lists the open pages", async ({
  request,
}) => {
  const robots = await (await request.get("/robots.txt")).text();
  for (const line of [
    "Disallow: /api/",
    "Disallow: /checkout",
    "Disallow: /account/subscriptions",
    "Disallow: /account/orders",
    "Disallow: /orders/",
    "Disallow: /pets",
    "Disallow: /myprofile",
    `Sitemap: ${SITE}/sitemap.xml`,
  ]) {
    expect(robots.split("\n")).toContain(line);
  }
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs).toEqual(indexed.map(({ path }) => `${SITE}${path}`));
});

test("with a stored session, a prerendered page stays on screen while the sign-in is checked, and what was typed stays", async ({
  page,
}) => {
  await signIn(page, await createAccount({ displayName: "Stored Sam" }));

  // The next visit starts cold with the session stored; its check (GET /api/session) is held.
  const releaseScripts = await holdRequests(page, "**/assets/*.js");
  const releaseCheck = await holdRequests(page, "**/api/session");
  await page.goto("/subscribe", { waitUntil: "commit" });
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toBeVisible();
  // Remember the page's own elements: replacing the page would disconnect them.
  await page.evaluate(() => {
    const w = window as unknown as { kept: Element[] };
    w.kept = [document.querySelector("h1")!, document.querySelector('input[type="email"]')!];
  });
  await page.getByLabel("Email").fill("sam@example.com");

  releaseScripts();
  await appStarted(page);
  await expect(page.getByRole("status").filter({ hasText: "Checking your sign-in" })).toHaveCount(
    1,
  );
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByTestId("nav-checking").first(),
  ).toBeVisible();
  await expect(heading).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("sam@example.com");

  releaseCheck();
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByTestId("nav-user-name").first(),
  ).toHaveText("Stored Sam");
  await expect(page.getByLabel("Email")).toHaveValue("sam@example.com");
  expect(
    await page.evaluate(() =>
      (window as unknown as { kept: Element[] }).kept.every((element) => element.isConnected),
    ),
  ).toBe(true);
});
