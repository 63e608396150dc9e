import { and, desc, eq, lt, or, sql, type SQL } from "drizzle-orm";
import {
  AUDIT_PAGE,
  type AuditEntry,
  type AuditQuery,
  type StaffMember,
} from "../../shared/api/admin/staff";
import type { Db } from "../db/client";
import { auditLog } from "../db/schema";

export interface AuditRecord {
  actor: StaffMember;
  /** What was done: "staff.add", "deliveries.ship"… */
  action: string;
  /** What kind of record: "staff", "delivery", "order"… */
  recordType: string;
  recordId: string;
  /** Whose record it is, for the log's customer filter; null for the shop's own records. */
  customerUid: string | null;
  /** The record before and after the write (null for one created or removed). */
  before: unknown;
  after: unknown;
  /** When; the database's clock if absent. */
  at?: Date;
}

/**
 * Records one staff write. Call it with the write's own transaction (`db`), so that the entry
 * is stored if and only if the write is. The actor's e-mail and role are copied: the entry
 * still names them after they leave.
 */
export async function recordAudit(db: Db, entry: AuditRecord): Promise<void> {
  await recordAudits(db, [entry]);
}

/** recordAudit for several writes of one transaction: one statement, entries in list order. */
export async function recordAudits(db: Db, entries: readonly AuditRecord[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(auditLog).values(
    entries.map((entry) => ({
      actorUid: entry.actor.uid,
      actorEmail: entry.actor.email,
      actorRole: entry.actor.role,
      action: entry.action,
      recordType: entry.recordType,
      recordId: entry.recordId,
      customerUid: entry.customerUid,
      before: entry.before ?? null,
      after: entry.after ?? null,
      ...(entry.at ? { at: entry.at } : {}),
    })),
  );
}

/** The log, newest first: by one member (e-mail or uid) and/or about one customer. */
export async function auditEntries(db: Db, query: AuditQuery): Promise<AuditEntry[]> {
  const where: SQL[] = [];
  if (query.actor) {
    const byEmail = sql`lower(${auditLog.actorEmail}) = lower(${query.actor})`;
    where.push(or(eq(auditLog.actorUid, query.actor), byEmail) as SQL);
  }
  if (query.customer) where.push(eq(auditLog.customerUid, query.customer));
  if (query.before) where.push(lt(auditLog.id, Number(query.before)));
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE);
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor: { uid: row.actorUid, email: row.actorEmail, role: row.actorRole },
    action: row.action,
    recordType: row.recordType,
    recordId: row.recordId,
    customerUid: row.customerUid,
    before: row.before,
    after: row.after,
  }));
}
