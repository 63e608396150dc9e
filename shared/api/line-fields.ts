import { z } from "../zod";
import { MAX_QUANTITY } from "./checkout-limits";

// The fields of a cart line that checkout (./checkout.ts) and the code check (./codes.ts) both
// read, with the same words for the same mistakes.

const QUANTITY_MESSAGE = `Choose how many boxes, from 1 to ${MAX_QUANTITY}.`;

/** A box's id, as a number or a string, read as a string. */
export const lineBoxIdSchema = z.pipe(
  z.union(
    [
      z.number().check(z.int(), z.positive()),
      z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
    ],
    { error: "Choose a box." },
  ),
  z.transform(String),
);

/** How many of the box, 1 to MAX_QUANTITY. */
export const lineQuantitySchema = z
  .number({ error: QUANTITY_MESSAGE })
  .check(
    z.int(QUANTITY_MESSAGE),
    z.gte(1, QUANTITY_MESSAGE),
    z.lte(MAX_QUANTITY, QUANTITY_MESSAGE),
  );
