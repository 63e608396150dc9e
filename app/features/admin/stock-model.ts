import { ON_HAND_MESSAGE, type StockAnswer, type StockLine } from "@shared/api/admin/stock";
import { z } from "@shared/zod";

/** The on-hand field: digits only, so "3.5", "-1" and "three" are told at once, in words. */
export const onHandFormSchema = z.object({
  onHand: z
    .string({ error: ON_HAND_MESSAGE })
    .check(z.trim(), z.regex(/^\d{1,9}$/, ON_HAND_MESSAGE)),
});

/** Every line short of stock, boxes first. */
export const shortOf = (stock: StockAnswer): StockLine[] =>
  [...stock.boxes, ...stock.swapIns].filter((line) => line.shortfall > 0);

/** Every line whose count went below zero: more were packed than were counted. */
export const belowZeroOf = (stock: StockAnswer): StockLine[] =>
  [...stock.boxes, ...stock.swapIns].filter((line) => line.onHand < 0);

/** "2026-12" → "December 2026". */
export function monthName(month: string): string {
  return new Date(`${month}-15T12:00:00Z`).toLocaleDateString("en-GB", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}
