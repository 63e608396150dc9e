import {
  stockAnswerSchema,
  stockInputSchema,
  stockSetAnswerSchema,
} from "../../shared/api/admin/stock";
import {
  jsonWrite,
  notStaff,
  refusal,
  signedInRead,
  staffAccess,
  type Operation,
} from "./operation";

const counters = staffAccess(["owner", "packer"]);

const setRefusals = (missing: string) => ({
  ...jsonWrite,
  401: refusal.signIn,
  403: notStaff,
  404: missing,
});

/** Stock against demand (issue 27, decision 249). */
export const stockOperations: readonly Operation[] = [
  {
    method: "get",
    path: "/api/admin/stock",
    tag: "Back office",
    summary: "Stock against the boxes still to pack",
    description:
      "Every box of the catalogue and every item swapped in for an allergy: on hand, still to pack this month and next (the packing list's pick list), and the shortfall.",
    access: staffAccess(["owner", "support", "packer"]),
    answers: { 200: { description: "The stock.", schema: stockAnswerSchema } },
    refusals: { ...signedInRead, 403: notStaff },
  },
  {
    method: "put",
    path: "/api/admin/stock/boxes/:key",
    tag: "Back office",
    summary: "Set how many of a box are on hand",
    description: "After counting the shelf. Recorded in the audit log with the count before.",
    access: counters,
    params: { key: { description: "The box's catalogue id." } },
    body: stockInputSchema,
    idempotent: true,
    answers: { 200: { description: "The count now.", schema: stockSetAnswerSchema } },
    refusals: setRefusals("There is no such box in the catalogue."),
  },
  {
    method: "put",
    path: "/api/admin/stock/swap-ins/:key",
    tag: "Back office",
    summary: "Set how many of a swap-in item are on hand",
    description: "After counting the shelf. Recorded in the audit log with the count before.",
    access: counters,
    params: { key: { description: "The item's name as the catalogue spells it, URL-encoded." } },
    body: stockInputSchema,
    idempotent: true,
    answers: { 200: { description: "The count now.", schema: stockSetAnswerSchema } },
    refusals: setRefusals("No box of the catalogue swaps in an item of this name."),
  },
];
