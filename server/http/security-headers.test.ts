// @vitest-environment node
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes } from "./security-headers";

const emulator = {
  mode: "emulator",
  apiKey: "k",
  projectId: "demo-petbox",
  emulatorHost: "127.0.0.1:9099",
} as const;
const production = {
  mode: "production",
  apiKey: "AIzaXXXXXXXXXXXX",
  authDomain: "petbox-shop.firebaseapp.com",
  projectId: "petbox-shop",
  appId: "1:1:web:abc",
} as const;

function directive(policy: string, name: string): string[] {
  const found = policy.split("; ").find((part) => part.startsWith(`${name} `));
  return found ? found.split(" ").slice(1) : [];
}

describe("contentSecurityPolicy", () => {
  it("allows scripts only from us, the page's own inline scripts by hash, and Google's gapi loader", () => {
    const policy = contentSecurityPolicy(emulator, ["sha256-abc="], { production: false });
    expect(directive(policy, "script-src")).toEqual([
      "'self'",
      "'sha256-abc='",
      "https://apis.google.com",
    ]);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
  });

  it("locks down objects, base, framing and forms", () => {
    const policy = contentSecurityPolicy(emulator, [], { production: false });
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
    expect(directive(policy, "base-uri")).toEqual(["'none'"]);
    expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
    expect(directive(policy, "form-action")).toEqual(["'self'"]);
  });

  it("talks only to the emulator in local mode", () => {
    const policy = contentSecurityPolicy(emulator, [], { production: false });
    expect(directive(policy, "connect-src")).toEqual(["'self'", "http://127.0.0.1:9099"]);
    expect(directive(policy, "frame-src")).toEqual(["http://127.0.0.1:9099"]);
  });

  it("names exactly the configured project's endpoints in production, never a wildcard", () => {
    const policy = contentSecurityPolicy(production, [], { production: true });
    expect(directive(policy, "connect-src")).toEqual([
      "'self'",
      "https://identitytoolkit.googleapis.com",
      "https://securetoken.googleapis.com",
      "https://petbox-shop.firebaseapp.com",
    ]);
    expect(directive(policy, "frame-src")).toEqual(["https://petbox-shop.firebaseapp.com"]);
    expect(policy).not.toContain("*");
    expect(directive(policy, "img-src")).toEqual(["'self'", "https:"]);
    expect(policy).toContain("upgrade-insecure-requests");
  });
});

describe("inlineScriptHashes", () => {
  it("hashes every inline script and ignores external ones", () => {
    const a = "window.__ctx = 1;";
    const b = 'import "/assets/x.js";';
    const html = `<head><script src="/a.js"></script><script>${a}</script></head><body><script type="module">${b}</script><script></script></body>`;
    const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;
    expect(inlineScriptHashes(html)).toEqual([sha(a), sha(b)]);
  });
});
