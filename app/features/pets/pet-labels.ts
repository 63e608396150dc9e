import type { AllergenTag } from "@shared/allergens";
import type { Pet } from "@shared/api/pets";

/** How the pet's choices read on screen, in the form and on the cards alike. */
export const speciesLabels: Record<Pet["species"], string> = { cat: "Cat", dog: "Dog" };

export const sizeLabels: Record<NonNullable<Pet["size"]>, string> = {
  small: "Small",
  medium: "Medium",
  large: "Large",
  giant: "Giant",
};

export const chewingLabels: Record<NonNullable<Pet["chewing"]>, string> = {
  gentle: "Gentle",
  average: "Average",
  power: "Power chewer",
};

export const allergenLabels: Record<AllergenTag, string> = {
  chicken: "Chicken",
  beef: "Beef",
  fish: "Fish",
  grain: "Grain",
  dairy: "Dairy",
  catnip: "Catnip",
};

export const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** "YYYY-MM" as "March 2024"; anything else as it is. */
export function formatBirthday(birthday: string): string {
  const month = monthNames[Number(birthday.slice(5, 7)) - 1];
  return month ? `${month} ${birthday.slice(0, 4)}` : birthday;
}

/** The chosen tags and the free text as one readable list: "Chicken, grain, strawberries". */
export function describeTags(tags: readonly AllergenTag[], other: string): string {
  const words = tags.map((tag, index) =>
    index === 0 ? allergenLabels[tag] : allergenLabels[tag].toLowerCase(),
  );
  if (other.trim()) words.push(other.trim());
  return words.join(", ");
}
