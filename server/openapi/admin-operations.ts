import {
  backOfficeSettingsAnswerSchema,
  backOfficeSettingsSchema,
} from "../../shared/api/admin/settings";
import {
  adminMeAnswerSchema,
  auditAnswerSchema,
  auditQuerySchema,
  staffAnswerSchema,
  staffInputSchema,
  staffListAnswerSchema,
} from "../../shared/api/admin/staff";
import {
  jsonWrite,
  notStaff,
  plainWrite,
  refusal,
  signedInRead,
  staffAccess,
  type Operation,
} from "./operation";

const owners = staffAccess(["owner"]);

/** The back office (issue 26): who is on the staff, and what they did. */
export const adminOperations: readonly Operation[] = [
  {
    method: "get",
    path: "/api/admin/me",
    tag: "Back office",
    summary: "Who the signed-in member of staff is",
    description: "The back office asks first: its menu follows the role.",
    access: staffAccess(["owner", "support", "packer"]),
    answers: { 200: { description: "The member and their role.", schema: adminMeAnswerSchema } },
    refusals: { ...signedInRead, 403: notStaff },
  },
  {
    method: "get",
    path: "/api/admin/staff",
    tag: "Back office",
    summary: "The staff",
    access: owners,
    answers: {
      200: { description: "Everyone on the staff, owners first.", schema: staffListAnswerSchema },
    },
    refusals: { ...signedInRead, 403: notStaff },
  },
  {
    method: "post",
    path: "/api/admin/staff",
    tag: "Back office",
    summary: "Add a member of staff, or change their role",
    description:
      "By the e-mail address their shop account signs in with. Recorded in the audit log.",
    access: owners,
    body: staffInputSchema,
    idempotent: true,
    answers: {
      201: { description: "Added.", schema: staffAnswerSchema },
      200: { description: "Already on the staff: their role now.", schema: staffAnswerSchema },
    },
    refusals: {
      ...jsonWrite,
      401: refusal.signIn,
      403: notStaff,
      404: "No shop account signs in with this e-mail address.",
      409: "It would take the owner role from the last owner, or from an OWNER_UIDS owner.",
    },
  },
  {
    method: "delete",
    path: "/api/admin/staff/:uid",
    tag: "Back office",
    summary: "Remove a member of staff",
    description: "Their next request is refused. Recorded in the audit log.",
    access: owners,
    params: { uid: { description: "The member's Firebase uid." } },
    idempotent: true,
    answers: { 204: { description: "Removed." } },
    refusals: {
      ...plainWrite,
      403: notStaff,
      404: "Nobody on the staff has this uid.",
      409: "The last owner, or an owner named in OWNER_UIDS.",
    },
  },
  {
    method: "get",
    path: "/api/admin/audit",
    tag: "Back office",
    summary: "The audit log",
    description:
      "Every staff write, newest first, 100 at a time (`before`: the last id of the page before).",
    access: owners,
    query: auditQuerySchema,
    answers: { 200: { description: "The entries.", schema: auditAnswerSchema } },
    refusals: { ...signedInRead, 400: refusal.query, 403: notStaff },
  },
  {
    method: "get",
    path: "/api/admin/settings",
    tag: "Back office",
    summary: "The back office's settings",
    description: "The refund cap is support's to know: they refund up to it on their own.",
    access: staffAccess(["owner", "support"]),
    answers: {
      200: { description: "The settings now.", schema: backOfficeSettingsAnswerSchema },
    },
    refusals: { ...signedInRead, 403: notStaff },
  },
  {
    method: "put",
    path: "/api/admin/settings",
    tag: "Back office",
    summary: "Change the back office's settings",
    description: "Recorded in the audit log with the settings before.",
    access: owners,
    body: backOfficeSettingsSchema,
    idempotent: true,
    answers: {
      200: { description: "The settings now.", schema: backOfficeSettingsAnswerSchema },
    },
    refusals: { ...jsonWrite, 401: refusal.signIn, 403: notStaff },
  },
];
