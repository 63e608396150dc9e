import { desc } from "drizzle-orm";
import type { Db } from "../db/client";
import { newsletterSubscribers } from "../db/schema";

/** Adds the address once; subscribing again changes nothing and is not an error. */
export async function subscribe(db: Db, email: string): Promise<void> {
  await db
    .insert(newsletterSubscribers)
    .values({ email: email.toLowerCase() })
    .onConflictDoNothing({ target: newsletterSubscribers.email });
}

/** For the shop owner (`npm run shop -- subscribers`): newest first. */
export function allSubscribers(db: Db) {
  return db.select().from(newsletterSubscribers).orderBy(desc(newsletterSubscribers.id));
}
