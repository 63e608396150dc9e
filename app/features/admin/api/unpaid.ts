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

/** GET /api/admin/unpaid (owners and support: packers see no payment data). */
export async function getUnpaid(api: ShopApi = shopApi): Promise<UnpaidDelivery[]> {
  const answer = dataOrThrow(await api.request("GET", "/api/admin/unpaid", unpaidAnswerSchema));
  return answer.deliveries.map((item) => ({
    deliveryId: item.deliveryId,
    date: item.date,
    orderNumber: orderNumberLabel(item.orderNumber),
    customer: item.customerName,
    amountCents: item.amount,
    ageDays: item.ageDays,
  }));
}
