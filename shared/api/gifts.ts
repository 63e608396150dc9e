import { z } from "../zod";
import { addressSchema, storedAddressSchema } from "./address";
import { EMAIL_MAX } from "./email";
import { NOT_AN_OBJECT } from "./errors";
import { oneLineText, multiLineText } from "./free-text";
import { GIFT_MESSAGE_MAX, giftDeliveries, giftStatuses } from "./gift-statuses";
import { bankDetailsSchema, orderStatuses } from "./orders";
import { subscriptionSchema } from "./subscriptions";

export { GIFT_MESSAGE_MAX, giftDeliveries, giftStatuses };

const CHOOSE_DELIVERIES = "Choose how many boxes to give: 3, 6 or 12.";
const RECIPIENT_EMAIL = "Enter the e-mail address of the person the gift is for.";

/**
 * POST /api/gifts (issue 28, decision 269). The price is the server's, from the catalogue: a
 * `price` the browser sends is dropped here. `sendOn` is the shop's day the gift e-mail goes out
 * ("YYYY-MM-DD", today when absent); `address` is the recipient's, or theirs to give when claiming.
 */
export const giftInputSchema = z.object(
  {
    boxId: z.pipe(
      z.union(
        [
          z.number().check(z.int(), z.positive()),
          z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
        ],
        { error: "Choose a box." },
      ),
      z.transform(String),
    ),
    deliveries: z.union(
      giftDeliveries.map((count) => z.literal(count)),
      { error: CHOOSE_DELIVERIES },
    ),
    recipientName: oneLineText(
      z
        .string({ error: "Enter the name of the person the gift is for." })
        .check(
          z.trim(),
          z.minLength(1, "Enter the name of the person the gift is for."),
          z.maxLength(100, "A name has at most 100 characters."),
        ),
    ),
    recipientEmail: z.pipe(
      z
        .string({ error: RECIPIENT_EMAIL })
        .check(
          z.trim(),
          z.minLength(1, RECIPIENT_EMAIL),
          z.maxLength(EMAIL_MAX, "That email address is too long."),
        ),
      z.email("Please enter a valid email address, like name@example.com."),
    ),
    message: z.optional(
      z.nullable(
        multiLineText(
          z
            .string({ error: "Write the message as text." })
            .check(
              z.trim(),
              z.maxLength(
                GIFT_MESSAGE_MAX,
                `Keep the message to ${GIFT_MESSAGE_MAX} characters or fewer.`,
              ),
            ),
        ),
      ),
    ),
    sendOn: z.optional(
      z.nullable(
        z
          .string({ error: "Give the day as YYYY-MM-DD." })
          .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "Give the day as YYYY-MM-DD.")),
      ),
    ),
    address: z.optional(z.nullable(addressSchema)),
  },
  { error: NOT_AN_OBJECT },
);
export type GiftInput = z.output<typeof giftInputSchema>;

/** A gift as its buyer sees it. Amounts are whole US cents. */
export const giftSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  boxId: z.string(),
  boxName: z.string(),
  deliveries: z.number().check(z.int(), z.positive()),
  /** Boxes not shipped yet: all of them until claimed. */
  boxesLeft: z.number().check(z.int(), z.nonnegative()),
  recipientName: z.string(),
  recipientEmail: z.string(),
  message: z.nullable(z.string()),
  sendOn: z.string(),
  status: z.enum(giftStatuses),
  address: z.nullable(storedAddressSchema),
  orderId: z.string(),
  subscriptionId: z.nullable(z.number()),
  createdAt: z.string(),
});
export type Gift = z.infer<typeof giftSchema>;

export { bankDetailsSchema };

/** How the gift's order is paid: by bank transfer quoting `reference`, or on Stripe's page. */
export const giftPaymentSchema = z.discriminatedUnion("method", [
  z.object({
    method: z.literal("transfer"),
    bankDetails: bankDetailsSchema,
    /** What the transfer must quote: the order's number, "PB-000042". */
    reference: z.string(),
  }),
  z.object({ method: z.literal("card"), redirectUrl: z.url() }),
]);

/** The order paying for a gift: no lines until the recipient claims it. */
export const giftOrderSchema = z.object({
  id: z.string(),
  number: z.number().check(z.int(), z.positive()),
  status: z.enum(orderStatuses),
  /** Every box and its shipping, in cents. */
  total: z.number().check(z.int(), z.nonnegative()),
  shipping: z.number().check(z.int(), z.nonnegative()),
  currency: z.literal("USD"),
  payment: giftPaymentSchema,
});
export type GiftOrder = z.infer<typeof giftOrderSchema>;

/** POST /api/gifts (201) */
export const giftAnswerSchema = z.object({ gift: giftSchema, order: giftOrderSchema });
export type GiftAnswer = z.infer<typeof giftAnswerSchema>;

/** GET /api/gifts: the buyer's gifts, newest first. */
export const giftsAnswerSchema = z.object({ gifts: z.array(giftSchema) });
export type GiftsAnswer = z.infer<typeof giftsAnswerSchema>;

/** GET /api/gifts/claim/:token: what the gift is, for the person holding its link. */
export const giftClaimSchema = z.object({
  boxId: z.string(),
  boxName: z.string(),
  deliveries: z.number().check(z.int(), z.positive()),
  recipientName: z.string(),
  /** The buyer's account e-mail: who the gift is from. */
  from: z.nullable(z.string()),
  message: z.nullable(z.string()),
  /**
   * Where the buyer said the boxes go, if they did: the claim form starts from it. Optional for
   * answers of servers from before the claim form.
   */
  address: z.optional(z.nullable(storedAddressSchema)),
});
export const giftClaimAnswerSchema = z.object({ gift: giftClaimSchema });
export type GiftClaimAnswer = z.infer<typeof giftClaimAnswerSchema>;

/** POST /api/gifts/claim/:token */
export const giftClaimInputSchema = z.object(
  {
    petId: z
      .number({ error: "Choose which pet the gift is for." })
      .check(
        z.int("Choose which pet the gift is for."),
        z.positive("Choose which pet the gift is for."),
        z.lte(Number.MAX_SAFE_INTEGER, "Choose which pet the gift is for."),
      ),
    address: addressSchema,
    /**
     * The allergy swap the recipient confirmed ("we swap the grass-fed beef jerky for wild salmon
     * bites"), exactly as the claim page showed it: a pet allergic to something in the box is
     * refused without it, as at checkout (decision 215).
     */
    allergySwap: z.optional(
      z.nullable(z.string({ error: "Confirm the allergy swap again." }).check(z.maxLength(500))),
    ),
  },
  { error: NOT_AN_OBJECT },
);
export type GiftClaimInput = z.output<typeof giftClaimInputSchema>;

/** 201 from POST /api/gifts/claim/:token */
export const giftClaimedAnswerSchema = z.object({ subscription: subscriptionSchema });
export type GiftClaimedAnswer = z.infer<typeof giftClaimedAnswerSchema>;

/** PATCH /api/gifts/:id: the recipient's address, before the gift is claimed. */
export const giftPatchSchema = z.object({ address: addressSchema }, { error: NOT_AN_OBJECT });
export type GiftPatch = z.output<typeof giftPatchSchema>;

/** 200 from PATCH /api/gifts/:id and POST /api/gifts/:id/resend */
export const giftChangedAnswerSchema = z.object({ gift: giftSchema });
export type GiftChangedAnswer = z.infer<typeof giftChangedAnswerSchema>;
