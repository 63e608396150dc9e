import { plansAnswerReader } from "@shared/api/answer-readers";
import type { PlansAnswer } from "@shared/api/plans";
import { dataOrThrow } from "~/lib/api-failure";
import { shopApi, type ShopApi } from "~/lib/shop-api";

/** The plans on sale, how this shop takes payment and its time zone (GET /api/plans, open). */
export async function getPlans(api: ShopApi = shopApi): Promise<PlansAnswer> {
  return dataOrThrow(await api.request("GET", "/api/plans", plansAnswerReader));
}
