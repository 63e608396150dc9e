import { asc, eq, sql } from "drizzle-orm";
import type { StaffEntry, StaffMember, StaffRole } from "../../shared/api/admin/staff";
import { inOneTransaction, type Db } from "../db/client";
import { staff } from "../db/schema";
import { describeError, log, requestIdSuffix } from "../log";
import { recordAudit } from "./audit";
import { ok, refuse, type Result } from "./result";

/** How the staff table is brought in line with OWNER_UIDS (decision 222). */
export interface StaffSettings {
  /** OWNER_UIDS: owners while the server runs with them; their row is made on first use. */
  ownerUids: readonly string[];
  now: () => Date;
  /** Where the role is mirrored as a custom claim, for the UI (decision 241); absent: nowhere. */
  claims?: StaffClaims;
}

/** The `staffRole` custom claim on an account (AccountDirectory, server/auth/accounts.ts). */
export interface StaffClaims {
  setStaffRole(uid: string, role: StaffRole | null): Promise<void>;
}

/**
 * After a staff write has committed: mirrors the member's role (null: removed) into their
 * `staffRole` claim. Best effort: the claim only shapes the UI and the table stays right, so a
 * failure is logged, not answered (decision 241).
 */
export async function mirrorStaffRole(
  settings: StaffSettings,
  uid: string,
  role: StaffRole | null,
): Promise<void> {
  try {
    await settings.claims?.setStaffRole(uid, role);
  } catch (error) {
    // As every log line: the error's class and code, never the account.
    log.warn(
      { operation: "staff.claim" },
      `The staffRole claim was not mirrored${requestIdSuffix()}: ${describeError(error)}`,
    );
  }
}

/** `addedBy` of a row made because its uid is in OWNER_UIDS. */
export const FROM_OWNER_UIDS = "OWNER_UIDS";

/**
 * The member of staff this account is now, read from the table (every admin request asks, so
 * a removal takes effect at once), or null. An OWNER_UIDS account is an owner: its row is
 * made (or set back to owner) here, with the account's e-mail.
 */
export async function staffMemberFor(
  db: Db,
  account: { uid: string; email: string | null },
  settings: StaffSettings,
): Promise<StaffMember | null> {
  const [row] = await db.select().from(staff).where(eq(staff.uid, account.uid));
  const member = row && { uid: row.uid, email: row.email, role: row.role };
  if (!settings.ownerUids.includes(account.uid)) return member ?? null;
  if (member?.role === "owner") return member;
  const email = row?.email ?? account.email ?? account.uid;
  return inOneTransaction(db, async (tx) => {
    const [saved] = await tx
      .insert(staff)
      .values({
        uid: account.uid,
        email,
        role: "owner",
        addedBy: FROM_OWNER_UIDS,
        addedAt: settings.now(),
      })
      .onConflictDoUpdate({ target: staff.uid, set: { role: "owner" } })
      .returning();
    // Logged like any other change to the staff, with the setting as who made it.
    await recordAudit(tx, {
      actor: OWNER_UIDS_ACTOR,
      action: row ? "staff.role" : "staff.add",
      recordType: "staff",
      recordId: account.uid,
      customerUid: null,
      before: row ? entryOf(row, settings) : null,
      after: saved ? entryOf(saved, settings) : null,
      at: settings.now(),
    });
    return { uid: account.uid, email, role: "owner" };
  });
}

/** Who brings in an OWNER_UIDS account, in the audit log. */
const OWNER_UIDS_ACTOR: StaffMember = {
  uid: FROM_OWNER_UIDS,
  email: FROM_OWNER_UIDS,
  role: "owner",
};

function entryOf(row: typeof staff.$inferSelect, settings: StaffSettings): StaffEntry {
  return {
    uid: row.uid,
    email: row.email,
    role: row.role,
    addedBy: row.addedBy,
    addedAt: row.addedAt.toISOString(),
    fromOwnerUids: settings.ownerUids.includes(row.uid),
  };
}

/** Everyone on the staff, owners first, then by e-mail. */
export async function listStaff(db: Db, settings: StaffSettings): Promise<StaffEntry[]> {
  const order = sql`case ${staff.role} when 'owner' then 0 when 'support' then 1 else 2 end`;
  const rows = await db.select().from(staff).orderBy(order, asc(staff.email));
  return rows.map((row) => entryOf(row, settings));
}

export async function staffByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(staff)
    .where(sql`lower(${staff.email}) = lower(${email})`);
  return row ?? null;
}

/** The owners' rows, locked until the transaction ends: two owners cannot both step down. */
async function lockedOwners(tx: Db): Promise<string[]> {
  const rows = await tx
    .select({ uid: staff.uid })
    .from(staff)
    .where(eq(staff.role, "owner"))
    .for("update");
  return rows.map((row) => row.uid);
}

export const LAST_OWNER =
  "This is the shop's last owner: add another owner first, so that someone can still manage the staff.";
const ownerUidsMessage = (email: string) =>
  `${email} is an owner through the server's OWNER_UIDS setting: take their uid out of it and restart the server first.`;

/**
 * Adds the account as `role`, or changes its role; audited as `actor`. `added` says whether the
 * row is new. Refused: taking the owner role from the last owner, or from an OWNER_UIDS owner.
 */
export function addStaff(
  db: Db,
  actor: StaffMember,
  account: { uid: string; email: string },
  role: StaffRole,
  settings: StaffSettings,
): Promise<Result<{ entry: StaffEntry; added: boolean }>> {
  return inOneTransaction(db, async (tx) => {
    const owners = await lockedOwners(tx);
    const [row] = await tx.select().from(staff).where(eq(staff.uid, account.uid)).for("update");
    if (row && row.role === role) return ok({ entry: entryOf(row, settings), added: false });
    if (row?.role === "owner") {
      if (settings.ownerUids.includes(row.uid)) {
        return refuse("conflict", ownerUidsMessage(row.email));
      }
      if (owners.length <= 1) return refuse("conflict", LAST_OWNER);
    }
    const before = row ? entryOf(row, settings) : null;
    const [saved] = row
      ? await tx.update(staff).set({ role }).where(eq(staff.uid, row.uid)).returning()
      : await tx
          .insert(staff)
          .values({
            uid: account.uid,
            email: account.email,
            role,
            addedBy: actor.email,
            addedAt: settings.now(),
          })
          .onConflictDoNothing()
          .returning();
    if (!saved) {
      return refuse(
        "conflict",
        `Someone else on the staff already signs in with ${account.email}.`,
      );
    }
    const entry = entryOf(saved, settings);
    await recordAudit(tx, {
      actor,
      action: row ? "staff.role" : "staff.add",
      recordType: "staff",
      recordId: entry.uid,
      customerUid: null,
      before,
      after: entry,
      at: settings.now(),
    });
    return ok({ entry, added: !row });
  });
}

/**
 * Removes the member (their next request is refused); audited as `actor`. Refused: the last
 * owner, and an OWNER_UIDS owner (the setting would bring them back).
 */
export function removeStaff(
  db: Db,
  actor: StaffMember,
  uid: string,
  settings: StaffSettings,
): Promise<Result<StaffEntry>> {
  return inOneTransaction(db, async (tx) => {
    const owners = await lockedOwners(tx);
    const [row] = await tx.select().from(staff).where(eq(staff.uid, uid)).for("update");
    if (!row) return refuse("not_found", "There is no such member of staff.");
    if (row.role === "owner") {
      if (settings.ownerUids.includes(row.uid)) {
        return refuse("conflict", ownerUidsMessage(row.email));
      }
      if (owners.length <= 1) return refuse("conflict", LAST_OWNER);
    }
    await tx.delete(staff).where(eq(staff.uid, uid));
    const before = entryOf(row, settings);
    await recordAudit(tx, {
      actor,
      action: "staff.remove",
      recordType: "staff",
      recordId: uid,
      customerUid: null,
      before,
      after: null,
      at: settings.now(),
    });
    return ok(before);
  });
}
