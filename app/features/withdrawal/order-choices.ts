import { orderNumberLabel, type Order } from "@shared/api/orders";
import { formatCalendarDate } from "@shared/commerce/calendar";

/**
 * The signed-in customer's orders as the withdrawal form offers them, newest first: its number
 * ("PB-000042") and what it is ("Ordered Thursday, November 26, 2026: Cozy Cat Corner for Milo").
 */
export function orderChoices(orders: readonly Order[]) {
  return orders.map((order) => {
    const number = orderNumberLabel(order.number);
    const boxes = order.lines.map((line) => `${line.boxName} for ${line.petName}`).join(", ");
    const cancelled = order.status === "cancelled" ? " (cancelled)" : "";
    return {
      number,
      detail: `Ordered ${formatCalendarDate(order.createdAt.slice(0, 10))}: ${boxes}${cancelled}`,
    };
  });
}
