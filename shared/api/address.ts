import { z } from "../zod";
import { oneLineText } from "./free-text";

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

const countryCodes = shippingCountries.map((country) => country.code) as [
  CountryCode,
  ...CountryCode[],
];

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

function line(required: string | null, max: number, tooLong: string) {
  const base = z.string({ error: required ?? "Write text here." });
  return oneLineText(
    required
      ? base.check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong))
      : base.check(z.trim(), z.maxLength(max, tooLong)),
  );
}

/** A delivery address, checked the same way in the browser and on the server. */
export const addressSchema = z
  .object(
    {
      fullName: line(
        "Enter the name of the person the box is for.",
        addressLimits.fullName,
        "A name has at most 100 characters.",
      ),
      line1: line(
        "Enter the street and number.",
        addressLimits.line1,
        "An address line has at most 100 characters.",
      ),
      line2: z._default(
        line(null, addressLimits.line2, "An address line has at most 100 characters."),
        "",
      ),
      city: line(
        "Enter the town or city.",
        addressLimits.city,
        "A town or city has at most 60 characters.",
      ),
      region: z._default(
        line(null, addressLimits.region, "A region has at most 60 characters."),
        "",
      ),
      postalCode: oneLineText(
        z.pipe(
          z
            .string({ error: "Enter the postal code." })
            .check(
              z.trim(),
              z.minLength(1, "Enter the postal code."),
              z.maxLength(addressLimits.postalCode, "That postal code is too long."),
            ),
          // One spelling per code: upper case, single spaces.
          z.transform((code: string) => code.toUpperCase().replace(/\s+/g, " ")),
        ),
      ),
      country: z.enum(countryCodes, { error: "Choose a country from the list." }),
      phone: z.pipe(
        z.nullish(
          z.string({ error: "Enter a phone number, or leave it empty." }).check(
            z.trim(),
            z.maxLength(addressLimits.phone, "A phone number has at most 30 characters."),
            z.refine(
              (phone) =>
                phone === "" ||
                (/^\+?[\d ()./-]+$/.test(phone) && phone.replace(/\D/g, "").length >= 6),
              "Enter a phone number with digits, spaces and + ( ) - only, or leave it empty.",
            ),
          ),
        ),
        z.transform((phone: string | null | undefined) => (phone ? phone : null)),
      ),
    },
    { error: "Enter the delivery address." },
  )
  .check(
    z.superRefine((address, context) => {
      const country = shippingCountries.find((each) => each.code === address.country);
      if (!country) return;
      if (country.regionRequired && address.region === "") {
        context.addIssue({
          code: "custom",
          path: ["region"],
          message: `Enter the ${country.regionLabel.toLowerCase()}.`,
        });
      }
      if (!country.postal.test(address.postalCode)) {
        context.addIssue({ code: "custom", path: ["postalCode"], message: country.postalHint });
      }
    }),
  );

/** What a form sends (fields may be missing) and what the server keeps (every field set). */
export type AddressInput = z.input<typeof addressSchema>;
export type Address = z.output<typeof addressSchema>;

/**
 * An address in the API's answers: stored addresses as they are, without the input checks, so
 * an order stays readable if the list of countries or postal code rules changes later.
 */
export const storedAddressSchema = z.object({
  fullName: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  region: z.string(),
  postalCode: z.string(),
  country: z.string(),
  phone: z.nullable(z.string()),
});

/** The address offered at checkout: the one used last, or none yet. */
export const lastAddressAnswerSchema = z.object({ address: z.nullable(storedAddressSchema) });

/** GET /api/addresses/last */
export type LastAddressAnswer = z.infer<typeof lastAddressAnswerSchema>;
