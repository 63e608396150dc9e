import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { staffRoles } from "../../../shared/api/admin/staff";
import { list } from "./columns";

/**
 * The back office's people (issue 26, decision 222): read on every /api/admin request, so a
 * removed row is a removed person at once. OWNER_UIDS accounts get their row on first use.
 */
export const staff = pgTable(
  "staff",
  {
    uid: text("uid").primaryKey(),
    /** The account's e-mail when it was added: how owners name people (and the audit log). */
    email: text("email").notNull(),
    role: text("role", { enum: staffRoles }).notNull(),
    /** Who added them: an owner's e-mail, "npm run shop" or "OWNER_UIDS". */
    addedBy: text("added_by").notNull(),
    addedAt: timestamp("added_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    check("staff_role", sql`${t.role} in (${list(staffRoles)})`),
    uniqueIndex("staff_email_idx").on(sql`lower(${t.email})`),
  ],
);

/**
 * Every staff write (issue 26): who (uid, and the e-mail and role they had then, so the entry
 * still names them after they leave), what, which record, before and after, when.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    actorUid: text("actor_uid").notNull(),
    actorEmail: text("actor_email").notNull(),
    actorRole: text("actor_role", { enum: staffRoles }).notNull(),
    /** "staff.add", "deliveries.ship"… */
    action: text("action").notNull(),
    /** "staff", "delivery", "order"… */
    recordType: text("record_type").notNull(),
    recordId: text("record_id").notNull(),
    /** The customer the record belongs to, for the customer filter; null for shop records. */
    customerUid: text("customer_uid"),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (t) => [
    index("audit_log_actor_idx").on(t.actorUid, t.id.desc()),
    index("audit_log_customer_idx").on(t.customerUid, t.id.desc()),
  ],
);

/**
 * The owner's settings for the back office: one row (`id` is always true). Absent: the
 * defaults (support may refund nothing on their own).
 */
export const backOfficeSettings = pgTable(
  "back_office_settings",
  {
    id: boolean("id").primaryKey().default(true),
    /** The largest refund support may give on their own, in cents (owners: any size). */
    supportRefundCapCents: integer("support_refund_cap_cents").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    check("back_office_settings_one_row", sql`${t.id}`),
    check("back_office_settings_cap", sql`${t.supportRefundCapCents} >= 0`),
  ],
);
