import { useEffect, useRef, useState } from "react";
import { EMAIL_MAX } from "@shared/api/email";
import {
  ORDER_NUMBER_MAX,
  WITHDRAWAL_NAME_MAX,
  withdrawalInputSchema,
  type WithdrawalInput,
} from "@shared/api/withdrawals";
import { CONFIRM_WITHDRAWAL_TEXT } from "@shared/commerce/withdrawal-words";
import { FormAlert } from "~/components/forms/form-alert";
import { SubmitButton } from "~/components/forms/submit-button";
import { Field } from "~/components/ui/field";
import { useForm } from "~/lib/use-form";
import { sendWithdrawal, type Withdrawal } from "~/api/withdrawals";
import { WithdrawalReceived } from "./withdrawal-received";

/** One of the signed-in customer's orders, to pick: its number ("PB-000042") and what it is. */
export interface OrderChoice {
  number: string;
  detail: string;
}

/** The select's choice that shows a field for another order's number. */
const ANOTHER = "";

/**
 * The withdrawal form (issue 25 §7): full name, order number and e-mail, then "Confirm
 * withdrawal". Given the signed-in customer's name, e-mail and orders, it starts filled in and
 * offers the orders to pick from; "Another order number" takes any other. On success the form
 * gives way to what was recorded, with its date and time, and focus moves there.
 */
export function WithdrawalForm({
  fullName = "",
  email = "",
  orders = [],
  note,
  send = sendWithdrawal,
}: {
  fullName?: string;
  email?: string;
  orders?: readonly OrderChoice[];
  /** A line under the order field (why the account's orders are not offered). */
  note?: string | undefined;
  send?: (input: WithdrawalInput) => Promise<Withdrawal>;
}) {
  const form = useForm({
    // The server's own schema (decision 080): the same required fields and messages.
    schema: withdrawalInputSchema,
    submit: send,
    failure:
      "We could not send your withdrawal just now. Please try again in a moment, or write to us: a withdrawal sent any clear way counts.",
  });
  const [picked, setPicked] = useState(orders[0]?.number ?? ANOTHER);
  const typed = useRef<HTMLInputElement>(null);
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    if (typing) typed.current?.focus();
  }, [typing]);

  if (form.state.status === "done") return <WithdrawalReceived withdrawal={form.state.result} />;

  const choosing = orders.length > 0;
  const otherNumber = !choosing || picked === ANOTHER;
  return (
    <form {...form.props} aria-label="Withdrawal from a contract" className="flex flex-col gap-5">
      <Field
        label="Full name"
        type="text"
        autoComplete="name"
        required
        maxLength={WITHDRAWAL_NAME_MAX}
        defaultValue={fullName}
        {...form.field("fullName")}
      />
      {choosing ? (
        <OrderPicker
          orders={orders}
          picked={picked}
          onPick={(number) => {
            setPicked(number);
            setTyping(number === ANOTHER);
          }}
        />
      ) : null}
      {otherNumber ? (
        <Field
          ref={typed}
          label="Order number"
          type="text"
          required
          maxLength={ORDER_NUMBER_MAX}
          hint={note ?? "It is on your order confirmation e-mail, like PB-000042."}
          autoCapitalize="characters"
          spellCheck={false}
          {...form.field("orderNumber")}
        />
      ) : null}
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        required
        maxLength={EMAIL_MAX}
        defaultValue={email}
        hint="The e-mail address of the order. We send the confirmation there."
        {...form.field("email")}
      />
      <FormAlert state={form.state} kept="What you filled in is still here." />
      <div>
        <SubmitButton size="lg" pending={form.pending} pendingLabel="Sending your withdrawal…">
          {CONFIRM_WITHDRAWAL_TEXT}
        </SubmitButton>
      </div>
    </form>
  );
}

/**
 * The customer's orders as radio buttons, each with what it holds, so a phone shows all of it;
 * the last, "Another order number", shows a field for any other. The chosen number is sent as
 * `orderNumber`. Drawn like ChoiceCard but not with it: importing it here made the bundler
 * regroup its chunks and load another 0.8 KB gzip on /checkout, which is at its budget.
 */
function OrderPicker({
  orders,
  picked,
  onPick,
}: {
  orders: readonly OrderChoice[];
  picked: string;
  onPick: (number: string) => void;
}) {
  const choices = [...orders, { number: ANOTHER, detail: "" }];
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1.5 text-sm font-semibold text-stone-800">Your order</legend>
      {choices.map((order) => (
        <label
          key={order.number}
          className="flex min-h-11 cursor-pointer items-center gap-3 rounded-2xl border-2 border-stone-300 bg-white p-4 text-stone-900 hover:border-amber-400 has-checked:border-amber-700 has-checked:bg-amber-50 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-amber-700"
        >
          <input
            type="radio"
            name="orderChoice"
            value={order.number}
            checked={picked === order.number}
            onChange={() => onPick(order.number)}
            className="size-5 shrink-0 accent-amber-800"
          />
          <span className="min-w-0 flex-1">
            <span className="block font-semibold">
              {order.number === ANOTHER ? "Another order number" : order.number}
            </span>
            {order.detail ? (
              <span className="block text-sm wrap-anywhere text-stone-700">{order.detail}</span>
            ) : null}
          </span>
        </label>
      ))}
      {picked === ANOTHER ? null : <input type="hidden" name="orderNumber" value={picked} />}
    </fieldset>
  );
}
