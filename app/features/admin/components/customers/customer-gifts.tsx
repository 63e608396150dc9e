import { useState } from "react";
import type { GiftStatus } from "@shared/api/gift-statuses";
import type { Gift } from "@shared/api/gifts";
import { giftPatchSchema } from "@shared/api/gifts";
import { formatCalendarDate } from "@shared/commerce/dates";
import { addressLines } from "@shared/commerce/delivery-texts";
import { z } from "@shared/zod";
import { AddressFields } from "~/components/forms/address-fields";
import { FormDialog } from "~/components/forms/form-dialog";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { ApiFailure } from "~/lib/api-failure";
import { changeGiftAddress, resendGift } from "../../api/gifts";

/** What a gift's status means, for support. */
export const giftStatusLabels: Record<GiftStatus, string> = {
  awaiting_payment: "Waiting for payment",
  scheduled: "E-mail planned",
  sent: "E-mail sent, not claimed",
  claimed: "Claimed",
};

/** The server's own schema (PATCH /api/admin/gifts/:id): the fields are the body's `address`. */
const addressFormSchema = z.pipe(
  z.transform((address: Record<string, unknown>): unknown => ({ address })),
  giftPatchSchema,
);

type Asked = { kind: "resend"; gift: Gift } | { kind: "address"; gift: Gift } | null;

/**
 * The gifts a customer gave (decision 275): status, recipient, boxes left; support sends the
 * gift e-mail again (once sent, not claimed) or changes the recipient's address (before the
 * claim), as the buyer can.
 */
export function CustomerGifts({ initial }: { initial: readonly Gift[] }) {
  const [gifts, setGifts] = useState(initial);
  const [asked, setAsked] = useState<Asked>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const replace = (gift: Gift) =>
    setGifts((current) => current.map((each) => (each.id === gift.id ? gift : each)));

  async function resend(gift: Gift) {
    setPending(true);
    setFailure(null);
    try {
      replace(await resendGift(gift.id));
      setAsked(null);
      setDone(`The gift e-mail went again to ${gift.recipientEmail}, with a new link.`);
    } catch (error) {
      setFailure(
        error instanceof ApiFailure ? error.message : "That did not work. Please try again.",
      );
    } finally {
      setPending(false);
    }
  }

  return (
    <section
      aria-labelledby="customer-gifts"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <h2 id="customer-gifts" className="mb-2 text-lg font-bold text-stone-900">
        Gifts given
      </h2>
      {done ? <Alert tone="success">{done}</Alert> : null}
      {gifts.length === 0 ? (
        <p className="text-stone-600">No gift given.</p>
      ) : (
        <ul className="divide-y divide-stone-200">
          {gifts.map((gift) => (
            <li key={gift.id} className="flex flex-col gap-2 py-3">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <span className="font-semibold wrap-anywhere text-stone-900">
                  {gift.deliveries} × {gift.boxName} for {gift.recipientName}
                </span>
                <span className="text-stone-700">{giftStatusLabels[gift.status]}</span>
              </div>
              <p className="text-sm wrap-anywhere text-stone-700">
                {gift.recipientEmail} · {gift.boxesLeft} of {gift.deliveries}{" "}
                {gift.deliveries === 1 ? "box" : "boxes"} left · e-mail on{" "}
                {formatCalendarDate(gift.sendOn)}
              </p>
              <p className="text-sm wrap-anywhere text-stone-700">
                {gift.address
                  ? `To ${addressLines(gift.address).join(", ")}`
                  : "No address yet: the recipient gives it when claiming."}
              </p>
              {gift.status !== "claimed" ? (
                <div className="flex flex-wrap gap-2">
                  {gift.status === "sent" ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Send the e-mail again to ${gift.recipientEmail}`}
                      onClick={() => {
                        setDone(null);
                        setFailure(null);
                        setAsked({ kind: "resend", gift });
                      }}
                    >
                      Send the e-mail again
                    </Button>
                  ) : null}
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Change the recipient's address: ${gift.recipientName}, ${gift.recipientEmail}`}
                    onClick={() => {
                      setDone(null);
                      setAsked({ kind: "address", gift });
                    }}
                  >
                    Change the recipient&apos;s address
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={asked?.kind === "resend"}
        title="Send the gift e-mail again?"
        description={
          asked ? (
            <p>
              {asked.gift.recipientName} gets the e-mail again at {asked.gift.recipientEmail}, with
              a new link: the old link stops working.
            </p>
          ) : null
        }
        alert={failure ? <Alert tone="error">{failure}</Alert> : null}
        confirmLabel="Send the e-mail again"
        pendingLabel="Sending…"
        pending={pending}
        onConfirm={() => (asked ? void resend(asked.gift) : undefined)}
        onCancel={() => setAsked(null)}
      />
      {asked?.kind === "address" ? (
        <FormDialog
          title="Change the recipient's address"
          confirmLabel="Save address"
          description={
            <p>
              Where {asked.gift.recipientName}&apos;s boxes go. Shipping there may cost no more a
              box than the gift paid.
            </p>
          }
          schema={addressFormSchema}
          fieldPrefix="address."
          submit={({ address }) => changeGiftAddress(asked.gift.id, address)}
          onClose={() => setAsked(null)}
          onDone={(gift) => {
            replace(gift);
            setAsked(null);
            setDone(`${gift.recipientName}'s gift now goes to the new address.`);
          }}
        >
          {(form) => <AddressFields initial={asked.gift.address} errors={form.errors} />}
        </FormDialog>
      ) : null}
    </section>
  );
}
