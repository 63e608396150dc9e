import type { Address } from "@shared/api/address";
import type { Pet } from "@shared/api/pets";

// For tests: one pet and one address as the shop's API answers them, shared by every suite
// that needs "a pet" or "an address" (features, forms and routes alike).

/** A pet as GET /api/pets answers it: a cat with nothing on record but its name, unless `more`. */
export function testPet(id: number, name: string, more: Partial<Pet> = {}): Pet {
  return {
    id,
    name,
    species: "cat",
    size: null,
    birthday: null,
    allergies: [],
    allergiesOther: "",
    dislikes: [],
    dislikesOther: "",
    chewing: null,
    createdAt: "2026-11-01T10:00:00.000Z",
    ...more,
  };
}

/** A stored US delivery address. */
export const testAddress: Address = {
  fullName: "Ada Lovelace",
  line1: "12 Main Street",
  line2: "",
  city: "Springfield",
  region: "IL",
  postalCode: "62704",
  country: "US",
  phone: null,
};
