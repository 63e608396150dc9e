import { useId, useState, type ReactNode } from "react";
import type { Pet } from "@shared/api/pets";
import type { Box } from "@shared/catalogue";
import { shippingPricesText } from "@shared/commerce/delivery-texts";
import type { Plan } from "@shared/commerce/plans";
import type { PaymentMethod } from "@shared/commerce/consent";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { conflictsFor, petsFor } from "../checkout-lines";
import type { PetFormSlot } from "./who-is-it-for";
import { defaultPlan, PlanChoice } from "./plan-choice";
import { plusIcon } from "./plus-icon";

const selectClasses =
  "block w-full rounded-xl border-2 border-stone-300 bg-white px-4 py-2.5 text-base text-stone-900 focus:border-amber-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-amber-700/40";

export interface StartChoice {
  petId?: number;
  planId: string;
}

/**
 * The body of a box's "Start my subscription" panel (decision 126): the plan, and for a
 * signed-in customer the pet (or a new one, added here); then on to checkout with this box. A
 * visitor picks the plan here and the pet at checkout, after signing in.
 */
export function StartSubscription({
  box,
  signedIn,
  plans,
  method,
  pets: loadedPets,
  onStart,
  renderPetForm,
}: {
  box: Box;
  signedIn: boolean;
  /** The plans on sale and the account's pets (none for a visitor), from the route's loader. */
  plans: readonly Plan[];
  /** How the shop takes payment now: prepaid plans need a card (decision 217). */
  method: PaymentMethod;
  pets: readonly Pet[];
  onStart: (choice: StartChoice) => void;
  renderPetForm: (slot: PetFormSlot) => ReactNode;
}) {
  const id = useId();
  const [added, setAdded] = useState<Pet[]>([]);
  const [petId, setPetId] = useState<number | null>(null);
  const [planId, setPlanId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const kind = box.pet;

  const pets = petsFor(box, [...loadedPets, ...added]);
  const pet = pets.find((each) => each.id === petId) ?? (pets.length === 1 ? pets[0] : undefined);
  const plan = defaultPlan(plans, planId);
  const conflicts = conflictsFor(box, pet);
  const sample = pet ?? { id: 0, name: "", species: kind, allergies: [] };

  return (
    <div className="flex flex-col gap-5">
      <p className="text-stone-800">
        Choose who it is for and how to pay. You check everything before you order, and you can
        skip, pause or cancel any time.
      </p>
      {signedIn ? (
        <div className="flex flex-col gap-2">
          {pets.length > 0 ? (
            <>
              <label htmlFor={`${id}-pet`} className="font-semibold text-stone-900">
                Who is it for?
              </label>
              <select
                id={`${id}-pet`}
                value={pet ? String(pet.id) : ""}
                onChange={(event) =>
                  setPetId(event.target.value ? Number(event.target.value) : null)
                }
                className={selectClasses}
              >
                <option value="">Choose at checkout</option>
                {pets.map((each) => (
                  <option key={each.id} value={String(each.id)}>
                    {each.name}
                  </option>
                ))}
              </select>
            </>
          ) : (
            <p className="text-stone-800">
              This box is for a {kind}. Add your {kind} so we can pack it for them.
            </p>
          )}
          {pet && conflicts.length > 0 ? (
            <p role="status" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900">
              {pet.name} is allergic to something in this box (
              {conflicts.map((each) => each.item).join(", ")}). At checkout you can swap to a box
              without it.
            </p>
          ) : null}
          {adding ? (
            <div className="rounded-2xl bg-white p-4 sm:p-6">
              <h3 className="mb-4 text-lg font-bold text-stone-900">Add your {kind}</h3>
              {renderPetForm({
                species: kind,
                onSaved: (saved) => {
                  setAdded((before) => [...before, saved]);
                  setPetId(saved.id);
                  setAdding(false);
                },
                onCancel: () => setAdding(false),
              })}
            </div>
          ) : (
            <Button
              variant="ghost"
              size="sm"
              className="-ml-3 self-start"
              onClick={() => setAdding(true)}
            >
              <Icon icon={plusIcon} className="size-4" />
              {pets.length === 0 ? `Add your ${kind}` : `Add another ${kind}`}
            </Button>
          )}
        </div>
      ) : null}

      {plan ? (
        <div className="flex flex-col gap-2">
          <p className="font-semibold text-stone-900">How would you like to pay?</p>
          <PlanChoice
            plans={plans}
            value={plan.id}
            onChange={setPlanId}
            lines={[{ box, pet: sample, quantity: 1 }]}
            method={method}
            // The address, chosen at checkout, adds its shipping (said below).
            shippingPerBox={0}
          />
          <p className="text-sm text-stone-700">{shippingPricesText()}</p>
        </div>
      ) : null}

      {plan ? (
        <Button size="lg" onClick={() => onStart({ petId: pet?.id, planId: plan.id })}>
          Continue to checkout
        </Button>
      ) : (
        <Alert tone="error">No plans are on sale right now. Please try again later.</Alert>
      )}
      {signedIn ? null : (
        <p className="text-sm text-stone-700">
          You will sign in or create an account first, then choose who the box is for.
        </p>
      )}
    </div>
  );
}
