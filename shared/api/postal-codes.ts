import type { CountryCode } from "./countries";

/**
 * How each country's post writes a postal code (decision 214): `pattern` matches the code in
 * capitals with its one space `space` characters from its end (0: none), and `hint` says it to
 * a person. Loaded with the address schema only, not with the pages that draw the form.
 */
export const postalRules: Record<CountryCode, { pattern: RegExp; space: number; hint: string }> = {
  US: { pattern: /^\d{5}(-\d{4})?$/, space: 0, hint: "Enter a ZIP code like 12345 or 12345-6789." },
  CA: {
    pattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d$/,
    space: 3,
    hint: "Enter a postal code like K1A 0B1.",
  },
  GB: {
    // Royal Mail's letters: no Q, V, X first; no I, J, Z second; no C, I, K, M, O, V at the end.
    pattern:
      /^(GIR 0AA|[A-PR-UWYZ](\d{1,2}|[A-HK-Y]\d{1,2}|\d[A-HJKPS-UW]|[A-HK-Y]\d[ABEHMNPRV-Y]) \d[ABD-HJLNP-UW-Z]{2})$/,
    space: 3,
    hint: "Enter a postcode like SW1A 1AA.",
  },
  IE: {
    pattern: /^([AC-FHKNPRTV-Y]\d{2}|D6W) [0-9AC-FHKNPRTV-Y]{4}$/,
    space: 4,
    hint: "Enter an Eircode like D02 X285.",
  },
  // 0200–0299 (ACT) and 0800–0999 (NT) are the only codes below 1000.
  AU: {
    pattern: /^(0[289]\d{2}|[1-9]\d{3})$/,
    space: 0,
    hint: "Enter a 4-digit postcode like 2000.",
  },
  NZ: { pattern: /^\d{4}$/, space: 0, hint: "Enter a 4-digit postcode like 6011." },
};

/** A postal code as the post of `country` writes it: capitals, its one space where it has one. */
export function canonicalPostalCode(country: CountryCode, written: string): string {
  const code = written.toUpperCase().replace(/\s+/g, "");
  const { space } = postalRules[country];
  return space > 0 && code.length > space ? `${code.slice(0, -space)} ${code.slice(-space)}` : code;
}
