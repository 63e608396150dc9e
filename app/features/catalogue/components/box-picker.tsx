import { useId } from "react";
import type { Box } from "@shared/catalogue";

/** Chooses one box of the catalogue (used by the reviews page). */
export function BoxPicker({
  boxes,
  value,
  onChange,
  label = "Box",
}: {
  boxes: readonly Box[];
  value: string;
  onChange: (id: string) => void;
  label?: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-stone-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="block w-full max-w-md rounded-xl border-2 border-stone-300 bg-white px-4 py-2.5 text-base text-stone-900 focus:border-amber-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-amber-700/40"
      >
        {boxes.map((box) => (
          <option key={String(box.id)} value={String(box.id)}>
            {box.name} ({box.pet === "cat" ? "cats" : "dogs"})
          </option>
        ))}
      </select>
    </div>
  );
}
