import type { ChangeInput } from "@shared/api/subscriptions";
import type { CancelReason } from "@shared/commerce/cancel-reasons";
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

/** Cancel with the customer's answer to "Why are you leaving?", if they chose one (issue 27). */
export type CancelAction = { cancel: CancelReason | null };

/** A box's own action: skip it, or bring it back (issue 25 §2). */
export type BoxAction = { skip: string } | { unskip: string };

type Action =
  PlainAction | CancelAction | BoxAction | { pause: 1 | 2 | 3 } | { change: ChangeInput };

/** The request of an action: method, path under the subscription, and its body if it has one. */
function requestOf(action: Action): ["POST" | "PATCH", string, unknown?] {
  if (typeof action === "string") return ["POST", `/${action}`];
  // No reason chosen: the same body-less cancel as before the question was asked.
  if ("cancel" in action) {
    return action.cancel === null
      ? ["POST", "/cancel"]
      : ["POST", "/cancel", { reason: action.cancel }];
  }
  if ("skip" in action) return ["POST", `/deliveries/${action.skip}/skip`];
  if ("unskip" in action) return ["POST", `/deliveries/${action.unskip}/unskip`];
  if ("pause" in action) return ["POST", "/pause", { months: action.pause }];
  return ["PATCH", "", action.change];
}

/**
 * One action on a subscription: the whole card as it is afterwards. A state that does not allow
 * it is a conflict (409) whose message says why.
 */
export async function act(
  id: number,
  action: Action,
  api: ShopApi = shopApi,
): Promise<SubscriptionDetail> {
  const [method, path, ...body] = requestOf(action);
  const result = await api.request(
    method,
    `/api/subscriptions/${id}${path}`,
    subscriptionDetailAnswerReader,
    ...body,
  );
  return dataOrThrow(result).subscription;
}
