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

describe("paths.login", () => {
  it("carries the path to return to", () => {
    expect(paths.login("/contact?a=b")).toBe("/login?redirectTo=%2Fcontact%3Fa%3Db");
    expect(paths.login()).toBe("/login");
  });
});
