import { lastAddressAnswerReader } from "@shared/api/answer-readers";
import type { LastAddressAnswer } from "@shared/api/stored-address";
import { dataOrThrow } from "~/lib/api-failure";
import { shopApi, type ShopApi } from "~/lib/shop-api";

/** The address the account used last, or null (GET /api/addresses/last). */
export async function getLastAddress(
  api: ShopApi = shopApi,
): Promise<LastAddressAnswer["address"]> {
  return dataOrThrow(await api.request("GET", "/api/addresses/last", lastAddressAnswerReader))
    .address;
}
