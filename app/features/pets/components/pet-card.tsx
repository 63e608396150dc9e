import type { ReactNode } from "react";
import type { Pet } from "@shared/api/pets";
import { Button } from "~/components/ui/button";
import {
  chewingLabels,
  describeTags,
  formatBirthday,
  sizeLabels,
  speciesLabels,
} from "../pet-labels";

/** One pet on /pets: what the shop knows about it, with Edit and Delete. */
export function PetCard({
  pet,
  onEdit,
  onDelete,
  children,
}: {
  pet: Pet;
  onEdit: () => void;
  onDelete: () => void;
  /** A message about this pet (a refused delete), under its details. */
  children?: ReactNode;
}) {
  const titleId = `pet-${pet.id}-name`;
  const rows: [string, string][] = [["Species", speciesLabels[pet.species]]];
  if (pet.species === "dog") rows.push(["Size", pet.size ? sizeLabels[pet.size] : "Not given"]);
  rows.push(["Birthday", pet.birthday ? formatBirthday(pet.birthday) : "Not given"]);
  rows.push(["Allergies", describeTags(pet.allergies, pet.allergiesOther) || "None"]);
  rows.push(["Dislikes", describeTags(pet.dislikes, pet.dislikesOther) || "None"]);
  if (pet.species === "dog") {
    rows.push(["Chewing", pet.chewing ? chewingLabels[pet.chewing] : "Not given"]);
  }
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-4 rounded-3xl border border-amber-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-amber-100 text-2xl"
        >
          {pet.species === "cat" ? "🐱" : "🐶"}
        </span>
        <h2 id={titleId} className="min-w-0 text-xl font-bold wrap-anywhere text-stone-900">
          {pet.name}
        </h2>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-stone-700">{term}</dt>
            <dd className="min-w-0 wrap-anywhere text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
      {children}
      <div className="mt-auto flex flex-wrap gap-3 pt-2">
        <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit ${pet.name}`}>
          Edit
        </Button>
        <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete ${pet.name}`}>
          Delete
        </Button>
      </div>
    </article>
  );
}
