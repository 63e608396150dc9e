import type { CodeCheckAnswer, ReferralAnswer } from "@shared/api/codes";
import { ApiFailure, dataOrThrow, SHOP_UNREACHABLE } from "~/lib/api-failure";
import { lazyWithRetry } from "~/lib/lazy-with-retry";
import { shopApi, type ShopApi } from "~/lib/shop-api";

export interface CodeCheckBody {
  code: string;
  lines: { boxId: string | number; quantity: number }[];
  planId: string;
}

// The answer's schema loads when a code is first applied: checkout's first load carries no zod
// (decision 205).
const codesModule = lazyWithRetry(() => import("@shared/api/codes"));

/**
 * POST /api/codes/check (decision 267): what the code takes off this cart, or why not
 * (`valid: false` with `reason`). A refusal of the request itself rejects with an ApiFailure.
 */
export async function checkCode(
  body: CodeCheckBody,
  api: ShopApi = shopApi,
): Promise<CodeCheckAnswer> {
  let schema;
  try {
    schema = (await codesModule.load()).codeCheckAnswerSchema;
  } catch {
    throw new ApiFailure({ kind: "unavailable", message: SHOP_UNREACHABLE });
  }
  return dataOrThrow(await api.request("POST", "/api/codes/check", schema, body));
}

/** GET /api/codes/referral (decision 270): the signed-in customer's referral code. */
export async function getReferral(api: ShopApi = shopApi): Promise<ReferralAnswer> {
  let schema;
  try {
    schema = (await codesModule.load()).referralAnswerSchema;
  } catch {
    throw new ApiFailure({ kind: "unavailable", message: SHOP_UNREACHABLE });
  }
  return dataOrThrow(await api.request("GET", "/api/codes/referral", schema));
}
