import { desc } from "drizzle-orm";
import type { ContactInput } from "../../shared/api/contact";
import type { Db } from "../db/client";
import { contactMessages } from "../db/schema";

export async function saveContactMessage(
  db: Db,
  input: ContactInput & { uid: string },
): Promise<void> {
  await db.insert(contactMessages).values(input);
}

/** For the shop owner (`npm run shop -- messages`): newest first. */
export function allContactMessages(db: Db) {
  return db.select().from(contactMessages).orderBy(desc(contactMessages.id));
}
