import { readFileSync } from "node:fs";
import { count } from "drizzle-orm";
import { catalogueSchema } from "../../shared/catalogue";
import { parseFirebaseSettings } from "../../shared/firebase-settings";
import type { ApiDeps } from "../api";
import { createApp } from "../app";
import type { SignedInUser, TokenVerifier } from "../auth/verify-token";
import { InvalidTokenError } from "../auth/verify-token";
import type { Database } from "../db/client";
import { contactMessages, newsletterSubscribers, reviews } from "../db/schema";

export const catalogue = catalogueSchema.parse(
  JSON.parse(readFileSync("public/catDog.json", "utf8")),
);

/** For tests that send no tokens: any token is refused, as an unknown one would be. */
export const refuseAllTokens: TokenVerifier = {
  verify: (): Promise<SignedInUser> => Promise.reject(new InvalidTokenError("no tokens here")),
  close: async () => {},
};

export function testApp(overrides: Partial<ApiDeps> & { database: Database }) {
  return createApp({
    clientDir: "/nonexistent",
    firebaseSettings: parseFirebaseSettings({}),
    production: false,
    api: { catalogue, tokens: refuseAllTokens, rateLimit: null, ...overrides },
  });
}

export async function rowCounts(database: Database) {
  return database.use("test.row-counts", async (db) => ({
    reviews: (await db.select({ n: count() }).from(reviews))[0]?.n ?? 0,
    messages: (await db.select({ n: count() }).from(contactMessages))[0]?.n ?? 0,
    subscribers: (await db.select({ n: count() }).from(newsletterSubscribers))[0]?.n ?? 0,
  }));
}

export function postJson(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  };
}
