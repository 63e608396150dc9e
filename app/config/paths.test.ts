import { href } from "react-router";
import { describe, expect, it } from "vitest";
import { paths, safeRedirectPath } from "./paths";

describe("safeRedirectPath", () => {
  it.each(["/contact", "/boxcarddetails/2?x=1", "/"])("keeps the same-site path %s", (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each([
    null,
    "",
    "https://evil.example",
    "//evil.example",
    "/\\evil.example",
    "javascript:alert(1)",
  ])("refuses %s", (value) => {
    expect(safeRedirectPath(value)).toBe("/");
  });
});

describe("paths", () => {
  it("builds the same links as React Router's href()", () => {
    expect(paths.home()).toBe(href("/"));
    expect(paths.contact()).toBe(href("/contact"));
    expect(paths.howItWorks()).toBe(href("/howitworks"));
    expect(paths.newsletter()).toBe(href("/subscribe"));
    expect(paths.reviews()).toBe(href("/reviewsection"));
    expect(paths.boxDetails(2)).toBe(href("/boxcarddetails/:id", { id: "2" }));
    expect(paths.subscribeBox("7")).toBe(href("/subscribe/:id", { id: "7" }));
    expect(paths.login()).toBe(href("/login"));
  });

  it("keeps a box id one segment", () => {
    expect(paths.boxDetails(2)).toBe("/boxcarddetails/2");
    expect(paths.subscribeBox("a/b")).toBe("/subscribe/a%2Fb");
    expect(paths.boxDetails("1?x")).toBe("/boxcarddetails/1%3Fx");
  });
});

describe("paths.login", () => {
  it("carries the path to return to", () => {
    expect(paths.login("/contact?a=b")).toBe("/login?redirectTo=%2Fcontact%3Fa%3Db");
    expect(paths.login()).toBe("/login");
  });
});
