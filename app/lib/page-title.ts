/** The page title for a screen; the home and contact titles are fixed by the spec (§2). */
export function pageTitle(name: string): string {
  return `${name} – PetBox`;
}
