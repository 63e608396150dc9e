import type { ChangeInput } from "@shared/api/subscriptions";
import {
  subscriptionDetailAnswerReader,
  subscriptionDetailsAnswerReader,
} from "@shared/api/subscription-readers";
import type { SubscriptionDetail } from "@shared/api/subscription-answers";
import { dataOrThrow } from "~/lib/api-failure";
import { shopApi, type ShopApi } from "~/lib/shop-api";

/** The cards of /account/subscriptions (GET /api/subscriptions). */
export async function listSubscriptions(api: ShopApi = shopApi): Promise<SubscriptionDetail[]> {
  return dataOrThrow(
    await api.request("GET", "/api/subscriptions", subscriptionDetailsAnswerReader),
  ).subscriptions;
}

export type PlainAction = "resume" | "cancel" | "uncancel";

/** A box's own action: skip it, or bring it back (issue 25 §2). */
export type BoxAction = { skip: string } | { unskip: string };

/**
 * One action on a subscription: the whole card as it is afterwards. A state that does not allow
 * it is a conflict (409) whose message says why.
 */
export async function act(
  id: number,
  action: PlainAction | BoxAction | { pause: 1 | 2 | 3 } | { change: ChangeInput },
  api: ShopApi = shopApi,
): Promise<SubscriptionDetail> {
  const result =
    typeof action === "string"
      ? await api.request(
          "POST",
          `/api/subscriptions/${id}/${action}`,
          subscriptionDetailAnswerReader,
        )
      : "skip" in action || "unskip" in action
        ? await api.request(
            "POST",
            "skip" in action
              ? `/api/subscriptions/${id}/deliveries/${action.skip}/skip`
              : `/api/subscriptions/${id}/deliveries/${action.unskip}/unskip`,
            subscriptionDetailAnswerReader,
          )
        : "pause" in action
          ? await api.request(
              "POST",
              `/api/subscriptions/${id}/pause`,
              subscriptionDetailAnswerReader,
              { months: action.pause },
            )
          : await api.request(
              "PATCH",
              `/api/subscriptions/${id}`,
              subscriptionDetailAnswerReader,
              action.change,
            );
  return dataOrThrow(result).subscription;
}
