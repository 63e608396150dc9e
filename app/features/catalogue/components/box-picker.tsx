import type { Box } from "@shared/catalogue";
import { SelectField } from "~/components/ui/field";

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
  return (
    <SelectField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      options={boxes.map((box) => ({
        value: String(box.id),
        label: `${box.name} (${box.pet === "cat" ? "cats" : "dogs"})`,
      }))}
      className="max-w-md"
    />
  );
}
