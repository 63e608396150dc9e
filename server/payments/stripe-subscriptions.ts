import type { Stripe } from "stripe";
import { addDays } from "../../shared/commerce/dates";
import { cutoffDay } from "../../shared/commerce/fulfilment-rules";
import type { LineBilling, ProviderLine } from "./provider";
import { PaymentUnavailableError } from "./provider";
import { callStripe } from "./stripe-call";

/**
 * The lifecycle at Stripe (decision 104): a running subscription's items, changed when the
 * customer skips, pauses, swaps or cancels a box. One order is one Stripe subscription whose
 * items are the order's lines, in order.
 */
export function stripeSubscriptions(stripe: Stripe) {
  /** The provider subscription and the item of an order line (items keep the lines' order). */
  async function itemOf(line: ProviderLine) {
    const subscription = await callStripe("read the subscription", () =>
      stripe.subscriptions.retrieve(line.subscription),
    );
    const item = subscription.items.data[line.position];
    if (!item) {
      throw new PaymentUnavailableError(
        `Stripe subscription ${line.subscription} has no item ${line.position}.`,
      );
    }
    const customer =
      typeof subscription.customer === "string" ? subscription.customer : subscription.customer.id;
    return { subscription, item, customer };
  }

  // Decision 104: a skip or pause of a pay-per-box line is money off its next payment (a negative
  // invoice item), taken back when the box comes back; Stripe's pause_collection would pause
  // every box of the order, since one order is one Stripe subscription.
  async function adjustNextPayment(
    line: ProviderLine,
    amount: number,
    description: string,
    tag?: Record<string, string>,
  ) {
    const { customer } = await itemOf(line);
    await callStripe("adjust the next payment", () =>
      stripe.invoiceItems.create(
        {
          customer,
          subscription: line.subscription,
          amount,
          currency: "usd",
          description,
          ...(tag ? { metadata: tag } : {}),
        },
        { idempotencyKey: `${line.idempotencyKey}-adjust` },
      ),
    );
  }

  // Decision 276: the customer's invoice items since `since`, pending or already invoiced (an
  // invoice drawn between a lost answer and the check takes the item off the pending list).
  async function findAdjustment(line: ProviderLine, tag: Record<string, string>, since: Date) {
    const { customer } = await itemOf(line);
    return callStripe("list the invoice items", async () => {
      const items = stripe.invoiceItems.list({
        customer,
        created: { gte: Math.floor(since.getTime() / 1000) },
        limit: 100,
      });
      for await (const item of items) {
        const metadata = item.metadata ?? {};
        if (Object.entries(tag).every(([key, value]) => metadata[key] === value)) return true;
      }
      return false;
    });
  }

  async function changeLine(line: ProviderLine, billing: LineBilling): Promise<string | null> {
    const { subscription, item } = await itemOf(line);
    const live = subscription.items.data.filter((each) => each.quantity !== 0).length;
    if (billing.rhythmStartsOn !== null && live > 1) {
      // One Stripe subscription bills all its items on one interval (decision 092).
      return (
        "This box is paid by card together with other boxes of the same order, which arrive on " +
        "the same rhythm: swap to a box with that rhythm, or cancel it and order the new box."
      );
    }
    const product = await callStripe("name the box", () =>
      stripe.products.create(
        { name: billing.name },
        { idempotencyKey: `${line.idempotencyKey}-product` },
      ),
    );
    // A new interval would otherwise bill at once: the first box on it is the next payment.
    const nextPayment =
      billing.rhythmStartsOn === null
        ? null
        : Math.floor(
            Date.parse(`${addDays(cutoffDay(billing.rhythmStartsOn), 1)}T00:00:00Z`) / 1000,
          );
    await callStripe("change the price", () =>
      stripe.subscriptions.update(
        line.subscription,
        {
          items: [
            {
              id: item.id,
              quantity: billing.quantity,
              price_data: {
                currency: "usd",
                product: product.id,
                unit_amount: billing.unitAmount,
                recurring: { interval: "month", interval_count: billing.intervalMonths },
              },
            },
          ],
          proration_behavior: "none",
          ...(nextPayment !== null ? { trial_end: nextPayment } : {}),
        },
        { idempotencyKey: `${line.idempotencyKey}-price` },
      ),
    );
    return null;
  }

  async function endLine(line: ProviderLine, options: { lastLiveLine: boolean; refund?: number }) {
    if (options.refund) await refund(line, options.refund);
    // Decision 230: the item stays, at quantity 0, so that the items after it keep their places
    // (lines are found by position) and an undo can bill it again. The only item of a
    // one-line order needs no such care: the cancel at the period's end stops it.
    const { subscription, item } = await itemOf(line);
    if (!options.lastLiveLine || subscription.items.data.length > 1) {
      await callStripe("stop billing the box", () =>
        stripe.subscriptionItems.update(
          item.id,
          { quantity: 0, proration_behavior: "none" },
          { idempotencyKey: `${line.idempotencyKey}-remove` },
        ),
      );
    }
    if (options.lastLiveLine) {
      // Paid periods run out; nothing more is charged (the boxes paid for still ship).
      await callStripe("cancel at the period's end", () =>
        stripe.subscriptions.update(
          line.subscription,
          { cancel_at_period_end: true },
          { idempotencyKey: `${line.idempotencyKey}-cancel` },
        ),
      );
    }
  }

  /**
   * Pays `amount` cents of the order's last payment back to the card: a credit note on the
   * subscription's latest invoice (the order's first payment while nothing has shipped), with
   * the refund in it, so the invoice and the refund agree in Stripe's records.
   */
  async function refund(line: ProviderLine, amount: number) {
    const subscription = await callStripe("read the subscription", () =>
      stripe.subscriptions.retrieve(line.subscription),
    );
    const invoice =
      typeof subscription.latest_invoice === "string"
        ? subscription.latest_invoice
        : subscription.latest_invoice?.id;
    if (!invoice) {
      throw new PaymentUnavailableError(
        `Stripe subscription ${line.subscription} has no invoice to refund.`,
      );
    }
    await callStripe("refund the first payment", () =>
      stripe.creditNotes.create(
        { invoice, amount, refund_amount: amount, reason: "order_change" },
        { idempotencyKey: `${line.idempotencyKey}-refund` },
      ),
    );
  }

  /**
   * Undoing a cancel (decisions 218 and 230): the last live line's cancel at the period's end is
   * taken back; a line of a larger order had its item set to quantity 0, which is billed again.
   */
  async function resumeLine(line: ProviderLine, options: { quantity: number }) {
    const { subscription, item } = await itemOf(line);
    if (subscription.cancel_at_period_end) {
      await callStripe("take back the cancel", () =>
        stripe.subscriptions.update(
          line.subscription,
          { cancel_at_period_end: false },
          { idempotencyKey: `${line.idempotencyKey}-resume` },
        ),
      );
    }
    if (item.quantity === 0) {
      await callStripe("bill the box again", () =>
        stripe.subscriptionItems.update(
          item.id,
          { quantity: options.quantity, proration_behavior: "none" },
          { idempotencyKey: `${line.idempotencyKey}-restore` },
        ),
      );
    }
    return null;
  }

  return { adjustNextPayment, findAdjustment, changeLine, endLine, resumeLine };
}
