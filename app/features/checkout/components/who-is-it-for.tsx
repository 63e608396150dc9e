import { useEffect, useRef, type ReactNode } from "react";
import type { Pet } from "@shared/api/pets";
import type { Box } from "@shared/catalogue";
import {
  boxKey,
  type Assignments,
  type CartLine,
  type Confirmations,
  type PetSummary,
} from "../checkout-lines";
import { NumberedStep } from "~/components/ui/numbered-step";
import { PetLine } from "./pet-line";

/** What the route's pet form is given when it opens under a line. */
export interface PetFormSlot {
  species: "cat" | "dog";
  onSaved: (pet: Pet) => void;
  onCancel: () => void;
}

/**
 * Step 1 of checkout: each box of the cart and the pet each unit is for, with the pet form open
 * under the line it was asked from (`petForm`, passed in by the route: a feature never imports
 * another).
 */
export function WhoIsItFor({
  lines,
  assignments,
  pets,
  catalogue,
  showMissing,
  confirmed,
  onConfirm,
  petFormFor,
  petForm,
  onAssign,
  onSwap,
  onAddPet,
}: {
  lines: readonly CartLine[];
  assignments: Assignments;
  pets: readonly PetSummary[];
  catalogue: readonly Box[];
  showMissing: boolean;
  confirmed: Confirmations;
  /** A line's allergy swap confirmed (its sentence) or not (null), by line key. */
  onConfirm: (lineKey: string, swap: string | null) => void;
  /** The line whose pet form is open, if any. */
  petFormFor: string | null;
  petForm: (line: CartLine) => ReactNode;
  onAssign: (key: string, unit: number, petId: number | null) => void;
  onSwap: (key: string, unit: number, replacement: Box) => void;
  onAddPet: (key: string) => void;
}) {
  return (
    <NumberedStep number={1} title="Who is it for?">
      <p className="text-stone-700">Choose a pet for each box; two of a box can go to two pets.</p>
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
              confirmed={confirmed}
              onConfirm={onConfirm}
              onAssign={(unit, petId) => onAssign(key, unit, petId)}
              onSwap={(unit, replacement) => onSwap(key, unit, replacement)}
              onAddPet={() => onAddPet(key)}
              petForm={
                petFormFor === key ? (
                  <AddPetPanel species={line.box.pet}>{petForm(line)}</AddPetPanel>
                ) : null
              }
            />
          );
        })}
      </ul>
    </NumberedStep>
  );
}

/**
 * The new pet's form under its line. Focus moves to its heading when it opens, so a keyboard or
 * screen reader user who pressed "Add your cat" continues in the form, not at the button.
 */
function AddPetPanel({ species, children }: { species: "cat" | "dog"; children: ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="rounded-2xl border-2 border-amber-200 bg-amber-50/50 p-4 sm:p-6">
      <h4
        ref={headingRef}
        tabIndex={-1}
        className="mb-4 text-lg font-bold text-stone-900 focus:outline-none"
      >
        Add your {species}
      </h4>
      {children}
    </div>
  );
}
