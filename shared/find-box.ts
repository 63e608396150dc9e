/**
 * Spec §2: the box is found by comparing its id loosely with the route parameter ("2" matches 2).
 * Generic over the box, so this file needs neither zod nor the catalogue's schema.
 */
export function findBox<T extends { id: string | number }>(
  boxes: readonly T[],
  id: string | number | undefined,
): T | undefined {
  if (id === undefined) return undefined;
  const wanted = String(id).trim();
  return boxes.find((box) => String(box.id) === wanted);
}
