import type { BackOfficeSettings } from "../../shared/api/admin/settings";
import type { StaffMember } from "../../shared/api/admin/staff";
import { inOneTransaction, type Db } from "../db/client";
import { backOfficeSettings } from "../db/schema";
import { recordAudit } from "./audit";

/** Until an owner sets them: support refunds nothing on their own (decision 223). */
export const DEFAULT_SETTINGS: BackOfficeSettings = { supportRefundCapCents: 0 };

/** The settings now; the refunds service reads the cap here. */
export async function readBackOfficeSettings(db: Db): Promise<BackOfficeSettings> {
  const [row] = await db
    .select({ supportRefundCapCents: backOfficeSettings.supportRefundCapCents })
    .from(backOfficeSettings);
  return row ?? DEFAULT_SETTINGS;
}

/** Sets them as `actor` (an owner), recorded in the audit log with what they were. */
export function saveBackOfficeSettings(
  db: Db,
  actor: StaffMember,
  settings: BackOfficeSettings,
  now: Date,
): Promise<BackOfficeSettings> {
  const work = async (tx: Db) => {
    const before = await readBackOfficeSettings(tx);
    await tx
      .insert(backOfficeSettings)
      .values({ id: true, ...settings, updatedAt: now })
      .onConflictDoUpdate({
        target: backOfficeSettings.id,
        set: { ...settings, updatedAt: now },
      });
    await recordAudit(tx, {
      actor,
      action: "settings.update",
      recordType: "settings",
      recordId: "back-office",
      customerUid: null,
      before,
      after: settings,
      at: now,
    });
    return settings;
  };
  return inOneTransaction(db, work);
}
