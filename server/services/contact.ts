import { desc } from "drizzle-orm";
import type { ContactInput } from "../../shared/api/contact";
import type { Database } from "../db/client";
import { contactMessages } from "../db/schema";

export async function saveContactMessage(
  database: Database,
  input: ContactInput & { uid: string },
): Promise<void> {
  await database.use((db) => db.insert(contactMessages).values(input));
}

/** For the shop owner (`npm run shop -- messages`): newest first. */
export function allContactMessages(database: Database) {
  return database.use((db) => db.select().from(contactMessages).orderBy(desc(contactMessages.id)));
}
