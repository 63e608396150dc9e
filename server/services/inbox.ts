import { asc, desc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import type { AdminReview, InboxAnswer, InboxMessage } from "../../shared/api/admin/messages";
import type { StaffMember } from "../../shared/api/admin/staff";
import { findBox, type Box } from "../../shared/catalogue";
import type { Db } from "../db/client";
import { contactMessages, contactReplies, newsletterSubscribers, reviews } from "../db/schema";
import { recordAudit } from "./audit";
import { forgetEverywhere } from "./newest-reviews-cache";
import { enqueueMessage } from "./outbox";
import { contactReplyMessage } from "./problem-messages";
import { ok, refuse, type Result } from "./result";

// Support's inbox, the reviews' moderation and the newsletter list (issue 26, decision 234).

const HANDLED_SHOWN = 50;
const NO_MESSAGE = "There is no such message.";

type MessageRow = typeof contactMessages.$inferSelect;

async function withReplies(db: Db, rows: readonly MessageRow[]): Promise<InboxMessage[]> {
  const ids = rows.map((row) => row.id);
  const replies =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(contactReplies)
          .where(inArray(contactReplies.messageId, ids))
          .orderBy(asc(contactReplies.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    receivedAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
    handledBy: row.handledBy,
    replies: replies
      .filter((reply) => reply.messageId === row.id)
      .map((reply) => ({
        text: reply.text,
        sentAt: reply.createdAt.toISOString(),
        by: reply.sentBy,
      })),
  }));
}

/** GET /api/admin/messages: the unanswered, oldest first, then the latest handled ones. */
export async function inbox(db: Db): Promise<InboxAnswer> {
  const unanswered = await db
    .select()
    .from(contactMessages)
    .where(isNull(contactMessages.handledAt))
    .orderBy(asc(contactMessages.id));
  const handled = await db
    .select()
    .from(contactMessages)
    .where(isNotNull(contactMessages.handledAt))
    .orderBy(desc(contactMessages.handledAt), desc(contactMessages.id))
    .limit(HANDLED_SHOWN);
  return { unanswered: await withReplies(db, unanswered), handled: await withReplies(db, handled) };
}

export async function unansweredCount(db: Db): Promise<number> {
  const rows = await db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(isNull(contactMessages.handledAt));
  return rows.length;
}

async function lockMessage(tx: Db, id: number) {
  const [row] = await tx
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.id, id))
    .for("update");
  return row;
}

/** POST /api/admin/messages/:id/handled: marked handled without a reply (a phone call…). */
export async function markHandled(
  db: Db,
  actor: StaffMember,
  id: number,
  now: Date,
): Promise<Result<InboxMessage>> {
  return db.transaction(async (tx) => {
    const before = await lockMessage(tx, id);
    if (!before) return refuse("not_found", NO_MESSAGE);
    if (before.handledAt !== null) {
      return refuse(
        "conflict",
        `This message was already handled by ${before.handledBy ?? "someone"}.`,
      );
    }
    const [after] = await tx
      .update(contactMessages)
      .set({ handledAt: now, handledBy: actor.email })
      .where(eq(contactMessages.id, id))
      .returning();
    if (!after) throw new Error("a locked message vanished");
    await recordAudit(tx, {
      actor,
      action: "message.handled",
      recordType: "contact_message",
      recordId: String(id),
      customerUid: before.uid,
      before: { handledAt: null },
      after: { handledAt: now.toISOString(), handledBy: actor.email },
    });
    const [answer] = await withReplies(tx, [after]);
    if (!answer) throw new Error("a message vanished");
    return ok(answer);
  });
}

/** POST /api/admin/messages/:id/reply: the answer goes out by e-mail and the message is handled. */
export async function replyTo(
  db: Db,
  actor: StaffMember,
  id: number,
  text: string,
  deps: { shopUrl: string; now: Date },
): Promise<Result<InboxMessage>> {
  return db.transaction(async (tx) => {
    const before = await lockMessage(tx, id);
    if (!before) return refuse("not_found", NO_MESSAGE);
    await tx.insert(contactReplies).values({ messageId: id, text, sentBy: actor.email });
    const [after] = await tx
      .update(contactMessages)
      .set({
        handledAt: before.handledAt ?? deps.now,
        handledBy: before.handledBy ?? actor.email,
      })
      .where(eq(contactMessages.id, id))
      .returning();
    if (!after) throw new Error("a locked message vanished");
    await enqueueMessage(
      tx,
      contactReplyMessage(
        { name: before.name, question: before.message, text },
        { uid: before.uid, email: before.email },
        deps.shopUrl,
      ),
    );
    await recordAudit(tx, {
      actor,
      action: "message.reply",
      recordType: "contact_message",
      recordId: String(id),
      customerUid: before.uid,
      before: { handledAt: before.handledAt?.toISOString() ?? null },
      after: { handledAt: after.handledAt?.toISOString() ?? null, reply: text },
    });
    const [answer] = await withReplies(tx, [after]);
    if (!answer) throw new Error("a message vanished");
    return ok(answer);
  });
}

type ReviewRow = typeof reviews.$inferSelect;

const reviewOf = (row: ReviewRow, catalogue: readonly Box[]): AdminReview => ({
  id: row.id,
  boxId: row.boxId,
  boxName: findBox(catalogue, row.boxId)?.name ?? `Box ${row.boxId}`,
  rating: row.rating,
  text: row.text,
  authorName: row.authorName,
  createdAt: row.createdAt.toISOString(),
  hidden: row.hidden,
  hiddenReason: row.hiddenReason,
});

const REVIEWS_SHOWN = 200;

/** GET /api/admin/reviews: the newest reviews, hidden ones too. */
export async function reviewsForStaff(db: Db, catalogue: readonly Box[]): Promise<AdminReview[]> {
  const rows = await db.select().from(reviews).orderBy(desc(reviews.id)).limit(REVIEWS_SHOWN);
  return rows.map((row) => reviewOf(row, catalogue));
}

/**
 * POST /api/admin/reviews/:id/hide {reason} and /show: a hidden review leaves the box's list and
 * its rating (the public queries skip `hidden`); the box's cached first page is dropped.
 */
export async function setReviewVisibility(
  db: Db,
  actor: StaffMember,
  id: number,
  change: { hidden: true; reason: string } | { hidden: false },
  catalogue: readonly Box[],
): Promise<Result<AdminReview>> {
  const result = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(reviews).where(eq(reviews.id, id)).for("update");
    if (!before) return refuse("not_found", "There is no such review.");
    if (before.hidden === change.hidden) {
      return refuse(
        "conflict",
        change.hidden ? "This review is already hidden." : "This review is already shown.",
      );
    }
    const hiddenReason = change.hidden ? change.reason : null;
    const [after] = await tx
      .update(reviews)
      .set({ hidden: change.hidden, hiddenReason })
      .where(eq(reviews.id, id))
      .returning();
    if (!after) throw new Error("a locked review vanished");
    await recordAudit(tx, {
      actor,
      action: change.hidden ? "review.hide" : "review.show",
      recordType: "review",
      recordId: String(id),
      customerUid: before.authorUid,
      before: { hidden: before.hidden, hiddenReason: before.hiddenReason },
      after: { hidden: after.hidden, hiddenReason: after.hiddenReason },
    });
    return ok(after);
  });
  if (!result.ok) return result;
  forgetEverywhere(result.value.boxId);
  return ok(reviewOf(result.value, catalogue));
}

/** The newsletter list as CSV (RFC 4180), oldest first: e-mail and the day they signed up. */
export async function newsletterCsv(db: Db): Promise<string> {
  const rows = await db.select().from(newsletterSubscribers).orderBy(asc(newsletterSubscribers.id));
  const cell = (value: string) =>
    /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
  const lines = rows.map((row) => `${cell(row.email)},${row.createdAt.toISOString()}`);
  return ["email,subscribed_at", ...lines].join("\r\n") + "\r\n";
}
