import {
  codeAnswerSchema,
  codeCheckAnswerSchema,
  codeCheckInputSchema,
  codeInputSchema,
  codePatchSchema,
  codesAnswerSchema,
  referralAnswerSchema,
} from "../../shared/api/codes";
import {
  jsonWrite,
  notStaff,
  refusal,
  signedInRead,
  staffAccess,
  type Operation,
} from "./operation";

/** Discount codes (issue 28, decision 267). */
export const codeOperations: readonly Operation[] = [
  {
    method: "get",
    path: "/api/admin/codes",
    tag: "Back office",
    summary: "Discount codes, with their uses",
    description:
      "Every code, newest first. `uses` counts the orders that used it and were not failed or cancelled.",
    access: staffAccess(["owner"]),
    answers: { 200: { description: "The codes.", schema: codesAnswerSchema } },
    refusals: { ...signedInRead, 403: notStaff },
  },
  {
    method: "post",
    path: "/api/admin/codes",
    tag: "Back office",
    summary: "Make a discount code",
    description:
      "Percent off or amount off (cents), first box only or every box for `months` months, " +
      "first and last day, most uses, once per customer, and the boxes or plans it is for. A code " +
      "is unique whatever its case. Recorded in the audit log.",
    access: staffAccess(["owner"]),
    body: codeInputSchema,
    idempotent: true,
    answers: { 201: { description: "The code was made.", schema: codeAnswerSchema } },
    refusals: {
      ...jsonWrite,
      400: `${refusal.body} Fields are named as \`code\`, \`percentOff\`, \`months\`, \`boxIds.0\`.`,
      401: refusal.signIn,
      403: notStaff,
    },
  },
  {
    method: "patch",
    path: "/api/admin/codes/:code",
    tag: "Back office",
    summary: "Switch a code off or on, change its last day or its limit",
    description:
      "Only the fields sent change: `active` (a code switched off is refused at checkout as no " +
      "longer valid; orders placed with it keep their discount), `endsOn` and `maxUses` (null: " +
      "none). Recorded in the audit log (decision 275).",
    access: staffAccess(["owner"]),
    params: { code: { description: "The code, in any case." } },
    body: codePatchSchema,
    idempotent: true,
    answers: { 200: { description: "The code afterwards.", schema: codeAnswerSchema } },
    refusals: {
      ...jsonWrite,
      400: `${refusal.body} Also nothing to change, or a last day before the first (\`endsOn\`).`,
      401: refusal.signIn,
      403: notStaff,
      404: "No code the owner made has this name (a customer's referral code is not one).",
    },
  },
  {
    method: "post",
    path: "/api/codes/check",
    tag: "Checkout",
    summary: "What a discount code takes off this cart",
    description:
      "Priced on the server as checkout prices it, in cents. A code that cannot be used answers " +
      "`valid: false` with `reason` in plain words (unknown, not started, expired, used up, " +
      "already used by you, not for these boxes or this plan). Nothing is stored: checkout " +
      "checks the code again and claims its use with the order.",
    access: "signed in",
    body: codeCheckInputSchema,
    answers: { 200: { description: "The discount, or why not.", schema: codeCheckAnswerSchema } },
    refusals: {
      400: `${refusal.body} Fields are named as \`code\`, \`planId\`, \`lines.0.boxId\`.`,
      401: refusal.signIn,
      413: refusal.tooLarge,
      415: refusal.mediaType,
      429: refusal.rateLimited,
      503: refusal.unavailable,
    },
  },
  {
    method: "get",
    path: "/api/codes/referral",
    tag: "Account",
    summary: "Your referral code and what it gives",
    description:
      "The signed-in customer's own referral code, made on the first ask and the same after. A " +
      "friend enters it at checkout as a discount code: `friendOff` cents off their first box, " +
      "first order only. Once that box has shipped, the owner of the code gets `credit` cents off " +
      "their next box (decision 270).",
    access: "signed in",
    answers: { 200: { description: "The code and its amounts.", schema: referralAnswerSchema } },
    refusals: signedInRead,
  },
];
