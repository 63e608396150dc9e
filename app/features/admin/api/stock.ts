import {
  stockAnswerSchema,
  stockSetAnswerSchema,
  type StockAnswer,
  type StockKind,
  type StockSetAnswer,
} from "@shared/api/admin/stock";
import { dataOrThrow } from "~/lib/api-failure";
import { shopApi, type ShopApi } from "~/lib/shop-api";

// Stock against demand (issue 27, decision 249).

/** GET /api/admin/stock (every member of staff). */
export async function getStock(api: ShopApi = shopApi): Promise<StockAnswer> {
  return dataOrThrow(await api.request("GET", "/api/admin/stock", stockAnswerSchema));
}

const paths: Record<StockKind, string> = { box: "boxes", swap_in: "swap-ins" };

/** PUT /api/admin/stock/boxes/:id or /swap-ins/:item (owners and packers; audited). */
export async function saveOnHand(
  target: { kind: StockKind; key: string },
  onHand: number,
  api: ShopApi = shopApi,
): Promise<StockSetAnswer["stock"]> {
  const path = `/api/admin/stock/${paths[target.kind]}/${encodeURIComponent(target.key)}`;
  return dataOrThrow(await api.request("PUT", path, stockSetAnswerSchema, { onHand })).stock;
}
