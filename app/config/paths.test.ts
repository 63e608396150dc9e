import fc from "fast-check";
import { href } from "react-router";
import { describe, expect, it } from "vitest";
import { paths, safeRedirectPath } from "./paths";

const SHOP = "https://petbox.example";

describe("safeRedirectPath", () => {
  it.each([
    "/",
    "/contact",
    "/boxcarddetails/2?x=1",
    "/boxcarddetails/2?x=1#y",
    "/subscribe/1%2F2",
    "/myprofile?from=test",
    "/search?q=caf%C3%A9%20%E2%80%93%20box",
  ])("keeps the same-site path %s", (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  // Each value as it arrives from `searchParams.get("redirectTo")`, i.e. decoded once.
  const hostile = [
    null,
    undefined,
    "",
    " ",
    "contact",
    "evil.example",
    "https://evil.example",
    "http:/evil.example",
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\\/evil.example",
    "/x\\y",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r/evil.example",
    "/\t\\evil.example",
    "/\r\n/evil.example",
    "\t//evil.example",
    "/\t\t/evil.example",
    "/\u000b/evil.example",
    "/\u000c/evil.example",
    "/\u0000",
    "/\u0000/evil.example",
    "/\u001f/evil.example",
    "/\u007f/evil.example",
    "/\u0085/evil.example",
    "/contact\n",
    "/contact#\t/x",
    "/%09/evil.example",
    "/%0A/evil.example",
    "/%0d/evil.example",
    "/%09%5Cevil.example",
    "/%5Cevil.example",
    "/%5c%5cevil.example",
    "/%00",
    "/%1F/evil.example",
    "/%7F/evil.example",
    "/contact?x=%0A",
  ];

  it(`refuses ${hostile.length} hostile values`, () => {
    expect(hostile.length).toBeGreaterThanOrEqual(30);
    for (const value of hostile) expect(safeRedirectPath(value), JSON.stringify(value)).toBe("/");
  });

  it("uses the given fallback", () => {
    expect(safeRedirectPath("/\t/evil.example", "/login")).toBe("/login");
  });

  it("whatever it is given, the browser reads the answer as a path of this site", () => {
    const pieces = fc.constantFrom(
      "/",
      "\\",
      "\t",
      "\n",
      "\r",
      " ",
      ".",
      ":",
      "@",
      "?",
      "#",
      "%",
      "%09",
      "%2F",
      "%5C",
      "evil.example",
      "http:",
      "javascript:",
      "\u0000",
      "\u3000",
    );
    fc.assert(
      fc.property(
        fc.array(fc.oneof(pieces, fc.string({ maxLength: 3 })), { maxLength: 8 }),
        (parts) => {
          const answer = safeRedirectPath(parts.join(""));
          const url = new URL(answer, SHOP);
          expect(url.origin).toBe(SHOP);
          expect(answer.startsWith("/")).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
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
    expect(paths.login("/")).toBe("/login");
  });
});
