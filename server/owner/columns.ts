import type { RecordKind } from "./records";

export const columnsOf: Record<RecordKind, readonly string[]> = {
  messages: ["created_at", "name", "email", "message", "uid"],
  subscribers: ["created_at", "email"],
  reviews: ["created_at", "box_id", "rating", "text", "author_name", "author_uid"],
};
