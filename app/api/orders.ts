import { orderAnswerSchema, ordersAnswerSchema, type Order } from "@shared/api/orders";
import { dataOrThrow } from "~/lib/api-failure";
import { shopApi, type ShopApi } from "~/lib/shop-api";

/** One of the account's orders, or null when there is no such order in this account (404). */
export async function getOrder(id: string, api: ShopApi = shopApi): Promise<Order | null> {
  const result = await api.request(
    "GET",
    `/api/orders/${encodeURIComponent(id)}`,
    orderAnswerSchema,
  );
  return result.kind === "not-found" ? null : dataOrThrow(result).order;
}

/** The account's orders, newest first (GET /api/orders). */
export async function listOrders(api: ShopApi = shopApi): Promise<Order[]> {
  return dataOrThrow(await api.request("GET", "/api/orders", ordersAnswerSchema)).orders;
}
