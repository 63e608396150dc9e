import { MAX_BOX_ID_LENGTH, MAX_CART_LINES, type CartLine } from "../cart-lines";
import { z } from "../zod";
import { MAX_QUANTITY } from "./checkout-limits";
import { NOT_AN_OBJECT } from "./errors";

export { MAX_CART_LINES, type CartLine };

const cartLineSchema = z.object(
  {
    boxId: z
      .string({ error: "Choose a box." })
      .check(
        z.minLength(1, "Choose a box."),
        z.maxLength(MAX_BOX_ID_LENGTH, "There is no box with this id."),
      ),
    quantity: z
      .number({ error: "Choose how many boxes, from 1 to 5." })
      .check(
        z.int("Choose how many boxes, from 1 to 5."),
        z.gte(1, "Choose how many boxes, from 1 to 5."),
        z.lte(MAX_QUANTITY, "Choose how many boxes, from 1 to 5."),
      ),
  },
  { error: "Each line needs a box and a quantity." },
);

/**
 * PUT /api/cart (the cart as it is now) and POST /api/cart/merge (a device's cart to join with
 * the stored one): one line per box, each box once. Boxes are checked against the catalogue by
 * the server.
 */
export const cartInputSchema = z.object(
  {
    lines: z.array(cartLineSchema, { error: "Send the cart's lines." }).check(
      z.maxLength(MAX_CART_LINES, `A cart holds at most ${MAX_CART_LINES} boxes.`),
      z.refine(
        (lines) => new Set(lines.map((line) => line.boxId)).size === lines.length,
        "Each box appears once: give it a quantity instead.",
      ),
    ),
  },
  { error: NOT_AN_OBJECT },
);

export type CartInput = z.infer<typeof cartInputSchema>;

/** GET /api/cart, and what PUT and merge answer (read in the browser by `cartAnswerReader`). */
export const cartAnswerSchema = z.object({
  lines: z.array(cartLineSchema).check(z.maxLength(MAX_CART_LINES)),
});

export type CartAnswer = z.infer<typeof cartAnswerSchema>;
