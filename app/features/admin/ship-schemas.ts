import { shipInputSchema } from "@shared/api/admin/deliveries";
import { z } from "@shared/zod";

/** One box's form: the carrier and its tracking number, the server's own schema. */
export const shipFormSchema = shipInputSchema;

/** The bulk form: one carrier, and a tracking number per box (fields `tracking-<deliveryId>`). */
export function bulkShipSchema(ids: readonly number[]) {
  const { carrier, trackingNumber } = shipInputSchema.shape;
  return z.object({
    carrier,
    ...Object.fromEntries(ids.map((id) => [`tracking-${id}`, trackingNumber])),
  });
}
