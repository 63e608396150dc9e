import { useRef, useState, type ComponentProps, type ReactNode } from "react";
import type { LastAddressAnswer } from "@shared/api/address";
import type { CheckoutAnswer } from "@shared/api/checkout";
import type { Pet } from "@shared/api/pets";
import type { Box } from "@shared/catalogue";
import { consentText, type PaymentMethod } from "@shared/commerce/consent";
import { firstShipDate } from "@shared/commerce/fulfilment-rules";
import { shippingPerBox as shippingPerBoxTo } from "@shared/shop/shipping-zones";
import { countryName } from "@shared/api/countries";
import { knownCountry } from "~/components/forms/address-fields";
import { prepareRegionNames } from "~/components/forms/use-region-names";
import type { Plan } from "@shared/commerce/plans";
import { Alert } from "~/components/ui/alert";
import { ApiFailure } from "~/lib/api-failure";
import { useForm } from "~/lib/use-form";
import {
  checkoutAddressSchema,
  placeOrder,
  preloadCheckoutAnswer,
  type CheckoutBody,
} from "~/api/checkout";
import {
  boxKey,
  checkoutBodyLines,
  consentLines,
  fitAssignments,
  orderLines,
  priceOrder,
  swapUnit,
  unconfirmedLines,
  type Assignments,
  type CartLine,
  type Confirmations,
} from "../checkout-lines";
import { AddressStep } from "./address-step";
import type { AppliedCode, CodeField } from "./code-field";
import { codeSentences, CodeEntry } from "./code-entry";
import { NumberedStep } from "~/components/ui/numbered-step";
import { EmptyCheckout } from "./empty-checkout";
import { defaultPlan, PlanChoice } from "./plan-choice";
import { ReviewAndPay } from "./review-and-pay";
import { WhoIsItFor, type PetFormSlot } from "./who-is-it-for";

/** What the checkout needs of the account and the shop, from the route's loader. */
export interface CheckoutData {
  pets: Pet[];
  plans: Plan[];
  paymentMethod: PaymentMethod;
  /** The shop's: the first delivery date shown is the one the server will store. */
  timeZone: string;
  lastAddress: LastAddressAnswer["address"];
}

const FORM_ID = "checkout-form";

/** A check of the browser's before the order is sent: its message is the form's failure. */
class NotReady extends Error {}

/**
 * /checkout on one page, in four steps that keep their state: who each box is for (with pets
 * added on the spot and allergen warnings), the plan, the delivery address, and review and pay
 * with the one Place order button (decision 125).
 */
export function CheckoutView({
  catalogue,
  lines,
  onLinesChange,
  onPlaced,
  renderPetForm,
  preselect = {},
  data: ready,
  place = placeOrder,
  preparePlace = preloadCheckoutAnswer,
  now = () => new Date(),
  check,
}: {
  catalogue: readonly Box[];
  lines: readonly CartLine[];
  onLinesChange: (lines: CartLine[]) => void;
  onPlaced: (answer: CheckoutAnswer, bought: { boxId: string; quantity: number }[]) => void;
  renderPetForm: (slot: PetFormSlot) => ReactNode;
  preselect?: { boxId?: string; petId?: number; planId?: string };
  data: CheckoutData;
  /** Places the order; a refusal rejects with an ApiFailure naming the fields. */
  place?: (body: CheckoutBody) => Promise<CheckoutAnswer>;
  /** Starts loading what `place` needs, once the customer starts on the checkout. */
  preparePlace?: () => void;
  /** The clock: the first box's date depends on the hour of the order (fulfilment-rules.ts). */
  now?: () => Date;
  /** Checks a discount code (POST /api/codes/check); tests hand in their own. */
  check?: ComponentProps<typeof CodeField>["check"];
}) {
  const [added, setAdded] = useState<Pet[]>([]);
  const [chosen, setChosen] = useState<Assignments | null>(null);
  const [planId, setPlanId] = useState<string | null>(null);
  const [petFormFor, setPetFormFor] = useState<string | null>(null);
  const [showMissing, setShowMissing] = useState(false);
  const [confirmed, setConfirmed] = useState<Confirmations>({});
  const [applied, setApplied] = useState<AppliedCode | null>(null);
  const placed = useRef<CheckoutAnswer | null>(null);
  const pageRef = useRef<HTMLDivElement>(null);

  const pets = [...ready.pets, ...added];
  const assignments = fitAssignments(lines, pets, chosen ?? {}, chosen ? {} : preselect);
  // The address's country prices the shipping (decision 213); the server prices it the same.
  const [country, setCountry] = useState(() => knownCountry(ready.lastAddress?.country));
  const shippingPerBox = shippingPerBoxTo(country);
  const plans = ready.plans;
  const plan = defaultPlan(plans, planId ?? preselect.planId);
  const drafts = orderLines(lines, assignments, pets);
  const priced = plan ? priceOrder(drafts.lines, plan, shippingPerBox) : null;
  const method = ready.paymentMethod;
  const timeZone = ready.timeZone;
  // A discount code is the server's to price (decision 267); it holds for the order it was
  // checked with, and a change of plan, box, pet or quantity asks for Apply again.
  const codeOrder =
    plan && drafts.lines.length > 0 && drafts.unassigned.length === 0
      ? {
          lines: drafts.lines.map((line) => ({ boxId: line.box.id, quantity: line.quantity })),
          planId: plan.id,
          signature: JSON.stringify([
            plan.id,
            drafts.lines.map((line) => [line.box.id, line.pet.id, line.quantity]),
          ]),
        }
      : null;
  const code = applied && applied.signature === codeOrder?.signature ? applied : null;
  const total = priced ? priced.total - (code?.discount ?? 0) : 0;
  const consent =
    plan && priced && priced.lines.length > 0
      ? consentText({
          lines: consentLines(priced.lines),
          plan,
          total,
          method,
          shippingPerBox,
          codeLines:
            code && code.discount > 0 ? codeSentences(consentLines(priced.lines), code, plan) : [],
        })
      : null;

  const form = useForm({
    schema: checkoutAddressSchema,
    // The server names the address fields `address.…` and the lines `lines.0.petId`: the first
    // land beside the fields, the others are said above the button.
    fieldPrefix: "address.",
    // The fields sit outside the <form> element: the first to fix, a missing pet first, is
    // looked for in the whole page.
    focusScope: pageRef,
    async submit(address) {
      if (placed.current) return placed.current;
      if (!plan) throw new NotReady("Choose a plan first.");
      if (drafts.unassigned.length > 0) {
        throw new NotReady("Choose a pet for every box under “Who is it for?” first.");
      }
      const unsure = unconfirmedLines(drafts.lines, confirmed)[0];
      if (unsure) {
        throw new NotReady(
          `${unsure.box.name} holds something ${unsure.pet.name} is allergic to: confirm the swap under “Who is it for?”, or choose another box.`,
        );
      }
      const answer = await place({
        lines: checkoutBodyLines(drafts.lines, confirmed),
        planId: plan.id,
        address,
        ...(code ? { code: code.code } : {}),
      });
      placed.current = answer;
      onPlaced(
        answer,
        drafts.lines.map((line) => ({ boxId: boxKey(line.box), quantity: line.quantity })),
      );
      return answer;
    },
    failure: (error) =>
      error instanceof NotReady || error instanceof ApiFailure
        ? error.message
        : "We could not place your order just now. Nothing was charged. Please try again.",
  });

  // The region names load with what placing needs, before the customer reaches the address.
  function prepare() {
    preparePlace();
    prepareRegionNames();
  }

  if (lines.length === 0 && form.state.status !== "done") return <EmptyCheckout />;
  if (!plan || !priced) {
    return <Alert tone="error">No plans are on sale right now. Please try again later.</Alert>;
  }

  const done = form.state.status === "done";

  function assign(key: string, unit: number, petId: number | null) {
    const units = [...(assignments[key] ?? [])];
    units[unit] = petId;
    setChosen({ ...assignments, [key]: units });
  }

  function swap(key: string, unit: number, replacement: Box) {
    const next = swapUnit(lines, assignments, { boxId: key, unit }, replacement);
    setChosen(next.assignments);
    onLinesChange(next.lines);
  }

  function petCreated(key: string, pet: Pet) {
    const everyone = [...pets, pet];
    setAdded((before) => [...before, pet]);
    setChosen(fitAssignments(lines, everyone, assignments, { boxId: key, petId: pet.id }));
    setPetFormFor(null);
  }

  return (
    // What placing the order needs loads as soon as the customer starts on the checkout (a
    // press or a focus anywhere in it), not with the page (decision 167).
    <div
      ref={pageRef}
      onPointerDownCapture={prepare}
      onFocusCapture={prepare}
      // The address fields sit outside the <form>: a fixed one loses its error at once.
      onChange={form.recheck}
      onBlur={form.recheck}
      className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start"
    >
      <div className="flex min-w-0 flex-col gap-8">
        <WhoIsItFor
          lines={lines}
          assignments={assignments}
          pets={pets}
          catalogue={catalogue}
          showMissing={showMissing}
          confirmed={confirmed}
          onConfirm={(key, swap) =>
            setConfirmed(({ [key]: _old, ...rest }) => (swap ? { ...rest, [key]: swap } : rest))
          }
          petFormFor={petFormFor}
          petForm={(line) =>
            renderPetForm({
              species: line.box.pet,
              onSaved: (pet) => petCreated(boxKey(line.box), pet),
              onCancel: () => setPetFormFor(null),
            })
          }
          onAssign={assign}
          onSwap={swap}
          onAddPet={setPetFormFor}
        />

        <NumberedStep number={2} title="Plan">
          <PlanChoice
            plans={plans}
            value={plan.id}
            onChange={setPlanId}
            lines={drafts.lines}
            method={ready.paymentMethod}
            shippingPerBox={shippingPerBox}
          />
        </NumberedStep>

        <AddressStep
          form={FORM_ID}
          lastAddress={ready?.lastAddress}
          errors={form.errors}
          onCountryChange={setCountry}
        />
      </div>

      <ReviewAndPay
        form={{
          ...form.props,
          id: FORM_ID,
          onSubmit(event) {
            setShowMissing(true);
            form.props.onSubmit(event);
          },
        }}
        state={form.state}
        review={{
          lines: priced.lines,
          plan,
          total,
          discount: code ? { code: code.code, total: code.discount, lines: code.lines } : null,
          codeField: (
            <CodeEntry
              order={codeOrder}
              applied={applied}
              onApplied={setApplied}
              {...(check ? { check } : {})}
            />
          ),
          shipping: {
            country: countryName(country),
            perBox: shippingPerBox,
            boxes: priced.boxes,
            total: priced.shipping,
          },
          method,
          firstDelivery: firstShipDate(now(), timeZone),
          consent,
          pending: form.pending || done,
          missingPets: drafts.unassigned.length,
        }}
      />
    </div>
  );
}
