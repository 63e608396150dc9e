import { useEffect, useRef } from "react";
import { formatReceivedAt } from "@shared/commerce/withdrawal-words";
import { withdrawalOutcomeText } from "@shared/commerce/withdrawal-rules";
import type { Withdrawal } from "~/api/withdrawals";

/**
 * What the shop recorded, in place of the form: the date and time it was received (in the
 * reader's own time zone, named) and what happens now, in the confirmation e-mail's words.
 * Focus moves to its heading, so a screen reader reads the outcome at once.
 */
export function WithdrawalReceived({ withdrawal }: { withdrawal: Withdrawal }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const order = withdrawal.orderNumber;
  return (
    <section
      aria-labelledby="withdrawal-received"
      className="flex flex-col gap-4 rounded-2xl border border-emerald-300 bg-emerald-50 p-6 text-emerald-950"
    >
      <h2
        id="withdrawal-received"
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-bold focus:outline-none"
      >
        Your withdrawal is recorded
      </h2>
      <p className="font-semibold">
        We received your withdrawal from order {order} on{" "}
        <time dateTime={withdrawal.receivedAt}>
          {formatReceivedAt(new Date(withdrawal.receivedAt))}
        </time>
        .
      </p>
      {withdrawalOutcomeText({ ...withdrawal, order }).map((text) => (
        <p key={text}>{text}</p>
      ))}
      <p>A confirmation with this date and time is on its way to the e-mail address you gave.</p>
    </section>
  );
}
