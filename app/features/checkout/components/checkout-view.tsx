import { useEffect, useRef, useState, type ReactNode } from "react";
import { addressSchema, type LastAddressAnswer } from "@shared/api/address";
import type { CheckoutAnswer } from "@shared/api/checkout";
import type { Pet } from "@shared/api/pets";
import type { Box } from "@shared/catalogue";
import { consentText, type PaymentMethod } from "@shared/commerce/consent";
import { firstDeliveryDate, todayIn } from "@shared/commerce/dates";
import type { Plan } from "@shared/commerce/plans";
import { Alert } from "~/components/ui/alert";
import { ButtonLink } from "~/components/ui/button";
import { paths } from "~/config/paths";
import { ApiFailure } from "~/lib/api-failure";
import { useForm } from "~/lib/use-form";
import { placeOrder, preloadCheckoutAnswer, type CheckoutBody } from "~/api/checkout";
import {
  boxKey,
  checkoutBodyLines,
  consentLines,
  fitAssignments,
  orderLines,
  priceOrder,
  swapUnit,
  type Assignments,
  type CartLine,
} from "../checkout-lines";
import { AddressFields } from "./address-fields";
import { CheckoutStep } from "./checkout-step";
import { OrderReview } from "./order-review";
import { PetLine } from "./pet-line";
import { PlanChoice } from "./plan-choice";

/** What the checkout needs of the account and the shop, from the route's loader. */
export interface CheckoutData {
  pets: Pet[];
  plans: Plan[];
  paymentMethod: PaymentMethod;
  /** The shop's: the first delivery date shown is the one the server will store. */
  timeZone: string;
  lastAddress: LastAddressAnswer["address"];
}

export interface PetFormSlot {
  species: "cat" | "dog";
  onSaved: (pet: Pet) => void;
  onCancel: () => void;
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
  today = (timeZone) => todayIn(timeZone, new Date()),
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
  /** Today's date in the shop's time zone. */
  today?: (timeZone: string) => string;
}) {
  const [added, setAdded] = useState<Pet[]>([]);
  const [chosen, setChosen] = useState<Assignments | null>(null);
  const [planId, setPlanId] = useState<string | null>(null);
  const [petFormFor, setPetFormFor] = useState<string | null>(null);
  const [showMissing, setShowMissing] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const placed = useRef<CheckoutAnswer | null>(null);
  const pageRef = useRef<HTMLDivElement>(null);

  const pets = [...ready.pets, ...added];
  const assignments = fitAssignments(lines, pets, chosen ?? {}, chosen ? {} : preselect);
  const plans = ready.plans;
  const plan =
    plans.find((each) => each.id === (planId ?? preselect.planId)) ??
    plans.find((each) => each.deliveriesPrepaid === 0) ??
    plans[0];
  const drafts = orderLines(lines, assignments, pets);
  const priced = plan ? priceOrder(drafts.lines, plan) : null;
  const method = ready.paymentMethod;
  const timeZone = ready.timeZone;
  const consent =
    plan && priced && priced.lines.length > 0
      ? consentText({ lines: consentLines(priced.lines), plan, total: priced.total, method })
      : null;

  const form = useForm({
    schema: addressSchema,
    async submit(address) {
      if (placed.current) return placed.current;
      if (!plan) throw new NotReady("Choose a plan first.");
      if (drafts.unassigned.length > 0) {
        throw new NotReady("Choose a pet for every box under “Who is it for?” first.");
      }
      let answer: CheckoutAnswer;
      try {
        answer = await place({ lines: checkoutBodyLines(drafts.lines), planId: plan.id, address });
      } catch (error) {
        const refusal = error instanceof ApiFailure ? error.result : null;
        if (refusal?.kind === "invalid" || refusal?.kind === "conflict") {
          setServerErrors(refusal.fields);
        }
        throw error;
      }
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

  // Focus the first field the browser's check or the server refused (the fields sit outside
  // the <form> element, so its own focusing cannot reach them), or the first pet missing.
  const status = form.state.status;
  useEffect(() => {
    if (status === "invalid" || status === "failed") {
      pageRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [status, serverErrors]);

  if (lines.length === 0 && form.state.status !== "done") return <EmptyCheckout />;
  if (!plan || !priced) {
    return <Alert tone="error">No plans are on sale right now. Please try again later.</Alert>;
  }

  const addressErrors: Record<string, string | undefined> = { ...form.errors };
  const otherErrors: string[] = [];
  if (form.state.status === "failed") {
    for (const [field, message] of Object.entries(serverErrors)) {
      if (field.startsWith("address.")) addressErrors[field.slice(8)] ??= message;
      else if (!otherErrors.includes(message)) otherErrors.push(message);
    }
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
      onPointerDownCapture={preparePlace}
      onFocusCapture={preparePlace}
      className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start"
    >
      <div className="flex min-w-0 flex-col gap-8">
        <CheckoutStep number={1} title="Who is it for?">
          <p className="text-stone-700">
            Choose a pet for each box; two of a box can go to two pets.
          </p>
          <ul className="divide-y divide-stone-200">
            {lines.map((line) => {
              const key = boxKey(line.box);
              return (
                <PetLine
                  key={key}
                  line={line}
                  units={assignments[key] ?? []}
                  pets={pets}
                  catalogue={catalogue}
                  lines={lines}
                  showMissing={showMissing}
                  onAssign={(unit, petId) => assign(key, unit, petId)}
                  onSwap={(unit, replacement) => swap(key, unit, replacement)}
                  onAddPet={() => setPetFormFor(key)}
                  petForm={
                    petFormFor === key ? (
                      <div className="rounded-2xl border-2 border-amber-200 bg-amber-50/50 p-4 sm:p-6">
                        <h4 className="mb-4 text-lg font-bold text-stone-900">
                          Add your {line.box.pet}
                        </h4>
                        {renderPetForm({
                          species: line.box.pet,
                          onSaved: (pet) => petCreated(key, pet),
                          onCancel: () => setPetFormFor(null),
                        })}
                      </div>
                    ) : null
                  }
                />
              );
            })}
          </ul>
        </CheckoutStep>

        <CheckoutStep number={2} title="Plan">
          <PlanChoice plans={plans} value={plan.id} onChange={setPlanId} lines={drafts.lines} />
        </CheckoutStep>

        <CheckoutStep number={3} title="Delivery address">
          {ready.lastAddress ? (
            <p className="text-sm text-stone-700">
              We filled in the address you used last time. Change anything that is different.
            </p>
          ) : null}
          <AddressFields form={FORM_ID} initial={ready.lastAddress} errors={addressErrors} />
        </CheckoutStep>
      </div>

      {/* The form holds the review and the button; the address fields join it through their
          form attribute, so the pet form of step 1 is never a form inside a form. */}
      <form
        {...form.props}
        id={FORM_ID}
        onSubmit={(event) => {
          setShowMissing(true);
          setServerErrors({});
          form.props.onSubmit(event);
        }}
        aria-labelledby="checkout-review"
        className="flex flex-col gap-4 rounded-3xl bg-amber-100 p-6 lg:sticky lg:top-24"
      >
        <h2 id="checkout-review" className="text-xl font-bold text-stone-900">
          <span
            aria-hidden="true"
            className="mr-2 inline-flex size-8 items-center justify-center rounded-full bg-amber-800 text-base text-white"
          >
            4
          </span>
          Review and pay
        </h2>
        {form.state.status === "failed" ? (
          <Alert tone="error">
            {form.state.message}
            {otherErrors.length > 0 ? ` ${otherErrors.join(" ")}` : ""}
          </Alert>
        ) : null}
        {form.state.status === "invalid" ? (
          <Alert tone="error">Check the delivery address: the fields marked need a change.</Alert>
        ) : null}
        <OrderReview
          lines={priced.lines}
          plan={plan}
          total={priced.total}
          method={method}
          firstDelivery={firstDeliveryDate(today(timeZone))}
          consent={consent}
          pending={form.pending || done}
          missingPets={drafts.unassigned.length}
        />
      </form>
    </div>
  );
}

function EmptyCheckout() {
  return (
    <section className="flex flex-col items-center gap-4 rounded-3xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-amber-100">
      <p className="text-5xl" aria-hidden="true">
        🧺
      </p>
      <h2 className="text-2xl font-bold text-stone-900">Your cart is empty</h2>
      <p className="max-w-md text-stone-700">
        There is nothing to check out yet. Pick a box for your cat or dog first.
      </p>
      <ButtonLink to={`${paths.home()}#boxes`} size="lg">
        Browse the boxes
      </ButtonLink>
    </section>
  );
}
