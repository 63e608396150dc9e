import type { Box } from "./catalogue";

/** Spec §2: the box is found by comparing its id loosely with the route parameter ("2" matches 2). */
export function findBox(boxes: readonly Box[], id: string | number | undefined): Box | undefined {
  if (id === undefined) return undefined;
  const wanted = String(id).trim();
  return boxes.find((box) => String(box.id) === wanted);
}
