import { type AuditEntry, type AuditQuery, auditQuerySchema } from "@shared/api/admin/staff";
import { formatCents } from "@shared/commerce/cents";
import { ADMIN_ROOT } from "./screens";

// The audit log as an owner reads it (decision 235): its filters in the address, and each
// entry's before and after as the fields that changed, in words.

/** The log's filters and page from the address; anything the API would refuse is dropped. */
export function auditQueryFrom(search: URLSearchParams): AuditQuery {
  const query: AuditQuery = {};
  for (const key of ["actor", "customer", "before"] as const) {
    const value = search.get(key)?.trim();
    if (!value) continue;
    const parsed = auditQuerySchema.safeParse({ [key]: value });
    if (parsed.success) query[key] = parsed.data[key];
  }
  return query;
}

/** The audit screen's address for these filters (and page). */
export function auditHref(query: AuditQuery): string {
  const search = new URLSearchParams();
  if (query.actor) search.set("actor", query.actor);
  if (query.customer) search.set("customer", query.customer);
  if (query.before) search.set("before", query.before);
  return search.size > 0 ? `${ADMIN_ROOT}/audit?${search}` : `${ADMIN_ROOT}/audit`;
}

const actionNames: Record<string, string> = {
  "staff.add": "Added to the staff",
  "staff.role": "Changed the role",
  "staff.remove": "Removed from the staff",
  "settings.update": "Changed the settings",
  "delivery.pack": "Packed a box",
  "delivery.ship": "Shipped a box",
  "delivery.delivered": "Marked a box delivered",
  "delivery.returned": "Marked a box returned",
  "delivery.payment": "Recorded a payment",
};

/** An action in words; one this screen does not know yet keeps its own name. */
export function actionLabel(action: string) {
  // An owner's download of one of the CSV files (decision 252): "export.customers".
  const exported = /^export\.(\w+)$/.exec(action)?.[1];
  if (exported) return `Downloaded the ${exported} file (CSV)`;
  return actionNames[action] ?? action;
}

/** What the entry is about: a staff row by its e-mail, anything else by its kind and id. */
export function recordLabel(
  entry: Pick<AuditEntry, "recordType" | "recordId" | "before" | "after">,
) {
  if (entry.recordType === "staff") {
    const email = fieldOf(entry.after, "email") ?? fieldOf(entry.before, "email");
    if (typeof email === "string") return `Staff: ${email}`;
  }
  if (entry.recordType === "settings") return "Back office settings";
  if (entry.recordType === "export") {
    const file = fieldOf(entry.after, "file");
    if (typeof file === "string") return `File ${file}`;
  }
  const kind = entry.recordType.charAt(0).toUpperCase() + entry.recordType.slice(1);
  return `${kind} ${entry.recordId}`;
}

function fieldOf(value: unknown, key: string): unknown {
  return isRecord(value) ? value[key] : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** One line of a change: a field and its value before and after (null where there was none). */
export interface ChangeLine {
  field: string;
  before: string | null;
  after: string | null;
}

/**
 * Before and after as the fields that differ: all of them when a record was made (no before)
 * or removed (no after). A value that is not a record (a number, a list) is one line, "Value".
 */
export function changeLines(before: unknown, after: unknown): ChangeLine[] {
  if (!isRecord(before) && !isRecord(after)) {
    if (same(before, after)) return [];
    return [{ field: "Value", before: valueText("", before), after: valueText("", after) }];
  }
  const was = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return keys
    .filter((key) => !same(was[key], now[key]))
    .map((key) => ({
      field: fieldLabel(key),
      before: key in was ? valueText(key, was[key]) : null,
      after: key in now ? valueText(key, now[key]) : null,
    }));
}

const fieldNames: Record<string, string> = {
  uid: "Account id",
  email: "E-mail",
  role: "Role",
  addedBy: "Added by",
  addedAt: "Added",
  fromOwnerUids: "Owner by OWNER_UIDS",
  supportRefundCapCents: "Support's refund cap",
  trackingNumber: "Tracking number",
};

/** A field's name in words: known ones by name, others from their camelCase. */
export function fieldLabel(key: string): string {
  const known = fieldNames[key];
  if (known) return known;
  const words = key
    .replace(/Cents$/, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A value in words: money keys as dollars, yes/no, instants as a date and time, roles capitalised. */
export function valueText(key: string, value: unknown): string {
  if (value === null || value === undefined) return "none";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "number" && key.endsWith("Cents") && Number.isSafeInteger(value)) {
    return formatCents(value);
  }
  if (typeof value === "string") {
    if (key === "role") return value.charAt(0).toUpperCase() + value.slice(1);
    return ISO_INSTANT.test(value) ? formatWhen(value) : value;
  }
  if (typeof value === "number") return String(value);
  return JSON.stringify(value);
}

/** An instant as this browser's date and time ("Nov 26, 2026, 1:05 PM"). */
export function formatWhen(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone });
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
