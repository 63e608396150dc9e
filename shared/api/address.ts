import { z } from "../zod";
import { addressLimits, shippingCountries, type CountryCode } from "./countries";
import { oneLineText } from "./free-text";

// The countries and field limits live apart, free of zod, for the pages that only show an address;
// the answers' address schemas likewise (docs/decisions/204).
export { addressLimits, shippingCountries, type CountryCode } from "./countries";
export {
  lastAddressAnswerSchema,
  storedAddressSchema,
  type LastAddressAnswer,
} from "./stored-address";

const countryCodes = shippingCountries.map((country) => country.code) as [
  CountryCode,
  ...CountryCode[],
];

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
