import { desc } from "drizzle-orm";
import type { Db } from "../db/client";
import { outbox } from "../db/schema";

export interface OutgoingMessage {
  /** "order_confirmation", "subscription_skipped" (…_paused, _cancelled …), "delivery_reminder". */
  kind: string;
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
