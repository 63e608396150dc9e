import { desc } from "drizzle-orm";
import type { LifecycleEvent } from "../../shared/commerce/lifecycle-state";
import type { Db } from "../db/client";
import { outbox } from "../db/schema";

/**
 * Every kind of message the shop sends: the order confirmation, one per subscription action
 * ("subscription_skipped", …), the reminder before a box ships, and the confirmation of a
 * withdrawal. A new kind added here must be added to message-links.test.ts, which checks every
 * link of every kind.
 */
export type MessageKind =
  | "order_confirmation"
  | `subscription_${LifecycleEvent["kind"]}`
  | "delivery_reminder"
  | "withdrawal_confirmation";

export interface OutgoingMessage {
  kind: MessageKind;
  recipientUid: string | null;
  recipientEmail: string | null;
  subject: string;
  text: string;
}

/**
 * Queues a message in the caller's transaction (decision 094): it is sent only if what it tells
 * was stored, and it is not lost if the mail server is down when it was.
 */
export async function enqueueMessage(db: Db, message: OutgoingMessage): Promise<void> {
  await db.insert(outbox).values(message);
}

/** For the owner (`npm run shop -- outbox`): every message, newest first. */
export function allOutboxMessages(db: Db) {
  return db.select().from(outbox).orderBy(desc(outbox.id));
}
