// Free of zod: pages that only show an address or draw its form load this, not the schemas.

/**
 * The countries PetBox ships to (decision 093): ISO 3166-1 alpha-2 codes, with what a person
 * calls the region there, whether it is needed (chosen from ./regions.ts where the country has a
 * list), and the shape of a postal code as the post writes it (decision 214): `postal` matches the
 * code in capitals with one space `postalSpace` characters from its end, where it has one.
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
    postal: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d$/,
    postalSpace: 3,
    postalHint: "Enter a postal code like K1A 0B1.",
  },
  {
    code: "GB",
    name: "United Kingdom",
    regionLabel: "County",
    regionRequired: false,
    postalLabel: "Postcode",
    // Royal Mail's letters: no Q, V, X first; no I, J, Z second; no C, I, K, M, O, V at the end.
    postal:
      /^(GIR 0AA|[A-PR-UWYZ](\d{1,2}|[A-HK-Y]\d{1,2}|\d[A-HJKPS-UW]|[A-HK-Y]\d[ABEHMNPRV-Y]) \d[ABD-HJLNP-UW-Z]{2})$/,
    postalSpace: 3,
    postalHint: "Enter a postcode like SW1A 1AA.",
  },
  {
    code: "IE",
    name: "Ireland",
    regionLabel: "County",
    regionRequired: false,
    postalLabel: "Eircode",
    postal: /^([AC-FHKNPRTV-Y]\d{2}|D6W) [0-9AC-FHKNPRTV-Y]{4}$/,
    postalSpace: 4,
    postalHint: "Enter an Eircode like D02 X285.",
  },
  {
    code: "AU",
    name: "Australia",
    regionLabel: "State or territory",
    regionRequired: true,
    postalLabel: "Postcode",
    // 0200–0299 (ACT) and 0800–0999 (NT) are the only codes below 1000.
    postal: /^(0[289]\d{2}|[1-9]\d{3})$/,
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

/** A postal code as the post of `country` writes it: capitals, its one space where it has one. */
export function canonicalPostalCode(country: string, written: string): string {
  const code = written.toUpperCase().replace(/\s+/g, "");
  const known = shippingCountries.find((each) => each.code === country);
  const space = known && "postalSpace" in known ? known.postalSpace : 0;
  return space > 0 && code.length > space
    ? `${code.slice(0, -space)} ${code.slice(-space)}`
    : code;
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

/** "United Kingdom" for "GB"; the code itself for a country no longer offered. */
export function countryName(code: string): string {
  return shippingCountries.find((each) => each.code === code)?.name ?? code;
}

/**
 * An address as the shop writes it everywhere (confirmation, portal, e-mails, packing list):
 * name, street lines, "Springfield, IL 62704", country; empty parts left out.
 */
export function addressLines(address: {
  fullName: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}): string[] {
  return [
    address.fullName,
    address.line1,
    address.line2,
    `${address.city}${address.region ? `, ${address.region}` : ""} ${address.postalCode}`,
    countryName(address.country),
  ]
    .map((part) => part.trim())
    .filter((part) => part !== "");
}
