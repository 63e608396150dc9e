import {
  auditAnswerSchema,
  type AuditEntry,
  type AuditQuery,
  staffAnswerSchema,
  type StaffEntry,
  type StaffInput,
  staffListAnswerSchema,
} from "@shared/api/admin/staff";
import {
  type BackOfficeSettings,
  backOfficeSettingsAnswerSchema,
} from "@shared/api/admin/settings";
import { noContentReader } from "@shared/api/answer-readers";
import { dataOrThrow } from "~/lib/api-failure";
import { shopApi, type ShopApi } from "~/lib/shop-api";

// The owner's calls (decision 222, 223): the staff list, the audit log and the settings.

/** GET /api/admin/staff (owners only): owners first, then by e-mail. */
export async function getStaff(api: ShopApi = shopApi): Promise<StaffEntry[]> {
  return dataOrThrow(await api.request("GET", "/api/admin/staff", staffListAnswerSchema)).staff;
}

/** POST /api/admin/staff: adds the account with this e-mail, or gives it this role. */
export async function saveStaff(input: StaffInput, api: ShopApi = shopApi): Promise<StaffEntry> {
  return dataOrThrow(await api.request("POST", "/api/admin/staff", staffAnswerSchema, input)).staff;
}

/** DELETE /api/admin/staff/:uid (the server refuses the last owner and OWNER_UIDS owners). */
export async function removeStaff(uid: string, api: ShopApi = shopApi): Promise<void> {
  dataOrThrow(
    await api.request("DELETE", `/api/admin/staff/${encodeURIComponent(uid)}`, noContentReader),
  );
}

/** GET /api/admin/audit?actor=&customer=&before= : a page of the log, newest first. */
export async function getAudit(query: AuditQuery, api: ShopApi = shopApi): Promise<AuditEntry[]> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  const path = search.size > 0 ? `/api/admin/audit?${search}` : "/api/admin/audit";
  return dataOrThrow(await api.request("GET", path, auditAnswerSchema)).entries;
}

/** GET /api/admin/settings (owners and support). */
export async function getSettings(api: ShopApi = shopApi): Promise<BackOfficeSettings> {
  return dataOrThrow(
    await api.request("GET", "/api/admin/settings", backOfficeSettingsAnswerSchema),
  ).settings;
}

/** PUT /api/admin/settings (owners; audited). */
export async function saveSettings(
  settings: BackOfficeSettings,
  api: ShopApi = shopApi,
): Promise<BackOfficeSettings> {
  return dataOrThrow(
    await api.request("PUT", "/api/admin/settings", backOfficeSettingsAnswerSchema, settings),
  ).settings;
}
