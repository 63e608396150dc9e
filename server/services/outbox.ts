import { desc, eq } from "drizzle-orm";
import type { LifecycleEvent } from "../../shared/commerce/lifecycle-state";
import type { Db } from "../db/client";
import { outbox } from "../db/schema";
import type { MessageBody } from "../mail/content";
import { messageHtml } from "../mail/render";
import { messageText } from "../mail/text";

/**
 * Every kind of message the shop sends: the order confirmation and the shop's notice of a new
 * order, one per subscription action ("subscription_skipped", …), the reminder before a box
 * ships, the renewal, yearly and price-change notices (decision 265), "your box is on its way" when a person ships it, the confirmation of a withdrawal, the outcome of a
 * problem with a box, support's reply to a contact message, the owner's stock shortfall, a
 * referrer's credit (decision 270) and the gift e-mail with its claim link (decision 269). A new
 * kind is added here and gets a fixture in test-support/message-fixtures.ts (the
 * typecheck asks for it), which the link, content and e2e tests render.
 */
export type MessageKind =
  | "order_confirmation"
  | "order_notice"
  | `subscription_${LifecycleEvent["kind"]}`
  | "delivery_reminder"
  | "renewal_reminder"
  | "anniversary_reminder"
  | "price_notice"
  | "delivery_shipped"
  | "withdrawal_confirmation"
  | "payment_refunded"
  | "payment_link"
  | "problem_resolved"
  | "contact_reply"
  | "stock_shortfall"
  | "referral_credit"
  | "gift_sent"
  | "gift_unclaimed"
  | "gift_last_box";

export interface OutgoingMessage {
  kind: MessageKind;
  recipientUid: string | null;
  recipientEmail: string | null;
  subject: string;
  /** The plain-text part. */
  text: string;
  /**
   * What the message says, for its HTML part (decision 209). Absent only on a message held by a
   * provider call written before HTML e-mails; it is then sent as text alone.
   */
  body?: MessageBody;
}

/** A message from what it says: its text part now, its HTML part when it is queued. */
export function composeMessage(
  kind: MessageKind,
  recipient: { uid: string | null; email: string | null },
  subject: string,
  body: MessageBody,
): OutgoingMessage {
  return {
    kind,
    recipientUid: recipient.uid,
    recipientEmail: recipient.email,
    subject,
    text: messageText(body),
    body,
  };
}

/**
 * Queues a message in the caller's transaction (decision 094): it is sent only if what it tells
 * was stored, and it is not lost if the mail server is down when it was. Both parts are stored,
 * so what is sent is what the owner reads (`npm run shop -- outbox --show <id>`).
 */
export async function enqueueMessage(db: Db, message: OutgoingMessage): Promise<void> {
  await enqueueMessages(db, [message]);
}

/** enqueueMessage for several messages of one transaction: one statement, in list order. */
export async function enqueueMessages(db: Db, messages: readonly OutgoingMessage[]): Promise<void> {
  if (messages.length === 0) return;
  const rows = [];
  for (const { body, ...row } of messages) {
    rows.push({ ...row, html: body ? await messageHtml(row.subject, body) : null });
  }
  await db.insert(outbox).values(rows);
}

/** For the owner (`npm run shop -- outbox`): every message, newest first. */
export function allOutboxMessages(db: Db) {
  return db.select().from(outbox).orderBy(desc(outbox.id));
}

/** For the owner (`npm run shop -- outbox --show <id>`): one message, or undefined. */
export async function outboxMessage(db: Db, id: number) {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return row;
}
