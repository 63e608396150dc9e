// Free of zod, and small: pages that only show an address or draw its form load this, not the
// schemas; the postal code rules (./postal-codes.ts) load with the schema (decision 214).

/**
 * The countries PetBox ships to (decision 093): ISO 3166-1 alpha-2 codes, with what a person
 * calls the region there, whether it is needed (chosen from ./regions.ts where the country has a
 * list), and what the post calls the postal code.
 */
export const shippingCountries = [
  {
    code: "US",
    name: "United States",
    regionLabel: "State",
    regionRequired: true,
    postalLabel: "ZIP code",
  },
  {
    code: "CA",
    name: "Canada",
    regionLabel: "Province or territory",
    regionRequired: true,
    postalLabel: "Postal code",
  },
  {
    code: "GB",
    name: "United Kingdom",
    regionLabel: "County",
    regionRequired: false,
    postalLabel: "Postcode",
  },
  {
    code: "IE",
    name: "Ireland",
    regionLabel: "County",
    regionRequired: false,
    postalLabel: "Eircode",
  },
  {
    code: "AU",
    name: "Australia",
    regionLabel: "State or territory",
    regionRequired: true,
    postalLabel: "Postcode",
  },
  {
    code: "NZ",
    name: "New Zealand",
    regionLabel: "Region",
    regionRequired: false,
    postalLabel: "Postcode",
  },
] as const;

export type CountryCode = (typeof shippingCountries)[number]["code"];

/** "United Kingdom" for "GB"; the code itself for a country no longer offered. */
export function countryName(code: string): string {
  return shippingCountries.find((each) => each.code === code)?.name ?? code;
}

/** The longest value of each field, in characters: the schema's limits, shown by the forms too. */
export const addressLimits = {
  fullName: 100,
  line1: 100,
  line2: 100,
  city: 60,
  region: 60,
  postalCode: 12,
  phone: 30,
} as const;
