// @vitest-environment node
import { describe, expect, it } from "vitest";
import { ConfigError, readServerConfig } from "./config";

describe("readServerConfig", () => {
  it("refuses to start in production with the Auth Emulator configured", () => {
    expect(() =>
      readServerConfig({
        NODE_ENV: "production",
        FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
        FIREBASE_PROJECT_ID: "shop",
      }),
    ).toThrow(ConfigError);
  });

  it("needs a project id in production, and defaults to the demo project otherwise", () => {
    expect(() => readServerConfig({ NODE_ENV: "production" })).toThrow(/FIREBASE_PROJECT_ID/);
    expect(
      readServerConfig({ NODE_ENV: "production", VITE_FIREBASE_PROJECT_ID: "petbox-prod" })
        .firebaseProjectId,
    ).toBe("petbox-prod");
    expect(readServerConfig({}).firebaseProjectId).toBe("demo-petbox");
  });

  it("defaults to PGlite in .data/db and 30 writes a minute; 0 turns the limit off", () => {
    const config = readServerConfig({});
    expect(config.databaseUrl).toBeNull();
    expect(config.dataDir).toBe(".data/db");
    expect(config.rateLimit).toEqual({ limit: 30, windowMs: 60_000 });
    expect(readServerConfig({ RATE_LIMIT_WRITES: "0" }).rateLimit).toBeNull();
    expect(
      readServerConfig({ RATE_LIMIT_WRITES: "5", RATE_LIMIT_WINDOW_SECONDS: "10" }).rateLimit,
    ).toEqual({ limit: 5, windowMs: 10_000 });
    expect(() => readServerConfig({ RATE_LIMIT_WRITES: "lots" })).toThrow(/RATE_LIMIT_WRITES/);
  });

  it("listens on this machine only in emulator mode, which accepts unsigned tokens; HOST overrides", () => {
    expect(readServerConfig({}).host).toBe("0.0.0.0");
    expect(readServerConfig({ FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" }).host).toBe(
      "127.0.0.1",
    );
    expect(
      readServerConfig({ FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099", HOST: "0.0.0.0" }).host,
    ).toBe("0.0.0.0");
    expect(readServerConfig({ HOST: "10.0.0.5" }).host).toBe("10.0.0.5");
  });
});
