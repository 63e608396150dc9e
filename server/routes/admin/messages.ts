import { Hono } from "hono";
import {
  hideReviewInputSchema,
  replyInputSchema,
  type AdminReviewAnswer,
  type AdminReviewsAnswer,
  type InboxAnswer,
  type InboxMessageAnswer,
} from "../../../shared/api/admin/messages";
import type { RouteDeps } from "../../api-deps";
import { idempotent } from "../../http/idempotency";
import { declaredSize, jsonBody } from "../../http/json-body";
import { requireStaff } from "../../http/staff-access";
import { writeLimit } from "../../http/write-limit";
import {
  inbox,
  markHandled,
  newsletterCsv,
  replyTo,
  reviewsForStaff,
  setReviewVisibility,
} from "../../services/inbox";
import { answerOf } from "../answers";
import { numericId, SUPPORT } from "./problems";

/**
 * Support's inbox, reviews and newsletter list (issue 26, decision 234): GET /messages,
 * POST /messages/:id/handled and /reply {text}; GET /reviews, POST /reviews/:id/hide {reason}
 * and /show; GET /newsletter.csv. Owners and support; writes keyed and audited.
 */
export function adminMessageRoutes(deps: RouteDeps) {
  const support = requireStaff(deps, SUPPORT);
  const limit = writeLimit(deps.rateLimit, "admin.messages", deps.trustProxyHops);
  const keyed = idempotent(deps.idempotency);
  const now = () => new Date(deps.clock());
  const message = numericId("There is no such message.");
  const review = numericId("There is no such review.");
  const oneMessage = (value: InboxMessageAnswer["message"]): InboxMessageAnswer => ({
    message: value,
  });
  const oneReview = (value: AdminReviewAnswer["review"]): AdminReviewAnswer => ({ review: value });
  return new Hono()
    .get("/messages", support, async (c) => {
      const answer = await deps.database.use("admin.messages", (db) => inbox(db));
      return c.json(answer satisfies InboxAnswer);
    })
    .post("/messages/:id/handled", limit, support, message, keyed, (c) => {
      const { staff, id } = c.var;
      return c.var.writeOnce("admin.messages.handled", async (db) =>
        answerOf(await markHandled(db, staff, id, now()), 200, oneMessage),
      );
    })
    .post(
      "/messages/:id/reply",
      limit,
      declaredSize(),
      support,
      message,
      jsonBody(replyInputSchema),
      keyed,
      (c) => {
        const { text } = c.req.valid("json");
        const { staff, id } = c.var;
        return c.var.writeOnce("admin.messages.reply", async (db) =>
          answerOf(
            await replyTo(db, staff, id, text, { shopUrl: deps.shopUrl, now: now() }),
            200,
            oneMessage,
          ),
        );
      },
    )
    .get("/reviews", support, async (c) => {
      const reviews = await deps.database.use("admin.reviews", (db) =>
        reviewsForStaff(db, deps.catalogue),
      );
      return c.json({ reviews } satisfies AdminReviewsAnswer);
    })
    .post(
      "/reviews/:id/hide",
      limit,
      declaredSize(),
      support,
      review,
      jsonBody(hideReviewInputSchema),
      keyed,
      (c) => {
        const { reason } = c.req.valid("json");
        const { staff, id } = c.var;
        return c.var.writeOnce("admin.reviews.hide", async (db) =>
          answerOf(
            await setReviewVisibility(db, staff, id, { hidden: true, reason }, deps.catalogue),
            200,
            oneReview,
          ),
        );
      },
    )
    .post("/reviews/:id/show", limit, support, review, keyed, (c) => {
      const { staff, id } = c.var;
      return c.var.writeOnce("admin.reviews.show", async (db) =>
        answerOf(
          await setReviewVisibility(db, staff, id, { hidden: false }, deps.catalogue),
          200,
          oneReview,
        ),
      );
    })
    .get("/newsletter.csv", support, async (c) => {
      const csv = await deps.database.use("admin.newsletter", (db) => newsletterCsv(db));
      return c.body(csv, 200, {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": 'attachment; filename="petbox-newsletter.csv"',
      });
    });
}
