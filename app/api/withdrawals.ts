import {
  withdrawalAnswerSchema,
  type WithdrawalAnswer,
  type WithdrawalInput,
} from "@shared/api/withdrawals";
import { dataOrThrow } from "~/lib/api-failure";
import { shopApi, type ShopApi } from "~/lib/shop-api";

export type Withdrawal = WithdrawalAnswer["withdrawal"];

/**
 * Sends a withdrawal from a contract (POST /api/withdrawals, issue 25 §7), with the signed-in
 * account's token when there is one; resolves with what the shop stored and did.
 */
export async function sendWithdrawal(
  input: WithdrawalInput,
  api: ShopApi = shopApi,
): Promise<Withdrawal> {
  return dataOrThrow(await api.request("POST", "/api/withdrawals", withdrawalAnswerSchema, input))
    .withdrawal;
}
