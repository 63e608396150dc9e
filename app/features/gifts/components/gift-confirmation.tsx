import { useEffect, useId, useRef } from "react";
import type { GiftAnswer } from "@shared/api/gifts";
import { formatCalendarDate } from "@shared/commerce/calendar";
import { formatCents } from "@shared/commerce/cents";
import { ButtonLink } from "~/components/ui/button";
import { paths } from "~/config/paths";

type TransferPayment = Extract<GiftAnswer["order"]["payment"], { method: "transfer" }>;

/**
 * A gift paid by bank transfer, ordered (decision 269): the gift, the total, where to transfer
 * it and the reference to quote; the e-mail goes on its day once the transfer has arrived.
 */
export function GiftConfirmation({
  answer: { gift, order },
  payment,
}: {
  answer: GiftAnswer;
  payment: TransferPayment;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => heading.current?.focus(), []);
  const rows: [string, string][] = [
    ["Account name", payment.bankDetails.accountName],
    ["Bank", payment.bankDetails.bankName],
    ["Routing number", payment.bankDetails.routingNumber],
    ["Account number", payment.bankDetails.accountNumber],
    ["Reference", payment.reference],
    ["Amount", formatCents(order.total)],
  ];
  return (
    // Focus goes to the heading, which a screen reader then reads: no live region on top.
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-4">
      <h3
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="text-xl font-bold text-stone-900 focus:outline-none"
      >
        Your gift is ordered: now pay by bank transfer
      </h3>
      <p className="text-stone-800">
        {gift.deliveries} boxes of the {gift.boxName} for {gift.recipientName} (
        <span className="wrap-anywhere">{gift.recipientEmail}</span>). Total to pay:{" "}
        <strong>{formatCents(order.total)}</strong>, shipping included.
      </p>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 rounded-2xl border-2 border-amber-300 bg-white p-4">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-sm font-semibold text-stone-700">{term}</dt>
            <dd className="font-mono wrap-anywhere text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-stone-800">
        Quote the reference <strong>{payment.reference}</strong> with your transfer, so we know it
        is yours. The gift e-mail goes to {gift.recipientName} on {formatCalendarDate(gift.sendOn)}{" "}
        once your transfer has arrived (or on the day it arrives, if that is later).
      </p>
      <ButtonLink to={paths.accountGifts()} variant="secondary" className="self-start">
        See my gifts
      </ButtonLink>
    </section>
  );
}
