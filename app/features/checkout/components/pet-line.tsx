import { useEffect, useId, useRef, type ReactNode } from "react";
import type { Box } from "@shared/catalogue";
import { centsFromDollars, formatCents } from "@shared/commerce/cents";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";

import { CheckboxField, SelectField } from "~/components/ui/field";
import { Thumbnail } from "~/components/ui/thumbnail";
import {
  boxKey,
  conflictsFor,
  lineKey,
  petsFor,
  saferBoxes,
  swapFor,
  type CartLine,
  type Confirmations,
  type PetSummary,
} from "../checkout-lines";
import { plusIcon } from "./plus-icon";

const NO_PET = "Choose which pet this box is for.";

/**
 * One box of the cart and who gets it: a pet of the box's species for each unit (two of a box
 * may go to two pets), a warning beside a unit whose pet is allergic to something in the box,
 * with safer boxes of the same species to swap to, and a way to add a pet right here.
 */
export function PetLine({
  line,
  units,
  pets,
  catalogue,
  lines,
  showMissing,
  confirmed,
  onConfirm,
  onAssign,
  onSwap,
  onAddPet,
  petForm,
}: {
  line: CartLine;
  units: readonly (number | null)[];
  pets: readonly PetSummary[];
  catalogue: readonly Box[];
  lines: readonly CartLine[];
  /** Say "choose a pet" beside units without one (after Place order was pressed). */
  showMissing: boolean;
  /** The allergy swaps confirmed, by line key (box and pet). */
  confirmed: Confirmations;
  onConfirm: (lineKey: string, swap: string | null) => void;
  onAssign: (unit: number, petId: number | null) => void;
  onSwap: (unit: number, replacement: Box) => void;
  onAddPet: () => void;
  /** The pet form, when it is open for this line. */
  petForm: ReactNode;
}) {
  const id = useId();
  const { box, quantity } = line;
  const fitting = petsFor(box, pets);
  const kind = box.pet === "cat" ? "cat" : "dog";
  const itemRef = useRef<HTMLLIElement>(null);

  // When the pet form closes (saved or cancelled), focus returns to this line: to its pet
  // choice, or to its Add button when there is no pet to choose yet.
  const formOpen = petForm != null;
  const wasOpen = useRef(formOpen);
  useEffect(() => {
    if (wasOpen.current && !formOpen) {
      const item = itemRef.current;
      (item?.querySelector("select") ?? item?.querySelector("button"))?.focus();
    }
    wasOpen.current = formOpen;
  }, [formOpen]);

  return (
    <li ref={itemRef} className="flex flex-col gap-4 py-6" data-testid={`pet-line-${boxKey(box)}`}>
      <div className="grid grid-cols-[4.5rem_minmax(0,1fr)] items-center gap-4 sm:grid-cols-[6rem_minmax(0,1fr)]">
        <Thumbnail src={box.thumbnail} />
        <div className="min-w-0">
          <h3 className="text-lg font-bold break-words text-stone-900">{box.name}</h3>
          <p className="text-sm text-stone-700">
            For {kind}s · {box.frequency} · {formatCents(centsFromDollars(box.price))} a box
            {quantity > 1 ? ` · ${quantity} boxes` : ""}
          </p>
        </div>
      </div>

      {fitting.length === 0 ? (
        <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-stone-800">
          This box is for a {kind}, and you have no {kind} in your account yet. Add your {kind} to
          send it.
        </p>
      ) : null}

      {fitting.length > 0
        ? units.map((petId, unit) => {
            const pet = fitting.find((each) => each.id === petId);
            const conflicts = conflictsFor(box, pet);
            const swap = swapFor(box, pet);
            // Units of one box for one pet are one order line: one confirmation, on the first.
            const confirmHere = pet && swap && units.indexOf(pet.id) === unit;
            const key = pet ? lineKey(box, pet.id) : "";
            const safer = pet && conflicts.length > 0 ? saferBoxes(box, pet, catalogue, lines) : [];
            const selectId = `${id}-unit-${unit}`;
            const missing = showMissing && !pet;
            const label = quantity === 1 ? "Pet" : `Box ${unit + 1} of ${quantity} is for`;
            return (
              <div key={unit} className="flex flex-col gap-2">
                <SelectField
                  id={selectId}
                  label={
                    <>
                      {label}
                      <span className="sr-only"> ({box.name})</span>
                    </>
                  }
                  value={pet ? String(pet.id) : ""}
                  onChange={(event) =>
                    onAssign(unit, event.target.value ? Number(event.target.value) : null)
                  }
                  options={[
                    { value: "", label: `Choose a ${kind}…` },
                    ...fitting.map((each) => ({ value: String(each.id), label: each.name })),
                  ]}
                  error={missing ? NO_PET : null}
                  describedBy={conflicts.length ? `${selectId}-warning` : undefined}
                  className="sm:max-w-sm"
                />
                {pet && conflicts.length > 0 ? (
                  <div
                    id={`${selectId}-warning`}
                    role="status"
                    className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900"
                  >
                    <p className="font-semibold">
                      {pet.name} is allergic to{" "}
                      {[...new Set(conflicts.flatMap((each) => each.tags))].join(" and ")}:{" "}
                      {conflicts.map((each) => each.item).join(", ")}{" "}
                      {conflicts.length === 1 ? "holds" : "hold"} it.
                    </p>
                    {confirmHere ? (
                      <div className="mt-3">
                        <CheckboxField
                          label={<>I understand: {swap}.</>}
                          checked={confirmed[key] === swap}
                          onChange={(event) => onConfirm(key, event.target.checked ? swap : null)}
                          error={
                            showMissing && confirmed[key] !== swap
                              ? `Confirm the swap for ${pet.name}, or choose another box.`
                              : null
                          }
                        />
                      </div>
                    ) : null}
                    {safer.length > 0 ? (
                      <div className="mt-3 flex flex-col gap-2">
                        <p>Swap to a box without it for {pet.name}:</p>
                        <div className="flex flex-wrap gap-2">
                          {safer.slice(0, 2).map((other) => (
                            <Button
                              key={boxKey(other)}
                              variant="secondary"
                              size="sm"
                              onClick={() => onSwap(unit, other)}
                            >
                              Swap to {other.name} ({formatCents(centsFromDollars(other.price))})
                            </Button>
                          ))}
                        </div>
                      </div>
                    ) : (
                      <p className="mt-2">
                        No other {kind} box is free of it yet: choose another pet, or remove the box
                        from your cart.
                      </p>
                    )}
                  </div>
                ) : null}
              </div>
            );
          })
        : null}

      {petForm ?? (
        <div>
          <Button variant="ghost" size="sm" onClick={onAddPet} className="-ml-3">
            <Icon icon={plusIcon} className="size-4" />
            {fitting.length === 0 ? `Add your ${kind}` : `Add another ${kind}`}
          </Button>
        </div>
      )}
    </li>
  );
}
