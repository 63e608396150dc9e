import { accountHistoryAnswerSchema, type AccountHistoryAnswer } from "@shared/api/subscriptions";
import { dataOrThrow } from "~/lib/api-failure";
import { shopApi, type ShopApi } from "~/lib/shop-api";

/** Every order and every delivery of the account, newest first (GET /api/account/history). */
export async function getAccountHistory(api: ShopApi = shopApi): Promise<AccountHistoryAnswer> {
  return dataOrThrow(await api.request("GET", "/api/account/history", accountHistoryAnswerSchema));
}
