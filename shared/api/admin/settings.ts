import { z } from "../../zod";

/** The most a refund cap can be: $100,000 in cents, far above any order. */
export const MAX_REFUND_CAP_CENTS = 10_000_000;

/** The owner's settings for the back office (decision 223). */
export const backOfficeSettingsSchema = z.object({
  /** The largest refund support may give on their own, in cents; owners refund any amount. */
  supportRefundCapCents: z
    .number({ error: "Give the cap in cents, a whole number from 0." })
    .check(
      z.int("Give the cap in cents, a whole number from 0."),
      z.gte(0, "Give the cap in cents, a whole number from 0."),
      z.lte(MAX_REFUND_CAP_CENTS, "The cap can be at most 10000000 cents ($100,000)."),
    ),
});
export type BackOfficeSettings = z.infer<typeof backOfficeSettingsSchema>;

/** GET and PUT /api/admin/settings answer the settings as they now are. */
export const backOfficeSettingsAnswerSchema = z.object({ settings: backOfficeSettingsSchema });
export type BackOfficeSettingsAnswer = z.infer<typeof backOfficeSettingsAnswerSchema>;
