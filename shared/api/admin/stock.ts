import { z } from "../../zod";

// Stock against demand (issue 27, decisions 249 and 250): GET /api/admin/stock for every member
// of staff; PUT /api/admin/stock/boxes/:boxId and /api/admin/stock/swap-ins/:item { onHand } for
// owners and packers, audited.

/** A box of the catalogue, or an item swapped in for an allergy (as the pick list names them). */
export const stockKinds = ["box", "swap_in"] as const;
export type StockKind = (typeof stockKinds)[number];

/** The most a count can be: far above any shelf, low enough to catch a slip of the keyboard. */
export const MAX_ON_HAND = 100_000;

/** The one message for a count that is not a whole number from 0, in the form and the API. */
export const ON_HAND_MESSAGE = "Give the number on hand, a whole number from 0.";

/** PUT …/stock/…: what is on the shelf now, counted by a person. */
export const stockInputSchema = z.object({
  onHand: z
    .number({ error: ON_HAND_MESSAGE })
    .check(
      z.int(ON_HAND_MESSAGE),
      z.gte(0, ON_HAND_MESSAGE),
      z.lte(MAX_ON_HAND, `The number on hand can be at most ${MAX_ON_HAND}.`),
    ),
});
export type StockInput = z.infer<typeof stockInputSchema>;

const count = z.number().check(z.int(), z.nonnegative());

/** One box or swap-in item: on the shelf, still to pack, and what is missing. */
export const stockLineSchema = z.object({
  kind: z.enum(stockKinds),
  /** The box's catalogue id, or the swap-in item's name. */
  key: z.string(),
  name: z.string(),
  /** Below zero when more were packed than were recorded: the shelf needs counting. */
  onHand: z.number().check(z.int()),
  /** Boxes (or swap-ins for them) due this month and next, not packed yet. */
  thisMonth: count,
  nextMonth: count,
  /** thisMonth + nextMonth − onHand, never below zero (a count below zero counts as none). */
  shortfall: count,
});
export type StockLine = z.infer<typeof stockLineSchema>;

export const stockAnswerSchema = z.object({
  /** "YYYY-MM", the shop's month today, and the one after it. */
  thisMonth: z.string(),
  nextMonth: z.string(),
  boxes: z.array(stockLineSchema),
  swapIns: z.array(stockLineSchema),
});
export type StockAnswer = z.infer<typeof stockAnswerSchema>;

/** PUT answers the line's new count. */
export const stockSetAnswerSchema = z.object({
  stock: z.object({
    kind: z.enum(stockKinds),
    key: z.string(),
    name: z.string(),
    onHand: z.number().check(z.int()),
  }),
});
export type StockSetAnswer = z.infer<typeof stockSetAnswerSchema>;

/** What is missing to pack `toPack` with `onHand` on the shelf: never below zero. */
export function shortfallOf(toPack: number, onHand: number): number {
  return Math.max(0, toPack - Math.max(0, onHand));
}
