import {
  AUDIT_PAGE,
  type AuditEntry,
  type AuditQuery,
  type StaffEntry,
  type StaffMember,
} from "@shared/api/admin/staff";
import type { BackOfficeSettings } from "@shared/api/admin/settings";
import { getAudit, getSettings, getStaff } from "./api/staff";
import { auditQueryFrom } from "./audit-model";

// The owner's screens' data (decision 235): Staff with the refund cap, and the audit log.

export interface StaffData {
  me: StaffMember;
  staff: StaffEntry[];
  settings: BackOfficeSettings;
}

export async function loadStaff(me: StaffMember): Promise<StaffData> {
  const [staff, settings] = await Promise.all([getStaff(), getSettings()]);
  return { me, staff, settings };
}

export interface AuditData {
  query: AuditQuery;
  entries: AuditEntry[];
  /** A full page came back: there may be older entries (the next page starts before the last). */
  hasOlder: boolean;
  /** E-mails to filter by: today's staff and anyone named on this page (removed members too). */
  actors: string[];
}

export async function loadAudit(search: URLSearchParams): Promise<AuditData> {
  const query = auditQueryFrom(search);
  const [entries, staff] = await Promise.all([getAudit(query), getStaff()]);
  const actors = new Set([
    ...staff.map((member) => member.email),
    ...entries.map((entry) => entry.actor.email),
  ]);
  if (query.actor) actors.add(query.actor);
  return {
    query,
    entries,
    hasOlder: entries.length >= AUDIT_PAGE,
    actors: [...actors].sort((a, b) => a.localeCompare(b)),
  };
}
