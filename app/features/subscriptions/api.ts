import type { ApiResult } from "~/lib/api-client";
import { shopApi } from "~/lib/shop-api";
import { petsAnswerSchema, type Pet } from "@shared/api/pets";
import {
  accountHistoryAnswerSchema,
  subscriptionDetailAnswerSchema,
  subscriptionDetailsAnswerSchema,
  type AccountHistoryAnswer,
  type ChangeInput,
  type SubscriptionDetail,
} from "@shared/api/subscriptions";

/** The cards of /account/subscriptions (GET /api/subscriptions). */
export async function listSubscriptions(): Promise<ApiResult<SubscriptionDetail[]>> {
  const result = await shopApi.request(
    "GET",
    "/api/subscriptions",
    subscriptionDetailsAnswerSchema,
  );
  return result.kind === "ok" ? { kind: "ok", data: result.data.subscriptions } : result;
}

/** The account's pets, for "Change pet". */
export async function listPets(): Promise<ApiResult<Pet[]>> {
  const result = await shopApi.request("GET", "/api/pets", petsAnswerSchema);
  return result.kind === "ok" ? { kind: "ok", data: result.data.pets } : result;
}

/** Every order and every delivery, newest first (GET /api/account/history). */
export function accountHistory(): Promise<ApiResult<AccountHistoryAnswer>> {
  return shopApi.request("GET", "/api/account/history", accountHistoryAnswerSchema);
}

export type PlainAction = "skip" | "unskip" | "resume" | "cancel";

/** One action on a subscription: the whole card as it is afterwards, or why not. */
export async function act(
  id: number,
  action: PlainAction | { pause: 1 | 2 | 3 } | { change: ChangeInput },
): Promise<ApiResult<SubscriptionDetail>> {
  const result =
    typeof action === "string"
      ? await shopApi.request(
          "POST",
          `/api/subscriptions/${id}/${action}`,
          subscriptionDetailAnswerSchema,
        )
      : "pause" in action
        ? await shopApi.request(
            "POST",
            `/api/subscriptions/${id}/pause`,
            subscriptionDetailAnswerSchema,
            { months: action.pause },
          )
        : await shopApi.request(
            "PATCH",
            `/api/subscriptions/${id}`,
            subscriptionDetailAnswerSchema,
            action.change,
          );
  return result.kind === "ok" ? { kind: "ok", data: result.data.subscription } : result;
}
