import { desc } from "drizzle-orm";
import type { Database } from "../db/client";
import { newsletterSubscribers } from "../db/schema";

/** Adds the address once; subscribing again changes nothing and is not an error. */
export async function subscribe(database: Database, email: string): Promise<void> {
  await database.use((db) =>
    db
      .insert(newsletterSubscribers)
      .values({ email: email.toLowerCase() })
      .onConflictDoNothing({ target: newsletterSubscribers.email }),
  );
}

/** For the shop owner (`npm run shop -- subscribers`): newest first. */
export function allSubscribers(database: Database) {
  return database.use((db) =>
    db.select().from(newsletterSubscribers).orderBy(desc(newsletterSubscribers.id)),
  );
}
