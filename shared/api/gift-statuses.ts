/**
 * A gift's life (issue 28, decision 269): awaiting_payment until its order is paid (by card, or
 * by a bank transfer staff record); scheduled until its e-mail goes out on its day; sent; claimed
 * once the recipient starts the subscription it pays for.
 */
export const giftStatuses = ["awaiting_payment", "scheduled", "sent", "claimed"] as const;
export type GiftStatus = (typeof giftStatuses)[number];

/** How many boxes a gift prepays. */
export const giftDeliveries = [3, 6, 12] as const;
export type GiftDeliveries = (typeof giftDeliveries)[number];

/** The most a gift's message may hold, in characters. */
export const GIFT_MESSAGE_MAX = 300;
