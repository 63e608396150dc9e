import { createHash } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { SignedInUser } from "../auth/verify-token";
import { unlessUnavailable, type Database, type Db } from "../db/client";
import { idempotencyKeys } from "../db/schema";
import { apiError } from "./api-error";

/** Keys are answered for at least this long (decision 061). */

/** Whose keys a key is among: the signed-in account's, or every visitor's. */
export function idempotencyScope(uid: string | undefined): string {
  return uid ? `user:${uid}` : "visitor";
}

export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** Expired keys are deleted at most this often, by whichever write comes first. */
const PURGE_EVERY_MS = 60 * 60 * 1000;

// Printable ASCII (a UUID fits easily); Headers have already trimmed the ends.
const KEY = /^[\x20-\x7e]{1,255}$/;

/** What a write answers: stored as it is with its key, and sent as JSON (204: no body). */
export type WriteAnswer<Body> = { status: ContentfulStatusCode; body: Body } | NoContent;

/** A write with nothing to say, such as a delete. */
export interface NoContent {
  status: 204;
  body: null;
}

/**
 * Runs one write and answers it. With an `Idempotency-Key`, the key's row is inserted first in
 * the write's own transaction and the answer is stored with it, so a retry gets the first
 * answer and a write that did not commit leaves the key free (decision 061).
 */
export type WriteOnce = <Body>(
  operation: string,
  write: (db: Db) => Promise<WriteAnswer<Body>>,
) => Promise<Response>;

export interface IdempotencyStore {
  database: Database;
  /** Deletes expired keys when the last purge is an hour old. Never fails. */
  purgeIfDue(): Promise<void>;
  clock: () => number;
}

export function idempotencyStore(database: Database, clock: () => number): IdempotencyStore {
  let nextPurge = 0;
  return {
    database,
    clock,
    async purgeIfDue() {
      const now = clock();
      if (now < nextPurge) return;
      nextPurge = now + PURGE_EVERY_MS;
      const cutoff = new Date(now - IDEMPOTENCY_KEY_TTL_MS);
      await database
        .use("idempotency.purge", (db) =>
          db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, cutoff)),
        )
        .catch(unlessUnavailable("idempotency.purge")); // the write itself goes on
    },
  };
}

function json(c: Context, status: number, text: string, replayed: boolean) {
  const marked: Record<string, string> = replayed ? { "Idempotent-Replayed": "true" } : {};
  // A 204 carries no body (the Response constructor refuses one), first time or replayed.
  if (status === 204) return c.body(null, 204, marked);
  return c.body(text, status as ContentfulStatusCode, {
    "Content-Type": "application/json",
    ...marked,
  });
}

type Claim =
  | { kind: "answered"; status: number; text: string }
  | { kind: "taken"; first: { fingerprint: string; status: number | null; body: string | null } }
  | { kind: "lost" };

/**
 * Reads `Idempotency-Key` (400 when malformed) and puts `c.var.writeOnce` on the context.
 * Keys belong to the caller (`user:<uid>` or "visitor") and to one request: method, path and
 * the validated body, so it goes after `jsonBody` and the user middleware. Every write method
 * takes it: POST, PATCH and DELETE (which has no body: method and path alone, with the id).
 */
export const idempotent = (store: IdempotencyStore) =>
  createMiddleware<
    { Variables: { user?: SignedInUser | null; writeOnce: WriteOnce } },
    string,
    { out: { json: unknown } }
  >(async (c, next) => {
    const key = c.req.header("idempotency-key");
    if (key !== undefined && !KEY.test(key)) {
      return apiError(
        c,
        400,
        "invalid_idempotency_key",
        "The Idempotency-Key header must be 1 to 255 printable ASCII characters.",
      );
    }
    const user = c.get("user");
    const scope = idempotencyScope(user?.uid);
    const fingerprint = createHash("sha256")
      .update(JSON.stringify([c.req.method, c.req.path, c.req.valid("json") ?? null]))
      .digest("hex");
    const { database, clock } = store;

    const writeOnce: WriteOnce = async (operation, write) => {
      await store.purgeIfDue();
      if (key === undefined) {
        const answer = await database.use(operation, write);
        return json(c, answer.status, JSON.stringify(answer.body), false);
      }
      const where = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
      const claim = await database.use(operation, (db) =>
        db.transaction(async (tx): Promise<Claim> => {
          // First, so that a concurrent request with this key waits here for our commit.
          const claimed = await tx
            .insert(idempotencyKeys)
            .values({ scope, key, fingerprint, createdAt: new Date(clock()) })
            .onConflictDoNothing()
            .returning({ key: idempotencyKeys.key });
          if (claimed.length === 0) {
            const [first] = await tx
              .select({
                fingerprint: idempotencyKeys.fingerprint,
                status: idempotencyKeys.status,
                body: idempotencyKeys.body,
              })
              .from(idempotencyKeys)
              .where(where);
            return first ? { kind: "taken", first } : { kind: "lost" };
          }
          const answer = await write(tx);
          const text = JSON.stringify(answer.body);
          await tx.update(idempotencyKeys).set({ status: answer.status, body: text }).where(where);
          return { kind: "answered", status: answer.status, text };
        }),
      );
      if (claim.kind === "answered") return json(c, claim.status, claim.text, false);
      if (claim.kind === "lost") {
        // Purged between our insert and our read: the key is a day old at least.
        throw new Error("An idempotency key vanished while it was read.");
      }
      const { first } = claim;
      if (first.fingerprint !== fingerprint) {
        return apiError(
          c,
          422,
          "idempotency_key_reused",
          "This Idempotency-Key was already used for another request. Send a new key with a new request.",
        );
      }
      if (first.status === null || first.body === null) {
        throw new Error("An idempotency key was stored without its answer.");
      }
      return json(c, first.status, first.body, true);
    };
    c.set("writeOnce", writeOnce);
    await next();
  });
