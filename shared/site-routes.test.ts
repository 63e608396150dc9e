import { describe, expect, it } from "vitest";
import { matchRoute, NOT_FOUND_PATH, prerenderedPaths } from "./site-paths";
import { absoluteRouteUrl, exampleUrl, routeUrl } from "./route-urls";
import { routeIds, type SiteRoute, siteRoutes } from "./site-routes";

const entries = routeIds.map((id) => [id, siteRoutes[id] as SiteRoute] as const);

describe("the route manifest", () => {
  it("keeps the spec's route table (§2) and its fixed titles, then the shop's own pages", () => {
    const shopPages = [
      "/help",
      "/cart",
      "/pets",
      "/checkout",
      "/orders/:id",
      "/account/subscriptions",
      "/account/orders",
      "/withdraw",
      "/gift/:token",
      "/account/gifts",
      "/admin/*",
    ];
    const notFound = entries.at(-1)?.[1].pattern;
    expect(notFound, "the not-found page matches last").toBe("*");
    expect(entries.map(([, route]) => route.pattern).filter((p) => p !== "*")).toEqual([
      "/",
      "/slider",
      "/blog",
      "/contact",
      "/howitworks",
      "/countupsection",
      "/mydetails",
      "/subscribe/:id",
      "/subscribe",
      "/boxcarddetails/:id",
      "/reviewsection",
      "/myprofile",
      "/login",
      "/register",
      "/forgetpassword",
      "/resetpassword",
      "/terms",
      "/privacy",
      ...shopPages,
    ]);
    expect(siteRoutes.home.title).toBe("Home_page");
    expect(siteRoutes.contact.title).toBe("Contact");
    expect(
      entries.filter(([, route]) => route.access === "protected").map(([, r]) => r.pattern),
    ).toEqual([
      "/blog",
      "/contact",
      "/boxcarddetails/:id",
      "/myprofile",
      "/pets",
      "/checkout",
      "/orders/:id",
      "/account/subscriptions",
      "/account/orders",
      "/account/gifts",
      "/admin/*",
    ]);
  });

  it.each(entries)("%s: a unique pattern, module and title", (id, route) => {
    const others = entries.filter(([other]) => other !== id).map(([, r]) => r);
    expect(others.map((r) => r.pattern)).not.toContain(route.pattern);
    expect(others.map((r) => r.module)).not.toContain(route.module);
    expect(route.module).toMatch(/^routes\/[a-z-]+\.tsx$/);
    expect(route.title.trim()).not.toBe("");
  });

  it.each(entries)("%s: its example address is one of its own", (id, route) => {
    const parameterised = /[:*]/.test(route.pattern);
    expect(route.example !== undefined, "an example exactly where there are parameters").toBe(
      parameterised,
    );
    expect(matchRoute(exampleUrl(id))).toBe(id);
  });

  it.each(entries)("%s: only parameterless open pages are prerendered", (_, route) => {
    if (route.access === "protected" || /:/.test(route.pattern)) {
      expect(route.rendering).toBe("browser");
    }
  });
});

describe("prerenderedPaths", () => {
  it("holds every prerendered page, and the not-found page under its internal path", () => {
    const expected = entries
      .filter(([, route]) => route.rendering === "prerendered")
      .map(([, route]) => (route.pattern === "*" ? NOT_FOUND_PATH : route.pattern));
    expect(prerenderedPaths).toEqual(expected);
    expect(prerenderedPaths).toContain(NOT_FOUND_PATH);
    for (const [id, route] of entries) {
      if (route.rendering === "browser") expect(prerenderedPaths, id).not.toContain(route.pattern);
    }
  });
});

describe("matchRoute", () => {
  it.each([
    ["/", "home"],
    ["//", "home"],
    ["/login", "login"],
    ["/login/", "login"],
    ["/login//", "login"],
    ["/LOGIN", "login"],
    ["/Blog", "blog"],
    ["/subscribe", "newsletter"],
    ["/subscribe/3", "subscribeBox"],
    ["/subscribe/a%2Fb", "subscribeBox"],
    ["/subscribe/a%2fb", "subscribeBox"],
    ["/boxcarddetails/1%2F2", "boxDetails"],
    ["/boxcarddetails/%20", "boxDetails"],
    ["/subscribe/1/2", "notFound"],
    ["/subscribe%2F1", "notFound"],
    ["/login%2F", "notFound"],
    ["//login", "notFound"],
    ["/index.html", "notFound"],
    ["/login/index.html", "notFound"],
    ["/assets/app.js", "notFound"],
    [NOT_FOUND_PATH, "notFound"],
    ["/admin", "admin"],
    ["/admin/", "admin"],
    ["/ADMIN/Packing", "admin"],
    ["/admin/packing/print", "admin"],
    ["/admin//packing", "admin"],
    ["/administrator", "notFound"],
    ["/admin%2Fpacking", "notFound"],
  ] as const)("%s → %s", (path, id) => {
    expect(matchRoute(path)).toBe(id);
  });
});

describe("routeUrl", () => {
  it("fills and encodes parameters", () => {
    expect(routeUrl("boxDetails", { id: "999" })).toBe("/boxcarddetails/999");
    expect(routeUrl("subscribeBox", { id: "a/b" })).toBe("/subscribe/a%2Fb");
    expect(routeUrl("contact")).toBe("/contact");
  });
});

describe("absoluteRouteUrl", () => {
  it("puts the route on the shop's origin, whatever SHOP_URL ends with", () => {
    expect(absoluteRouteUrl("https://petbox.example", "accountSubscriptions")).toBe(
      "https://petbox.example/account/subscriptions",
    );
    expect(absoluteRouteUrl("http://localhost:3000/", "order", { id: "a/b c" })).toBe(
      "http://localhost:3000/orders/a%2Fb%20c",
    );
  });
});
