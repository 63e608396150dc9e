import { z } from "../../zod";

/**
 * The back office's roles (issue 26): owner (everything, staff, refunds of any size), support
 * (customers, subscriptions, problems, refunds up to the owner's cap, reviews, messages) and
 * packer (packing, shipping, stock; no payment data, no e-mail addresses beyond the label).
 */
export const staffRoles = ["owner", "support", "packer"] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staffRoleSchema = z.enum(staffRoles, {
  error: "Choose a role: owner, support or packer.",
});

/** A member of staff, as every admin request knows them. */
export const staffMemberSchema = z.object({
  uid: z.string(),
  email: z.string(),
  role: staffRoleSchema,
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** GET /api/admin/me: who the signed-in member of staff is (403 for anyone else). */
export const adminMeAnswerSchema = z.object({ staff: staffMemberSchema });
export type AdminMeAnswer = z.infer<typeof adminMeAnswerSchema>;

/** One row of the staff list: the member, who added them (an e-mail, or how) and when. */
export const staffEntrySchema = z.object({
  uid: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  addedBy: z.string(),
  addedAt: z.string(),
  /** Named in OWNER_UIDS: an owner while the server is started with it, never removed here. */
  fromOwnerUids: z.boolean(),
});
export type StaffEntry = z.infer<typeof staffEntrySchema>;

/** GET /api/admin/staff (owners only). */
export const staffListAnswerSchema = z.object({ staff: z.array(staffEntrySchema) });
export type StaffListAnswer = z.infer<typeof staffListAnswerSchema>;

/** POST /api/admin/staff: adds the account with this e-mail, or changes its role. */
export const staffInputSchema = z.object({
  email: z
    .string({ error: "Give the e-mail address the person signs in with." })
    .check(
      z.trim(),
      z.minLength(3, "Give the e-mail address the person signs in with."),
      z.maxLength(254, "An e-mail address is at most 254 characters."),
      z.regex(/^[^\s@]+@[^\s@]+$/, "Give the e-mail address the person signs in with."),
    ),
  role: staffRoleSchema,
});
export type StaffInput = z.infer<typeof staffInputSchema>;

/** POST /api/admin/staff's answer: the member as they now are. */
export const staffAnswerSchema = z.object({ staff: staffEntrySchema });
export type StaffAnswer = z.infer<typeof staffAnswerSchema>;

/** One staff write, as the audit log keeps it (entries name the member's e-mail then). */
export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  actor: staffMemberSchema,
  action: z.string(),
  recordType: z.string(),
  recordId: z.string(),
  customerUid: z.nullable(z.string()),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/admin/audit?actor=&customer=&before= : newest first, at most AUDIT_PAGE entries. */
export const auditQuerySchema = z.object({
  /** A member's e-mail or uid. */
  actor: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(254))),
  /** A customer's uid. */
  customer: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(128))),
  /** Entries older than this id (the last `id` of the previous page). */
  before: z.optional(
    z.string().check(z.regex(/^[1-9]\d{0,14}$/, "Give `before` as an entry's id.")),
  ),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const AUDIT_PAGE = 100;

export const auditAnswerSchema = z.object({ entries: z.array(auditEntrySchema) });
export type AuditAnswer = z.infer<typeof auditAnswerSchema>;
