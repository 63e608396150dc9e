import { giftInputSchema } from "@shared/api/gifts";
import { addressLimits } from "@shared/api/countries";
import { z } from "@shared/zod";

const ADDRESS_FIELDS = [...Object.keys(addressLimits), "country"];

/**
 * The gift form's values as the API's body (POST /api/gifts), checked with the server's own
 * schema: the number of boxes as a number, an empty message as none, and the address fields only
 * when the buyer chose to give the recipient's address.
 */
export const giftFormSchema = z.pipe(
  z.transform((values: Record<string, unknown>): unknown => {
    const body: Record<string, unknown> = {};
    const address: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(values)) {
      if (ADDRESS_FIELDS.includes(name)) address[name] = value;
      else if (name !== "withAddress") body[name] = value;
    }
    return {
      ...body,
      deliveries: body.deliveries === undefined ? undefined : Number(body.deliveries),
      message: body.message === "" ? null : body.message,
      address: values.withAddress === true ? address : null,
    };
  }),
  giftInputSchema,
);
