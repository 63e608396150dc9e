// Free of zod: pages that only show an address or draw its form load this, not the schemas.

/**
 * The countries PetBox ships to (decision 093): ISO 3166-1 alpha-2 codes, with what a person
 * calls the region there, whether it is needed, and the shape of a postal code.
 */
export const shippingCountries = [
  {
    code: "US",
    name: "United States",
    regionLabel: "State",
    regionRequired: true,
    postalLabel: "ZIP code",
    postal: /^\d{5}(-\d{4})?$/,
    postalHint: "Enter a ZIP code like 12345 or 12345-6789.",
  },
  {
    code: "CA",
    name: "Canada",
    regionLabel: "Province or territory",
    regionRequired: true,
    postalLabel: "Postal code",
    postal: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/,
    postalHint: "Enter a postal code like K1A 0B1.",
  },
  {
    code: "GB",
    name: "United Kingdom",
    regionLabel: "County",
    regionRequired: false,
    postalLabel: "Postcode",
    postal: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/,
    postalHint: "Enter a postcode like SW1A 1AA.",
  },
  {
    code: "IE",
    name: "Ireland",
    regionLabel: "County",
    regionRequired: false,
    postalLabel: "Eircode",
    postal: /^([AC-FHKNPRTV-Y]\d{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}$/,
    postalHint: "Enter an Eircode like D02 X285.",
  },
  {
    code: "AU",
    name: "Australia",
    regionLabel: "State or territory",
    regionRequired: true,
    postalLabel: "Postcode",
    postal: /^\d{4}$/,
    postalHint: "Enter a 4-digit postcode like 2000.",
  },
  {
    code: "NZ",
    name: "New Zealand",
    regionLabel: "Region",
    regionRequired: false,
    postalLabel: "Postcode",
    postal: /^\d{4}$/,
    postalHint: "Enter a 4-digit postcode like 6011.",
  },
] as const;

export type CountryCode = (typeof shippingCountries)[number]["code"];

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
