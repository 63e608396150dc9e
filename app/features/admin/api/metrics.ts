import { metricsSchema, type Metrics } from "@shared/api/admin/metrics";
import { dataOrThrow } from "~/lib/api-failure";
import { shopApi, type ShopApi } from "~/lib/shop-api";

export type { Metrics };

/** GET /api/admin/metrics: today's figures, last month's end, and the last 12 months. */
export async function getMetrics(api: ShopApi = shopApi): Promise<Metrics> {
  return dataOrThrow(await api.request("GET", "/api/admin/metrics", metricsSchema));
}
