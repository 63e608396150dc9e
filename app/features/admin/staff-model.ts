import type { StaffEntry, StaffRole } from "@shared/api/admin/staff";
import { z } from "@shared/zod";

// The Staff screen's logic (decision 235): what each role may do, the list after a change, and
// the refund cap typed in dollars.

/** What each role may do, said beside the role as an owner picks it. */
export const roleDuties: Record<StaffRole, string> = {
  owner: "Everything: staff, settings and refunds of any size.",
  support: "Customers, subscriptions, problems, messages, reviews, refunds up to the cap.",
  packer: "Packing, shipping and stock. Sees no payments and no e-mail addresses.",
};

/** The list with this member as the server now has them: replaced, or added in the list's order. */
export function withMember(staff: readonly StaffEntry[], member: StaffEntry): StaffEntry[] {
  const others = staff.filter((entry) => entry.uid !== member.uid);
  return sortStaff([...others, member]);
}

export function withoutMember(staff: readonly StaffEntry[], uid: string): StaffEntry[] {
  return staff.filter((entry) => entry.uid !== uid);
}

/** Owners first, then by e-mail, as GET /api/admin/staff answers. */
export function sortStaff(staff: StaffEntry[]): StaffEntry[] {
  return staff.sort(
    (a, b) =>
      Number(b.role === "owner") - Number(a.role === "owner") || a.email.localeCompare(b.email),
  );
}

const CAP_MESSAGE = "Give the cap in dollars, like 25 or 25.50.";

/** The cap field as typed: whole dollars, or dollars and cents ("$" and "," allowed). */
export const refundCapFormSchema = z.object({
  cap: z
    .string({ error: CAP_MESSAGE })
    .check(z.trim(), z.regex(/^\$?\s*\d{1,3}(,?\d{3})*(\.\d{1,2})?$/, CAP_MESSAGE)),
});

/** "25.5" → 2550 cents, exactly (no floating point). */
export function capCents(typed: string): number {
  const [dollars = "0", cents = ""] = typed.replace(/[$,\s]/g, "").split(".");
  return Number(dollars) * 100 + Number(cents.padEnd(2, "0"));
}

/** Cents as the field shows them: "25.50". */
export const capText = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
