import {
  adminReviewAnswerSchema,
  adminReviewsAnswerSchema,
  inboxAnswerSchema,
  inboxMessageAnswerSchema,
  type AdminReview,
  type InboxAnswer,
  type InboxMessage,
} from "@shared/api/admin/messages";
import { dataOrThrow } from "~/lib/api-failure";
import { currentIdToken } from "~/lib/id-token";
import { shopApi, type ShopApi } from "~/lib/shop-api";

export type { AdminReview, InboxAnswer, InboxMessage };

/** GET /api/admin/messages */
export async function getInbox(api: ShopApi = shopApi): Promise<InboxAnswer> {
  return dataOrThrow(await api.request("GET", "/api/admin/messages", inboxAnswerSchema));
}

/** POST /api/admin/messages/:id/reply {text}: sent by e-mail, the message handled. */
export async function replyToMessage(id: number, text: string, api: ShopApi = shopApi) {
  return dataOrThrow(
    await api.request("POST", `/api/admin/messages/${id}/reply`, inboxMessageAnswerSchema, {
      text,
    }),
  ).message;
}

/** POST /api/admin/messages/:id/handled */
export async function markMessageHandled(id: number, api: ShopApi = shopApi) {
  return dataOrThrow(
    await api.request("POST", `/api/admin/messages/${id}/handled`, inboxMessageAnswerSchema, {}),
  ).message;
}

/** GET /api/admin/reviews */
export async function getReviews(api: ShopApi = shopApi): Promise<AdminReview[]> {
  return dataOrThrow(await api.request("GET", "/api/admin/reviews", adminReviewsAnswerSchema))
    .reviews;
}

/** POST /api/admin/reviews/:id/hide {reason} or /show */
export async function setReviewHidden(
  id: number,
  change: { hidden: true; reason: string } | { hidden: false },
  api: ShopApi = shopApi,
): Promise<AdminReview> {
  const path = `/api/admin/reviews/${id}/${change.hidden ? "hide" : "show"}`;
  const body = change.hidden ? { reason: change.reason } : {};
  return dataOrThrow(await api.request("POST", path, adminReviewAnswerSchema, body)).review;
}

/** The newsletter list's CSV, downloaded by the browser with the staff member's token. */
export const NEWSLETTER_CSV = "/api/admin/newsletter.csv";

/** The newsletter list as CSV text, asked with the staff member's token. */
export async function getNewsletterCsv(): Promise<string> {
  const token = await currentIdToken();
  const response = await fetch(NEWSLETTER_CSV, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error("The newsletter list could not be read just now.");
  return response.text();
}
