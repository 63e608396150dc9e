import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import {
  REVIEWS_PAGE_DEFAULT,
  reviewInputSchema,
  reviewListQuerySchema,
  type ReviewList,
} from "../../shared/api/reviews";
import { findBox, type Box } from "../../shared/catalogue";
import type { RouteDeps } from "../api-deps";
import { optionalUser } from "../auth/request-user";
import { apiError } from "../http/api-error";
import { idempotent } from "../http/idempotency";
import { declaredSize, jsonBody, validQuery } from "../http/json-body";
import { writeLimit } from "../http/write-limit";
import { newestReviewsCache, noReviewsCache } from "../services/newest-reviews-cache";
import { addReview, listReviews } from "../services/reviews";

/** The catalogue's box named by `:id` on `c.var.box`, or 404. */
const knownBox = (catalogue: readonly Box[]) =>
  createMiddleware<{ Variables: { box: Box } }>(async (c, next) => {
    const box = findBox(catalogue, c.req.param("id"));
    if (!box) return apiError(c, 404, "not_found", "There is no box with this id.");
    c.set("box", box);
    await next();
  });

/** GET and POST /api/boxes/:id/reviews */
export function reviewRoutes(deps: RouteDeps) {
  const { database, catalogue, tokens } = deps;
  // Only the embedded database is written by this process alone (see newest-reviews-cache.ts).
  const newest = database.kind === "pglite" ? newestReviewsCache() : noReviewsCache;

  return new Hono()
    .get("/:id/reviews", knownBox(catalogue), validQuery(reviewListQuerySchema), async (c) => {
      const boxId = String(c.var.box.id);
      const { before, limit = REVIEWS_PAGE_DEFAULT } = c.req.valid("query");
      const load = () =>
        database.use("reviews.list", (db) => listReviews(db, boxId, { before, limit }));
      const page: ReviewList =
        before === undefined && limit === REVIEWS_PAGE_DEFAULT
          ? await newest.read(boxId, load)
          : await load();
      return c.json(page);
    })
    .post(
      "/:id/reviews",
      writeLimit(deps.rateLimit, "reviews", deps.trustProxyHops),
      knownBox(catalogue),
      declaredSize(),
      optionalUser(tokens),
      jsonBody(reviewInputSchema),
      idempotent(deps.idempotency),
      async (c) => {
        const boxId = String(c.var.box.id);
        const input = c.req.valid("json");
        const author = c.var.user;
        try {
          return await c.var.writeOnce("reviews.add", async (db) => ({
            status: 201,
            body: { review: await addReview(db, { boxId, ...input, author }) },
          }));
        } finally {
          // Even after a failure: the insert may have been committed before the error.
          newest.forget(boxId);
        }
      },
    );
}
