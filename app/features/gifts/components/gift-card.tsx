import { useState } from "react";
import type { Gift } from "@shared/api/gifts";
import { formatCalendarDate } from "@shared/commerce/calendar";
import { resendGift } from "~/api/gifts";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { FALLBACK_FAILURE } from "~/lib/use-form";
import { ApiFailure } from "~/lib/api-failure";
import { GiftAddressDialog } from "./gift-address-dialog";

/** Where a gift stands, in words (decision 271). */
export function giftStatusText(gift: Pick<Gift, "status" | "sendOn">): string {
  switch (gift.status) {
    case "awaiting_payment":
      return "Awaiting your transfer";
    case "scheduled":
      return `E-mail goes on ${formatCalendarDate(gift.sendOn)}`;
    case "sent":
      return "Sent, not claimed yet";
    case "claimed":
      return "Claimed";
  }
}

type Outcome = { tone: "success" | "error"; text: string } | null;

/** One gift of the buyer's: what, for whom, where it stands, and what can still be done. */
export function GiftCard({ gift, onChange }: { gift: Gift; onChange: (gift: Gift) => void }) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sending, setSending] = useState(false);
  const [changing, setChanging] = useState(false);
  const headingId = `gift-${gift.id}-heading`;

  async function resend() {
    setSending(true);
    setOutcome(null);
    try {
      onChange(await resendGift(gift.id));
      setOutcome({
        tone: "success",
        text: `The gift e-mail is on its way to ${gift.recipientEmail} again. The link in the earlier e-mail no longer works.`,
      });
    } catch (error) {
      setOutcome({
        tone: "error",
        text: error instanceof ApiFailure ? error.message : FALLBACK_FAILURE,
      });
    } finally {
      setSending(false);
    }
  }

  const address = gift.address;
  return (
    <article
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-4 rounded-3xl border border-amber-200 bg-white p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <h2 id={headingId} className="min-w-0 text-xl font-bold wrap-anywhere text-stone-900">
          {gift.boxName} for {gift.recipientName}
        </h2>
        <p className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-950">
          {giftStatusText(gift)}
        </p>
      </div>
      <dl className="grid gap-x-4 gap-y-2 text-stone-800 sm:grid-cols-[auto_minmax(0,1fr)]">
        <dt className="font-semibold">Recipient</dt>
        <dd className="wrap-anywhere">
          {gift.recipientName} ({gift.recipientEmail})
        </dd>
        <dt className="font-semibold">Boxes</dt>
        <dd>
          {gift.boxesLeft} left of {gift.deliveries}
        </dd>
        <dt className="font-semibold">Address</dt>
        <dd className="wrap-anywhere">
          {address
            ? [
                address.fullName,
                address.line1,
                address.line2,
                address.city,
                address.postalCode,
                address.country,
              ]
                .filter(Boolean)
                .join(", ")
            : "They give it when they claim the gift"}
        </dd>
        <dt className="font-semibold">Message</dt>
        <dd className="wrap-anywhere whitespace-pre-line">{gift.message ?? "No message"}</dd>
      </dl>
      {gift.status === "awaiting_payment" ? (
        <p className="text-sm text-stone-700">
          The gift e-mail goes on {formatCalendarDate(gift.sendOn)}, or the day your transfer
          arrives if that is later.
        </p>
      ) : null}
      <div aria-live="polite">
        {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      </div>
      {gift.status !== "claimed" ? (
        <div className="flex flex-wrap gap-3">
          {gift.status === "sent" ? (
            <Button variant="secondary" disabled={sending} onClick={() => void resend()}>
              {sending ? "Sending…" : "Send the e-mail again"}
            </Button>
          ) : null}
          <Button
            variant="secondary"
            onClick={() => {
              setOutcome(null);
              setChanging(true);
            }}
          >
            Change the address
          </Button>
        </div>
      ) : null}
      {changing ? (
        <GiftAddressDialog
          gift={gift}
          onClose={() => setChanging(false)}
          onDone={(changed) => {
            setChanging(false);
            onChange(changed);
            setOutcome({ tone: "success", text: "The address is changed." });
          }}
        />
      ) : null}
    </article>
  );
}
