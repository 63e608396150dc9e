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
    expect(readServerConfig({}).tokenCacheMs).toBe(30_000);
    expect(readServerConfig({ TOKEN_CACHE_SECONDS: "0" }).tokenCacheMs).toBe(0);
    expect(() => readServerConfig({ TOKEN_CACHE_SECONDS: "-1" })).toThrow(/TOKEN_CACHE_SECONDS/);
  });

  it("reads OWNER_UIDS as a list of uids, none by default, and refuses one with a space", () => {
    expect(readServerConfig({}).ownerUids).toEqual([]);
    expect(readServerConfig({ OWNER_UIDS: " abc123, def456 ,abc123," }).ownerUids).toEqual([
      "abc123",
      "def456",
    ]);
    expect(() => readServerConfig({ OWNER_UIDS: "abc 123" })).toThrow(/OWNER_UIDS/);
  });

  it("defaults the shop to UTC, manual payments, no SMTP and a local address", () => {
    const config = readServerConfig({ PORT: "8080" });
    expect(config).toMatchObject({
      shopTimeZone: "UTC",
      plansFile: null,
      shopUrl: "http://localhost:8080",
      stripe: null,
      smtpUrl: null,
      mailFrom: "PetBox <orders@petbox.example>",
    });
  });

  it("reads the commerce settings and refuses malformed ones with the setting's name", () => {
    const config = readServerConfig({
      SHOP_TIME_ZONE: "America/New_York",
      SHOP_URL: "https://petbox.example/",
      STRIPE_SECRET_KEY: "sk_test_123",
      STRIPE_WEBHOOK_SECRET: "whsec_abc",
      SMTP_URL: "smtps://mailer:secret@mail.example:465",
      MAIL_FROM: "PetBox <hello@petbox.example>",
      PLANS_FILE: "/etc/petbox/plans.json",
    });
    expect(config).toMatchObject({
      shopTimeZone: "America/New_York",
      shopUrl: "https://petbox.example",
      stripe: { secretKey: "sk_test_123", webhookSecret: "whsec_abc" },
      smtpUrl: "smtps://mailer:secret@mail.example:465",
      plansFile: "/etc/petbox/plans.json",
    });
    expect(() => readServerConfig({ SHOP_TIME_ZONE: "Mars/Base" })).toThrow(/SHOP_TIME_ZONE/);
    expect(() => readServerConfig({ STRIPE_SECRET_KEY: "sk_test_123" })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
    expect(() =>
      readServerConfig({ STRIPE_SECRET_KEY: "pk_test_123", STRIPE_WEBHOOK_SECRET: "whsec_abc" }),
    ).toThrow(/STRIPE_SECRET_KEY must be a Stripe secret key/);
    expect(() => readServerConfig({ SMTP_URL: "mail.example" })).toThrow(/SMTP_URL/);
    expect(() => readServerConfig({ SHOP_URL: "https://petbox.example/shop" })).toThrow(/SHOP_URL/);
  });

  it("sends replies to the shop's support address unless MAIL_REPLY_TO names another (issue 25 §6)", () => {
    expect(readServerConfig({})).toMatchObject({
      mailReplyTo: "PetBox support <support@petbox.example>",
      shopNotifyEmail: null,
    });
    expect(
      readServerConfig({
        MAIL_REPLY_TO: "Help desk <help@petbox.example>",
        SHOP_NOTIFY_EMAIL: "owner@petbox.example",
      }),
    ).toMatchObject({
      mailReplyTo: "Help desk <help@petbox.example>",
      shopNotifyEmail: "owner@petbox.example",
    });
    expect(readServerConfig({ MAIL_REPLY_TO: "help@petbox.example" }).mailReplyTo).toBe(
      "help@petbox.example",
    );
    // Not an address, two of them, or a line break that would add a header of its own.
    for (const bad of ["support", "a@b.example, c@d.example", "a@b.example\r\nBcc: x@y.example"]) {
      expect(() => readServerConfig({ MAIL_REPLY_TO: bad }), bad).toThrow(/MAIL_REPLY_TO/);
    }
    expect(() => readServerConfig({ SHOP_NOTIFY_EMAIL: "Owner <o@petbox.example>" })).toThrow(
      /SHOP_NOTIFY_EMAIL/,
    );
  });

  it("needs SHOP_URL in production when Stripe sends customers back to the shop", () => {
    const production = {
      NODE_ENV: "production",
      FIREBASE_PROJECT_ID: "shop",
      STRIPE_SECRET_KEY: "sk_live_123",
      STRIPE_WEBHOOK_SECRET: "whsec_abc",
    };
    expect(() => readServerConfig(production)).toThrow(/SHOP_URL/);
    expect(
      readServerConfig({ ...production, SHOP_URL: "https://petbox.example" }).stripe,
    ).not.toBeNull();
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
