// Apart from the checkout's schemas (./checkout.ts), so the checkout page can show its limits
// without loading the answer's schemas, which come with the order (decision 167).

/** Stripe subscription Checkout takes at most 20 recurring items, one per line (decision 092). */
export const MAX_CHECKOUT_LINES = 20;
export const MAX_QUANTITY = 5;
