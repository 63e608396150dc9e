import { useLayoutEffect, useRef, useState } from "react";
import { GIFT_MESSAGE_MAX, type GiftAnswer } from "@shared/api/gifts";
import { addDays, todayIn } from "@shared/commerce/calendar";
import { giveGift } from "~/api/gifts";
import { AddressFields } from "~/components/forms/address-fields";
import { FormAlert } from "~/components/forms/form-alert";
import { SubmitButton } from "~/components/forms/submit-button";
import { CheckboxField, Field } from "~/components/ui/field";
import { useForm } from "~/lib/use-form";
import { giftFormSchema } from "../gift-form-schema";
import { GiftChoices, type GiftPlanTerms } from "./gift-choices";
import { GiftConfirmation } from "./gift-confirmation";

/** The furthest ahead the gift e-mail can be planned, as the server allows. */
const SEND_WITHIN_DAYS = 365;

export interface GiftBox {
  id: string | number;
  name: string;
  /** The catalogue's price of one box, in dollars. */
  price: number;
}

export interface GiftFormProps {
  box: GiftBox;
  plans: readonly GiftPlanTerms[];
  /** The shop's time zone: "today" is the shop's day, as the server counts it. */
  timeZone: string;
  /** Where a card gift goes to pay (Stripe's page); the browser's own by default. */
  leave?: (url: string) => void;
  now?: () => Date;
}

/**
 * "This is a gift" (issue 28, decision 271): 3, 6 or 12 boxes of `box` for someone else, their
 * name and e-mail, their address if the buyer knows it, a message and the day the gift e-mail goes
 * out. POST /api/gifts prices and keeps it; a card gift goes to pay, a bank transfer gift shows
 * what to transfer and where.
 */
export function GiftForm({
  box,
  plans,
  timeZone,
  leave = (url) => window.location.assign(url),
  now = () => new Date(),
}: GiftFormProps) {
  const [today] = useState(() => todayIn(timeZone, now()));
  const [withAddress, setWithAddress] = useState(false);
  const [country, setCountry] = useState("US");
  const [messageLength, setMessageLength] = useState(0);
  const form = useForm({
    schema: giftFormSchema,
    submit: (body) => giveGift(body),
    fieldPrefix: "address.",
  });
  const { state } = form;
  const placed: GiftAnswer | null = state.status === "done" ? state.result : null;
  const leaveRef = useRef(leave);
  useLayoutEffect(() => {
    leaveRef.current = leave;
  });
  useLayoutEffect(() => {
    if (placed?.order.payment.method === "card") leaveRef.current(placed.order.payment.redirectUrl);
  }, [placed]);

  if (placed?.order.payment.method === "transfer") {
    return <GiftConfirmation answer={placed} payment={placed.order.payment} />;
  }
  return (
    <form {...form.props} className="flex min-w-0 flex-col gap-5" aria-label="Gift">
      <input type="hidden" name="boxId" value={String(box.id)} />
      <GiftChoices
        listPrice={box.price}
        plans={plans}
        country={withAddress ? country : "US"}
        error={form.errors.deliveries}
      />
      <p className="text-sm text-stone-700">
        Gifts never renew: the boxes are paid once, now, and shipping is included.
        {withAddress ? "" : " Shipping is priced to the United States until you give an address."}
      </p>
      <Field
        label="Their name"
        autoComplete="off"
        maxLength={100}
        {...form.field("recipientName")}
      />
      <Field
        label="Their e-mail"
        type="email"
        autoComplete="off"
        hint="The gift e-mail with the link to claim it goes here."
        {...form.field("recipientEmail")}
      />
      <CheckboxField
        name="withAddress"
        label="I know their address"
        checked={withAddress}
        onChange={(event) => setWithAddress(event.target.checked)}
      />
      {withAddress ? (
        <AddressFields initial={null} errors={form.errors} onCountryChange={setCountry} />
      ) : (
        <p className="-mt-3 text-sm text-stone-700">
          Otherwise they give it when they claim the gift.
        </p>
      )}
      <Field
        multiline
        rows={4}
        label="Your message (optional)"
        maxLength={GIFT_MESSAGE_MAX}
        hint={`${messageLength} of ${GIFT_MESSAGE_MAX} characters`}
        onChange={(event) => setMessageLength(event.target.value.length)}
        {...form.field("message")}
      />
      <Field
        type="date"
        label="The day the gift e-mail goes out"
        defaultValue={today}
        min={today}
        max={addDays(today, SEND_WITHIN_DAYS)}
        hint="Today, or a day within a year."
        {...form.field("sendOn")}
      />
      <div aria-live="polite">
        <FormAlert state={state} invalid="Please check the fields marked above." />
      </div>
      <SubmitButton
        pending={form.pending}
        pendingLabel="Ordering your gift…"
        className="self-start"
      >
        Order the gift of the {box.name}
      </SubmitButton>
    </form>
  );
}
