import { useState, type FormEvent } from "react";
import { orderNumberLabel } from "@shared/api/orders";
import { formatCents } from "@shared/commerce/cents";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { findOrderPayments, refundOrder, type OrderPayments } from "../../api/payments";

/** "12.50" or "$12.50" → 1250 cents; null when it is not an amount in dollars and cents. */
function centsOf(text: string): number | null {
  const match = /^\$?\s*(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

/**
 * A refund on an order (decision 229): find it by its number, see what was paid, refunded and
 * is left, then refund part or all of what is left with a reason.
 */
export function RefundForm() {
  const [order, setOrder] = useState<OrderPayments | null>(null);
  const [findError, setFindError] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ amount?: string; reason?: string; form?: string }>({});
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function find(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const number = String(new FormData(event.currentTarget).get("number") ?? "");
    setBusy(true);
    const result = await findOrderPayments(number);
    setBusy(false);
    setDone(null);
    setErrors({});
    if (result.kind === "ok") {
      setOrder(result.data);
      setFindError(null);
    } else {
      setOrder(null);
      setFindError(
        result.kind === "invalid"
          ? "Give the order number, for example PB-000042."
          : result.message,
      );
    }
  }

  async function refund(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!order) return;
    // Kept now: React clears `currentTarget` once the handler has returned, before the answer.
    const element = event.currentTarget;
    const form = new FormData(element);
    const amount = centsOf(String(form.get("amount") ?? ""));
    const reason = String(form.get("reason") ?? "").trim();
    const found = {
      amount:
        amount === null || amount === 0
          ? "Give the amount in dollars, for example 12.50."
          : undefined,
      reason: reason === "" ? "Say why the money is paid back." : undefined,
    };
    if (found.amount || found.reason || amount === null) return setErrors(found);
    setBusy(true);
    const result = await refundOrder(order.id, { amount, reason });
    setBusy(false);
    if (result.kind === "ok") {
      setOrder(result.data);
      setErrors({});
      setDone(`Refunded ${formatCents(amount)}. The customer has been e-mailed.`);
      element.reset();
      return;
    }
    const fields = "fields" in result ? result.fields : {};
    setErrors({ amount: fields.amount, reason: fields.reason, form: result.message });
  }

  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={find} className="flex flex-wrap items-end gap-3" aria-label="Find an order">
        <div className="min-w-48 flex-1">
          <Field
            label="Order number"
            name="number"
            placeholder="PB-000042"
            error={findError}
            required
          />
        </div>
        <Button type="submit" variant="secondary" disabled={busy}>
          Find the order
        </Button>
      </form>
      {order ? (
        <section aria-labelledby="refund-order" className="flex flex-col gap-4">
          <h3 id="refund-order" className="text-lg font-bold text-stone-900">
            {orderNumberLabel(order.number)} ·{" "}
            {order.provider === "stripe" ? "Card" : "Pay on delivery"}
            {order.customerEmail ? ` · ${order.customerEmail}` : ""}
          </h3>
          <dl className="grid grid-cols-3 gap-3">
            {[
              ["Paid", order.paid],
              ["Refunded", order.refunded],
              ["Left", order.left],
            ].map(([label, value]) => (
              <div key={label} className="rounded-xl border border-stone-200 bg-white p-3">
                <dt className="text-sm text-stone-700">{label}</dt>
                <dd
                  className="text-xl font-extrabold text-stone-900"
                  data-testid={`refund-${String(label).toLowerCase()}`}
                >
                  {formatCents(Number(value))}
                </dd>
              </div>
            ))}
          </dl>
          {order.refunds.length > 0 ? (
            <ul className="divide-y divide-stone-200 text-stone-800">
              {order.refunds.map((each) => (
                <li key={each.id} className="py-2">
                  {formatCents(each.amount)} · {each.reason} · {each.by} ·{" "}
                  {new Date(each.at).toLocaleDateString("en-GB")}
                </li>
              ))}
            </ul>
          ) : null}
          {done ? <Alert tone="success">{done}</Alert> : null}
          {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
          {order.left > 0 ? (
            <form onSubmit={refund} className="flex flex-col gap-3" aria-label="Refund">
              <Field
                label="Amount to refund ($)"
                name="amount"
                inputMode="decimal"
                hint={`At most ${formatCents(order.left)}.`}
                error={errors.amount}
              />
              <Field label="Reason" name="reason" multiline rows={2} error={errors.reason} />
              <div>
                <Button type="submit" disabled={busy}>
                  Refund
                </Button>
              </div>
            </form>
          ) : (
            <p className="text-stone-700">Nothing is left to refund on this order.</p>
          )}
        </section>
      ) : null}
    </div>
  );
}
