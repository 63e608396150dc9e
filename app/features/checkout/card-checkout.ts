/**
 * A card order leaves for Stripe's page before it is paid. Its boxes stay in the cart until the
 * customer comes back to the order's page (Stripe's success address), so cancelling on Stripe's
 * page returns to a checkout that still holds them. What was bought is kept for this tab only.
 */
const KEY = "petbox.cardCheckout";

export interface Bought {
  boxId: string;
  quantity: number;
}

/** Before the redirect to Stripe: the order and the boxes it takes out of the cart. */
export function rememberCardCheckout(orderId: string, bought: readonly Bought[]): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ orderId, bought }));
  } catch {
    // Storage disabled: the boxes stay in the cart, which loses nothing.
  }
}

/**
 * On the order's page: the boxes that order bought, once (then forgotten), or null when this
 * tab did not send that order to Stripe.
 */
export function takeCardCheckout(orderId: string): Bought[] | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (raw === null) return null;
    const stored = JSON.parse(raw) as { orderId?: unknown; bought?: unknown };
    if (stored.orderId !== orderId || !Array.isArray(stored.bought)) return null;
    window.sessionStorage.removeItem(KEY);
    return stored.bought.filter(
      (line): line is Bought =>
        typeof line === "object" &&
        line !== null &&
        typeof (line as Bought).boxId === "string" &&
        Number.isInteger((line as Bought).quantity) &&
        (line as Bought).quantity > 0,
    );
  } catch {
    return null;
  }
}
