import { z } from "../zod";

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
