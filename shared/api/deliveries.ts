import { allergenTags } from "../allergens";
import type { StaffRole } from "./admin/staff";
import { z } from "../zod";
import { storedAddressSchema } from "./stored-address";

/**
 * Who may read GET /api/deliveries: all staff (decision 223). Its lines carry the label's name
 * and address, which a packer needs, and no e-mail address or payment.
 */
export const packingListRoles = [
  "owner",
  "support",
  "packer",
] as const satisfies readonly StaffRole[];

/** GET /api/deliveries?month=YYYY-MM (staff only): the month's packing list. */
export const deliveriesQuerySchema = z.object({
  month: z
    .string({ error: "Give the month as YYYY-MM, for example 2026-12." })
    .check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Give the month as YYYY-MM, for example 2026-12.")),
});

const tags = z.array(z.enum(allergenTags));

/** One box (in `quantity` copies) to ship on `date`, as `npm run shop -- packing` prints it. */
export const packingLineSchema = z.object({
  date: z.string(),
  deliveryId: z.number().check(z.int(), z.positive()),
  subscriptionId: z.number().check(z.int(), z.positive()),
  uid: z.string(),
  boxId: z.string(),
  boxName: z.string(),
  quantity: z.number().check(z.int(), z.gte(1), z.lte(5)),
  pet: z.nullable(
    z.object({
      name: z.string(),
      species: z.enum(["cat", "dog"]),
      size: z.nullable(z.string()),
      allergies: tags,
      allergiesOther: z.string(),
      dislikes: tags,
      dislikesOther: z.string(),
    }),
  ),
  address: storedAddressSchema,
  /** Items of the box the pet must not have: swap them out, for `swapIn` (null: leave it out). */
  swapOut: z.array(z.object({ item: z.string(), tags, swapIn: z.nullable(z.string()) })),
  /**
   * The allergy swap the customer confirmed when ordering this box (decision 215), or null. The
   * swap to make is `swapOut`'s, from the pet's allergies now.
   */
  confirmedSwap: z.nullable(z.string()),
  /** A gift's first box only: the buyer's message, to print and put in the box (decision 269). */
  giftMessage: z.optional(z.string()),
});

export const deliveriesAnswerSchema = z.object({
  month: z.string(),
  lines: z.array(packingLineSchema),
});
export type DeliveriesAnswer = z.infer<typeof deliveriesAnswerSchema>;
