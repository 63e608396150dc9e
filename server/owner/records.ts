import { orderNumberLabel } from "../../shared/api/orders";
import type { Database } from "../db/client";
import { allContactMessages } from "../services/contact";
import { allSubscribers } from "../services/newsletter";
import { allOrderLines } from "../services/orders";
import { allOutboxMessages } from "../services/outbox";
import { allReviews } from "../services/reviews";

export const recordKinds = ["messages", "subscribers", "reviews", "orders", "outbox"] as const;
export type RecordKind = (typeof recordKinds)[number];

export type OwnerRecord = Record<string, string | number | null>;

/** What `npm run shop -- <kind>` prints: plain rows, newest first, dates as ISO strings. */
export async function ownerRecords(database: Database, kind: RecordKind): Promise<OwnerRecord[]> {
  switch (kind) {
    case "messages":
      return (await database.use("owner.messages", allContactMessages)).map((m) => ({
        created_at: m.createdAt.toISOString(),
        name: m.name,
        email: m.email,
        message: m.message,
        uid: m.uid,
      }));
    case "subscribers":
      return (await database.use("owner.subscribers", allSubscribers)).map((s) => ({
        created_at: s.createdAt.toISOString(),
        email: s.email,
      }));
    case "reviews":
      return (await database.use("owner.reviews", allReviews)).map((r) => ({
        created_at: r.createdAt.toISOString(),
        box_id: r.boxId,
        rating: r.rating,
        text: r.text,
        author_name: r.authorName,
        author_uid: r.authorUid,
      }));
    case "orders":
      // One row per order line, so the CSV is one table; newest order first.
      return (await database.use("owner.orders", allOrderLines)).map((line) => ({
        created_at: line.createdAt.toISOString(),
        order: orderNumberLabel(line.number),
        status: line.status,
        uid: line.uid,
        plan: line.planId,
        payment: line.paymentProvider,
        total_cents: line.totalCents,
        line: line.position + 1,
        box_id: line.boxId,
        box: line.boxName,
        pet: line.petName,
        quantity: line.quantity,
        unit_price_cents: line.unitPriceCents,
        line_total_cents: line.lineTotalCents,
        first_delivery: line.firstDeliveryDate,
        ship_to: line.fullName,
        city: line.city,
        country: line.country,
      }));
    case "outbox":
      return (await database.use("owner.outbox", allOutboxMessages)).map((m) => ({
        created_at: m.createdAt.toISOString(),
        id: m.id,
        kind: m.kind,
        status: m.sentAt ? "sent" : m.nextAttemptAt ? "waiting" : "not sent",
        to: m.recipientEmail,
        uid: m.recipientUid,
        subject: m.subject,
        attempts: m.attempts,
        next_attempt_at: m.nextAttemptAt?.toISOString() ?? null,
        sent_at: m.sentAt?.toISOString() ?? null,
        last_error: m.lastError,
        text: m.text,
      }));
  }
}
