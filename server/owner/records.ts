import path from "node:path";
import { orderNumberLabel } from "../../shared/api/orders";
import type { Box } from "../../shared/catalogue";
import { carriers } from "../../shared/shop/carriers";
import type { Database } from "../db/client";
import { catalogueCandidates, loadCatalogue } from "../services/catalogue";
import { allContactMessages } from "../services/contact";
import { allSubscribers } from "../services/newsletter";
import { allOrderLines } from "../services/orders";
import { allOutboxMessages, outboxMessage } from "../services/outbox";
import { OwnerRequestError } from "./socket-client";
import { adminPacking } from "../services/admin-packing";
import { allReviews, setReviewHidden } from "../services/reviews";
import { allSubscriptions } from "../services/subscriptions";
import { allWithdrawals } from "../services/withdrawals";

export const recordKinds = [
  "messages",
  "subscribers",
  "reviews",
  "orders",
  "outbox",
  "subscriptions",
  "packing",
  "withdrawals",
] as const;
export type RecordKind = (typeof recordKinds)[number];

export type OwnerRecord = Record<string, string | number | null>;

/** What the subscription lists need besides the database. */
export interface OwnerContext {
  catalogue: readonly Box[];
  timeZone: string;
  now: () => Date;
}

/**
 * The settings the shop server runs with, read the way it reads them (CATALOGUE_FILE, else the
 * built app's catalogue, else public/; SHOP_TIME_ZONE): the command and the server's owner
 * socket both use it, so both print the same list.
 */
export function ownerContextFromEnvironment(env = process.env): OwnerContext {
  let catalogue: Box[] | null = null;
  return {
    get catalogue() {
      catalogue ??= loadCatalogue(
        catalogueCandidates(
          path.resolve(env.BUILD_DIR ?? "build", "client"),
          env.CATALOGUE_FILE || null,
        ),
      );
      return catalogue;
    },
    timeZone: env.SHOP_TIME_ZONE || "UTC",
    now: () => new Date(),
  };
}

export { OwnerRequestError };

/** What `npm run shop -- <kind>` prints: plain rows, newest first, dates as ISO strings. */
export async function ownerRecords(
  database: Database,
  kind: RecordKind,
  options: { month?: string } = {},
  context: OwnerContext = ownerContextFromEnvironment(),
): Promise<OwnerRecord[]> {
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
        id: r.id,
        hidden: r.hidden ? "hidden" : null,
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
        allergy_swap: line.allergySwap,
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
    case "subscriptions":
      return (await database.use("owner.subscriptions", (db) => allSubscriptions(db, context))).map(
        (row) => {
          const s = row.subscription;
          const { state } = row;
          return {
            created_at: s.createdAt.toISOString(),
            id: s.id,
            order: orderNumberLabel(row.orderNumber),
            uid: s.uid,
            status: state.status,
            box_id: state.contents.boxId,
            box: row.box,
            pet: row.petName,
            quantity: state.contents.quantity,
            frequency: state.frequency,
            plan: row.planName,
            unit_price_cents: state.contents.unitPrice,
            next_delivery: row.nextDeliveryDate,
            paused_until: state.pausedUntil,
            ends_on: state.endsOn,
            deliveries_left: state.deliveriesLeft,
            payment_issue: s.paymentIssue,
            city: row.city,
            country: row.country,
          };
        },
      );
    case "withdrawals":
      return (await database.use("owner.withdrawals", allWithdrawals)).map(
        ({ withdrawal: w, orderNumber }) => ({
          received_at: w.receivedAt.toISOString(),
          id: w.id,
          full_name: w.fullName,
          order_number: w.orderNumber,
          email: w.email,
          outcome: w.outcome,
          order: orderNumber === null ? null : orderNumberLabel(orderNumber),
          cancelled: w.cancelled,
          uid: w.uid,
        }),
      );
    case "packing": {
      const month = options.month ?? "";
      const result = await database.use("owner.packing", (db) =>
        adminPacking(db, { month }, { ...context, carriers }),
      );
      if (!result.ok)
        throw new OwnerRequestError(Object.values(result.fields ?? {})[0] ?? result.message);
      return result.value.lines.map((line) => ({
        ship_date: line.date,
        box_id: line.boxId,
        box: line.boxName,
        quantity: line.quantity,
        pet: line.pet?.name ?? null,
        species: line.pet?.species ?? null,
        size: line.pet?.size ?? null,
        allergies: line.pet ? notes(line.pet.allergies, line.pet.allergiesOther) : null,
        dislikes: line.pet ? notes(line.pet.dislikes, line.pet.dislikesOther) : null,
        swap_out:
          line.swapOut.length > 0
            ? line.swapOut.map((c) => `${c.item} (${c.tags.join(", ")})`).join("; ")
            : null,
        swap_in:
          line.swapOut.length > 0
            ? line.swapOut.map((c) => c.swapIn ?? "nothing: leave it out").join("; ")
            : null,
        swap_confirmed: line.confirmedSwap,
        full_name: line.address.fullName,
        line1: line.address.line1,
        line2: line.address.line2 || null,
        city: line.address.city,
        region: line.address.region || null,
        postal_code: line.address.postalCode,
        country: line.address.country,
        phone: line.address.phone || null,
        subscription: line.subscriptionId,
        delivery: line.deliveryId,
        // What has happened to the box (decision 225), in the words the packing table uses.
        state: line.state === "scheduled" ? "waiting" : line.state,
        carrier: line.carrierName,
        tracking_number: line.trackingNumber,
      }));
    }
  }
}

function notes(tags: readonly string[], other: string) {
  const all = [...tags, ...(other.trim() ? [other.trim()] : [])];
  return all.length > 0 ? all.join(", ") : null;
}

/** One outbox message for `npm run shop -- outbox --show <id>`, both parts; null: no such message. */
export async function ownerOutboxMessage(
  database: Database,
  id: number,
): Promise<OwnerRecord | null> {
  const m = await database.use("owner.outbox.show", (db) => outboxMessage(db, id));
  if (!m) return null;
  return {
    created_at: m.createdAt.toISOString(),
    id: m.id,
    kind: m.kind,
    status: m.sentAt ? "sent" : m.nextAttemptAt ? "waiting" : "not sent",
    to: m.recipientEmail,
    uid: m.recipientUid,
    subject: m.subject,
    attempts: m.attempts,
    sent_at: m.sentAt?.toISOString() ?? null,
    last_error: m.lastError,
    text: m.text,
    html: m.html,
  };
}

/** `npm run shop -- reviews hide <id>` / `show <id>`. Null: there is no such review. */
export function moderateReview(database: Database, id: number, action: "hide" | "show") {
  return database.use(`owner.reviews.${action}`, (db) =>
    setReviewHidden(db, id, action === "hide"),
  );
}
