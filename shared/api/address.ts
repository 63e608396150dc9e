import { z } from "../zod";
import { addressLimits, shippingCountries, type CountryCode } from "./countries";
import { canonicalPostalCode, postalRules } from "./postal-codes";
import { findRegion } from "./region-names";
import { regionCodes } from "./regions";
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

/** The fields as written, each checked on its own; the country's rules come after. */
const addressFieldsSchema = z
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
        z
          .string({ error: "Enter the postal code." })
          .check(
            z.trim(),
            z.minLength(1, "Enter the postal code."),
            z.maxLength(addressLimits.postalCode, "That postal code is too long."),
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
    // The country's rules (decision 214): its region from its list where it has one, its postal
    // code in the post's format. Each problem names its field.
    z.superRefine((address, context) => {
      const country = shippingCountries.find((each) => each.code === address.country);
      if (!country) return;
      const listed = regionCodes(country.code) !== null;
      const label = country.regionLabel.toLowerCase();
      if (country.regionRequired && address.region === "") {
        context.addIssue({
          code: "custom",
          path: ["region"],
          message: listed ? `Choose the ${label}.` : `Enter the ${label}.`,
        });
      } else if (listed && !findRegion(country.code, address.region)) {
        context.addIssue({
          code: "custom",
          path: ["region"],
          message: `Choose the ${label} from the list: “${address.region}” is not one.`,
        });
      }
      const postal = postalRules[country.code];
      if (!postal.pattern.test(canonicalPostalCode(country.code, address.postalCode))) {
        context.addIssue({ code: "custom", path: ["postalCode"], message: postal.hint });
      }
    }),
  );

/**
 * A delivery address, checked the same way in the browser and on the server, and written one
 * way: a listed region as its code ("California" is kept as "CA"), the postal code as the post
 * writes it ("sw1a1aa" as "SW1A 1AA").
 */
export const addressSchema = z.pipe(
  addressFieldsSchema,
  z.transform((address: z.output<typeof addressFieldsSchema>) => ({
    ...address,
    region: findRegion(address.country, address.region)?.code ?? address.region,
    postalCode: canonicalPostalCode(address.country, address.postalCode),
  })),
);

/** What a form sends (fields may be missing) and what the server keeps (every field set). */
export type AddressInput = z.input<typeof addressSchema>;
export type Address = z.output<typeof addressSchema>;
