import { readFileSync } from "node:fs";
import { count } from "drizzle-orm";
import { catalogueSchema } from "../../shared/catalogue";
import { parseFirebaseSettings } from "../../shared/firebase-settings";
import type { ApiDeps } from "../api-deps";
import { createApp, type AppOptions } from "../app";
import type { SignedInUser, TokenVerifier } from "../auth/verify-token";
import { InvalidTokenError } from "../auth/verify-token";
import type { Database } from "../db/client";
import { contactMessages, newsletterSubscribers, reviews } from "../db/schema";
import { createManualProvider } from "../payments/manual";
import { loadPlans, planCandidates } from "../services/plans";

export const catalogue = catalogueSchema.parse(
  JSON.parse(readFileSync("public/catDog.json", "utf8")),
);

/** public/plans.json, as the server loads it. */
const plans = loadPlans(planCandidates("/nonexistent", null));

/** For tests that send no tokens: any token is refused, as an unknown one would be. */
export const refuseAllTokens: TokenVerifier = {
  verify: (): Promise<SignedInUser> => Promise.reject(new InvalidTokenError("no tokens here")),
  close: async () => {},
};

/**
 * For tests where who is signed in matters but the Auth Emulator does not: `testToken(name)` is
 * accepted as that account (uid `name`, e-mail `name@example.com`); any other token is refused.
 * The account's own checks are api.commerce.auth.test.ts's, with real tokens.
 */
export function fixedTokens(...names: string[]): TokenVerifier {
  const users = new Map(
    names.map((name) => [
      testToken(name),
      { uid: name, name, email: `${name}@example.com`, photoURL: null, emailVerified: true },
    ]),
  );
  return {
    verify: async (token) => {
      const user = users.get(token);
      if (!user) throw new InvalidTokenError("not a test token");
      return user;
    },
    close: async () => {},
  };
}

/** A token shaped like a JWT (three parts), which fixedTokens(name) accepts. */
export function testToken(name: string): string {
  return `test.${Buffer.from(name).toString("base64url")}.sig`;
}

export function testApp(
  overrides: Partial<ApiDeps> & { database: Database },
  appOptions: Pick<AppOptions, "requestLog" | "stopping"> = {},
) {
  return createApp({
    clientDir: "/nonexistent",
    firebaseSettings: parseFirebaseSettings({}),
    production: false,
    ...appOptions,
    api: {
      catalogue,
      tokens: refuseAllTokens,
      rateLimit: null,
      plans,
      payments: createManualProvider(),
      timeZone: "UTC",
      shopUrl: "http://localhost:3000",
      // Tests read the numbers right after each change; the reuse has its own test.
      metricsMaxAgeMs: 0,
      ...overrides,
    },
  });
}

export async function rowCounts(database: Database) {
  return database.use("test.row-counts", async (db) => ({
    reviews: (await db.select({ n: count() }).from(reviews))[0]?.n ?? 0,
    messages: (await db.select({ n: count() }).from(contactMessages))[0]?.n ?? 0,
    subscribers: (await db.select({ n: count() }).from(newsletterSubscribers))[0]?.n ?? 0,
  }));
}

export function postJson(
  body: unknown,
  headers: Record<string, string> = {},
  method = "POST",
): RequestInit {
  return {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  };
}
