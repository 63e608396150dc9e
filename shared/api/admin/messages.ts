import { z } from "../../zod";
import { NOT_AN_OBJECT } from "../errors";
import { multiLineText, oneLineText } from "../free-text";

// The back office's inbox, reviews and newsletter list (issue 26, decision 234).

const id = z.number().check(z.int(), z.positive());

export const inboxMessageSchema = z.object({
  id,
  name: z.string(),
  email: z.string(),
  message: z.string(),
  receivedAt: z.string(),
  handledAt: z.nullable(z.string()),
  handledBy: z.nullable(z.string()),
  replies: z.array(z.object({ text: z.string(), sentAt: z.string(), by: z.string() })),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

/** GET /api/admin/messages: unanswered first (oldest first), then the latest handled. */
export const inboxAnswerSchema = z.object({
  unanswered: z.array(inboxMessageSchema),
  handled: z.array(inboxMessageSchema),
});
export type InboxAnswer = z.infer<typeof inboxAnswerSchema>;

export const REPLY_MAX = 5000;

/** POST /api/admin/messages/:id/reply */
export const replyInputSchema = z.object(
  {
    text: multiLineText(
      z
        .string({ error: "Write your reply." })
        .check(
          z.trim(),
          z.minLength(1, "Write your reply."),
          z.maxLength(REPLY_MAX, `Keep the reply to ${REPLY_MAX} characters or fewer.`),
        ),
    ),
  },
  { error: NOT_AN_OBJECT },
);
export type ReplyInput = z.infer<typeof replyInputSchema>;

export const inboxMessageAnswerSchema = z.object({ message: inboxMessageSchema });
export type InboxMessageAnswer = z.infer<typeof inboxMessageAnswerSchema>;

export const adminReviewSchema = z.object({
  id,
  boxId: z.string(),
  boxName: z.string(),
  rating: z.number().check(z.int(), z.gte(1), z.lte(5)),
  text: z.string(),
  authorName: z.nullable(z.string()),
  createdAt: z.string(),
  hidden: z.boolean(),
  hiddenReason: z.nullable(z.string()),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewsAnswerSchema = z.object({ reviews: z.array(adminReviewSchema) });
export type AdminReviewsAnswer = z.infer<typeof adminReviewsAnswerSchema>;

export const HIDE_REASON_MAX = 300;

/** POST /api/admin/reviews/:id/hide */
export const hideReviewInputSchema = z.object(
  {
    reason: oneLineText(
      z
        .string({ error: "Say why the review is hidden." })
        .check(
          z.trim(),
          z.minLength(1, "Say why the review is hidden."),
          z.maxLength(
            HIDE_REASON_MAX,
            `Keep the reason to ${HIDE_REASON_MAX} characters or fewer.`,
          ),
        ),
    ),
  },
  { error: NOT_AN_OBJECT },
);
export type HideReviewInput = z.infer<typeof hideReviewInputSchema>;

export const adminReviewAnswerSchema = z.object({ review: adminReviewSchema });
export type AdminReviewAnswer = z.infer<typeof adminReviewAnswerSchema>;
