import { unpaidAnswerSchema } from "@shared/api/admin/deliveries";
import { orderNumberLabel } from "@shared/api/orders";
import { dataOrThrow } from "~/lib/api-failure";
import { shopApi, type ShopApi } from "~/lib/shop-api";

/** A pay-on-delivery box delivered and not yet recorded as paid. */
export interface UnpaidDelivery {
  deliveryId: number;
  date: string;
  orderNumber: string;
  customer: string;
  amountCents: number;
  /** Days since its ship date. */
  ageDays: number;
}

/** The oldest unpaid boxes, and how many and how much there is in all (decision 263). */
export interface UnpaidList {
  items: UnpaidDelivery[];
  count: number;
  totalCents: number;
}

/**
 * GET /api/admin/unpaid?limit= (owners and support: packers see no payment data): the oldest
 * `limit` (the server's 200 when not given), counted and summed over them all.
 */
export async function getUnpaid(limit?: number, api: ShopApi = shopApi): Promise<UnpaidList> {
  const path = limit === undefined ? "/api/admin/unpaid" : `/api/admin/unpaid?limit=${limit}`;
  const answer = dataOrThrow(await api.request("GET", path, unpaidAnswerSchema));
  const items = answer.deliveries.map((item) => ({
    deliveryId: item.deliveryId,
    date: item.date,
    orderNumber: orderNumberLabel(item.orderNumber),
    customer: item.customerName,
    amountCents: item.amount,
    ageDays: item.ageDays,
  }));
  return { items, count: answer.count, totalCents: answer.total };
}
