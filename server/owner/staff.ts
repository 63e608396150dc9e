import type { StaffEntry, StaffMember, StaffRole } from "../../shared/api/admin/staff";
import type { Database } from "../db/client";
import {
  addStaff,
  listStaff,
  mirrorStaffRole,
  removeStaff,
  staffByEmail,
  type StaffSettings,
} from "../services/staff";

/**
 * `npm run shop -- staff …` acts as this owner in the audit log: whoever can run it can set
 * OWNER_UIDS too (decision 222).
 */
export const COMMAND_LINE: StaffMember = {
  uid: "npm run shop",
  email: "npm run shop",
  role: "owner",
};

/** What `staff add` and `staff remove` answer: a sentence, and whether it was done. */
export interface StaffCommandAnswer {
  done: boolean;
  message: string;
}

export function staffSettingsFrom(
  ownerUids: readonly string[],
  claims?: StaffSettings["claims"],
): StaffSettings {
  return { ownerUids, now: () => new Date(), claims };
}

export function ownerStaffList(database: Database, settings: StaffSettings): Promise<StaffEntry[]> {
  return database.use("staff.list", (db) => listStaff(db, settings));
}

/** Adds the account (found by the command from its e-mail) as `role`, or changes its role. */
export async function ownerStaffAdd(
  database: Database,
  account: { uid: string; email: string },
  role: StaffRole,
  settings: StaffSettings,
): Promise<StaffCommandAnswer> {
  const result = await database.use("staff.add", (db) =>
    addStaff(db, COMMAND_LINE, account, role, settings),
  );
  if (!result.ok) return { done: false, message: result.message };
  const { entry, added } = result.value;
  await mirrorStaffRole(settings, entry.uid, entry.role);
  return {
    done: true,
    message: added
      ? `${entry.email} is on the staff now, as ${entry.role} (uid ${entry.uid}).`
      : `${entry.email} is ${entry.role} now.`,
  };
}

export async function ownerStaffRemove(
  database: Database,
  email: string,
  settings: StaffSettings,
): Promise<StaffCommandAnswer> {
  const result = await database.use("staff.remove", async (db) => {
    const row = await staffByEmail(db, email);
    if (!row) return null;
    return removeStaff(db, COMMAND_LINE, row.uid, settings);
  });
  if (!result) return { done: false, message: `Nobody on the staff signs in with ${email}.` };
  if (!result.ok) return { done: false, message: result.message };
  await mirrorStaffRole(settings, result.value.uid, null);
  return {
    done: true,
    message: `${result.value.email} is no longer on the staff: their next request is refused.`,
  };
}
