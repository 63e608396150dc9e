import { useState, type ReactNode } from "react";
import { useRevalidator } from "react-router";
import type { StaffRole } from "@shared/api/admin/staff";
import { orderNumberLabel } from "@shared/api/orders";
import { formatCents } from "@shared/commerce/cents";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { ApiFailure } from "~/lib/api-failure";
import type { PaymentsData } from "../../load-admin";
import { recordDeliveryPayment, sendPaymentLink } from "../../api/payments";
import { ExportDownloads } from "../export-downloads";
import { AwaitingTransfers } from "./awaiting-transfers";
import { RefundForm } from "./refund-form";
import { TransfersToReturn } from "./transfers-to-return";

const day = (iso: string) =>
  new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric" });

/** How a pay-on-delivery box can be paid (issue 26): the courier's cash or card, or a transfer. */
const paidWays = [
  { method: "cash", label: "Paid in cash" },
  { method: "card_on_delivery", label: "Paid by card on delivery" },
  { method: "transfer", label: "Paid by bank transfer" },
] as const;

/**
 * Payments (issue 26, decisions 229 and 230), for owners and support: the pay-on-delivery
 * boxes not yet paid (record paid or refused), the card renewals that failed (send the payment
 * link), and a refund on any order.
 */
export function PaymentsScreen({ data, role }: { data: PaymentsData; role: StaffRole }) {
  const { revalidate } = useRevalidator();
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  async function act(what: () => Promise<void>, done: string) {
    try {
      await what();
      setMessage({ tone: "success", text: done });
      await revalidate();
    } catch (error) {
      setMessage({
        tone: "error",
        text: error instanceof ApiFailure ? error.message : "That did not work. Please try again.",
      });
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-extrabold text-stone-900 sm:text-3xl">Payments</h1>
        <p className="mt-1 text-stone-700">
          Unpaid deliveries, bank transfers to record, failed card renewals and refunds.
        </p>
      </header>
      <ExportDownloads role={role} kinds={["payments", "refunds"]} />
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      <Panel
        id="payments-unpaid"
        title="Unpaid deliveries"
        hint="Pay on delivery: boxes shipped and not yet recorded as paid."
      >
        {data.unpaid.count > data.unpaid.items.length ? (
          <p className="text-sm text-stone-700">
            The oldest {data.unpaid.items.length} of {data.unpaid.count},{" "}
            {formatCents(data.unpaid.totalCents)} in all: as you record these, the next come up.
          </p>
        ) : null}
        {data.unpaid.items.length === 0 ? (
          <p className="text-stone-700">Every delivered box is paid for.</p>
        ) : (
          <ul className="divide-y divide-stone-200">
            {data.unpaid.items.map((item) => (
              <li
                key={item.deliveryId}
                className="flex flex-wrap items-center justify-between gap-3 py-3"
              >
                <div>
                  <p className="font-semibold text-stone-900">
                    {item.orderNumber} · {item.customer}
                  </p>
                  <p className="text-sm text-stone-700">
                    {formatCents(item.amountCents)} · out {item.ageDays}{" "}
                    {item.ageDays === 1 ? "day" : "days"}
                  </p>
                </div>
                {/* Two by two on a phone, so the four answers line up under the thumb. */}
                <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto sm:flex-wrap">
                  {paidWays.map((way, index) => (
                    <Button
                      key={way.method}
                      size="md"
                      variant={index === 0 ? "primary" : "secondary"}
                      aria-label={`${item.orderNumber}: ${way.label.toLowerCase()}`}
                      onClick={() =>
                        act(
                          () =>
                            recordDeliveryPayment(item.deliveryId, {
                              status: "paid",
                              method: way.method,
                            }),
                          `${item.orderNumber}: recorded as ${way.label.toLowerCase()}.`,
                        )
                      }
                    >
                      {way.label}
                    </Button>
                  ))}
                  <Button
                    size="md"
                    variant="danger"
                    aria-label={`${item.orderNumber}: refused`}
                    onClick={() =>
                      act(
                        () => recordDeliveryPayment(item.deliveryId, { status: "refused" }),
                        `${item.orderNumber}: recorded as refused.`,
                      )
                    }
                  >
                    Refused
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel
        id="payments-transfers"
        title="Waiting for a bank transfer"
        hint="Gifts and prepaid plans paid by transfer: record it once the money is in the bank."
      >
        <AwaitingTransfers orders={data.transfers} onRecorded={() => revalidate()} />
      </Panel>
      <Panel
        id="payments-transfers-back"
        title="Transfers to send back"
        hint="Paid by bank transfer and cancelled before anything shipped: send the money back, then record it."
      >
        <TransfersToReturn orders={data.toReturn} onRecorded={() => revalidate()} />
      </Panel>
      <Panel
        id="payments-renewals"
        title="Failed card renewals"
        hint="Stripe tries the card again on the retry date; a payment link lets the customer pay now."
      >
        {data.renewals.length === 0 ? (
          <p className="text-stone-700">No card renewal has failed.</p>
        ) : (
          <ul className="divide-y divide-stone-200">
            {data.renewals.map((renewal) => (
              <li
                key={renewal.orderId}
                className="flex flex-wrap items-center justify-between gap-3 py-3"
              >
                <div>
                  <p className="font-semibold text-stone-900">
                    {orderNumberLabel(renewal.orderNumber)} · {renewal.customerEmail ?? "no e-mail"}
                  </p>
                  <p className="text-sm text-stone-700">
                    {formatCents(renewal.amount)} failed {day(renewal.failedAt)} ·{" "}
                    {renewal.retryAt ? `retry ${day(renewal.retryAt)}` : "no more retries"}
                    {renewal.linkSentAt ? ` · link sent ${day(renewal.linkSentAt)}` : ""}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={!renewal.canSendLink}
                  onClick={() =>
                    act(
                      () => sendPaymentLink(renewal.orderId),
                      `${orderNumberLabel(renewal.orderNumber)}: payment link e-mailed.`,
                    )
                  }
                >
                  Send payment link
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel
        id="payments-refund"
        title="Refund an order"
        hint="Card payments go back through Stripe; pay on delivery is recorded. The customer is e-mailed."
      >
        <RefundForm />
      </Panel>
    </div>
  );
}

function Panel({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-stone-200 bg-stone-50 p-4 sm:p-6"
    >
      <h2 id={id} className="text-xl font-bold text-stone-900">
        {title}
      </h2>
      <p className="mb-3 text-sm text-stone-700">{hint}</p>
      {children}
    </section>
  );
}
