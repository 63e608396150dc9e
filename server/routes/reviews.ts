import { Hono, type Context } from "hono";
import { fieldErrors } from "../../shared/api/errors";
import {
  REVIEWS_PAGE_DEFAULT,
  reviewInputSchema,
  reviewListQuerySchema,
  type ReviewList,
} from "../../shared/api/reviews";
import { findBox } from "../../shared/catalogue";
import type { ApiDeps } from "../api";
import { requestUser } from "../auth/request-user";
import { apiError, invalidBody } from "../http/api-error";
import { declaredTooLarge, readJsonBody } from "../http/json-body";
import { writeLimit } from "../http/write-limit";
import { newestReviewsCache, noReviewsCache } from "../services/newest-reviews-cache";
import { addReview, listReviews } from "../services/reviews";

/** GET and POST /api/boxes/:id/reviews */
export function reviewRoutes(deps: ApiDeps) {
  const { database, catalogue, tokens } = deps;
  // Only the embedded database is written by this process alone (see newest-reviews-cache.ts).
  const newest = database.kind === "pglite" ? newestReviewsCache() : noReviewsCache;

  function boxOr404(c: Context) {
    const box = findBox(catalogue, c.req.param("id"));
    return box
      ? { box, response: null }
      : { box: null, response: apiError(c, 404, "not_found", "There is no box with this id.") };
  }

  return new Hono()
    .get("/:id/reviews", async (c) => {
      const { box, response } = boxOr404(c);
      if (!box) return response;
      const query = reviewListQuerySchema.safeParse(c.req.query());
      if (!query.success) {
        return apiError(c, 400, "invalid_query", "Check the query.", fieldErrors(query.error));
      }
      const boxId = String(box.id);
      const { before, limit = REVIEWS_PAGE_DEFAULT } = query.data;
      const load = () => listReviews(database, boxId, { before, limit });
      const page: ReviewList =
        before === undefined && limit === REVIEWS_PAGE_DEFAULT
          ? await newest.read(boxId, load)
          : await load();
      return c.json(page);
    })
    .post("/:id/reviews", writeLimit(deps.rateLimit, "reviews", deps.trustProxyHops), async (c) => {
      const { box, response } = boxOr404(c);
      if (!box) return response;
      const tooLarge = declaredTooLarge(c);
      if (tooLarge) return tooLarge;
      const who = await requestUser(c, tokens);
      if (who.kind === "refused") return who.response;
      const body = await readJsonBody(c);
      if (!body.ok) return body.response;
      const input = reviewInputSchema.safeParse(body.value);
      if (!input.success) return invalidBody(c, fieldErrors(input.error));
      const boxId = String(box.id);
      try {
        const review = await addReview(database, {
          boxId,
          ...input.data,
          author: who.kind === "user" ? who.user : null,
        });
        return c.json({ review }, 201);
      } finally {
        // Even after a failure: the insert may have been committed before the error.
        newest.forget(boxId);
      }
    });
}
