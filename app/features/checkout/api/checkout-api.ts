import { lastAddressAnswerSchema, type LastAddressAnswer } from "@shared/api/address";
import type { CheckoutAnswer } from "@shared/api/checkout";
import { petsAnswerSchema, type Pet } from "@shared/api/pets";
import { plansAnswerSchema, type PlansAnswer } from "@shared/api/plans";
import { dataOrThrow, SHOP_UNREACHABLE, type ApiResult } from "~/lib/api-failure";
import { lazyWithRetry } from "~/lib/lazy-with-retry";
import { shopApi, type ApiClient } from "~/lib/shop-api";

type Api = Pick<ApiClient, "request">;

/** The account's pets (GET /api/pets). Rejects with an ApiFailure. */
export async function getPets(api: Api = shopApi): Promise<Pet[]> {
  return dataOrThrow(await api.request("GET", "/api/pets", petsAnswerSchema)).pets;
}

/** The plans on sale and how this shop takes payment (GET /api/plans, open). */
export async function getPlans(api: Api = shopApi): Promise<PlansAnswer> {
  return dataOrThrow(await api.request("GET", "/api/plans", plansAnswerSchema));
}

/** The address the account used last, or null (GET /api/addresses/last). */
export async function getLastAddress(api: Api = shopApi): Promise<LastAddressAnswer["address"]> {
  return dataOrThrow(await api.request("GET", "/api/addresses/last", lastAddressAnswerSchema))
    .address;
}

export interface CheckoutBody {
  lines: { boxId: string | number; petId: number; quantity: number }[];
  planId: string;
  address: Record<string, unknown>;
}

/**
 * POST /api/checkout. The answer is returned as it came (refusals too), so the screen can put
 * the server's field messages beside the fields. The client sends one Idempotency-Key per
 * submission and the same one again when the same order is retried after an unknown outcome
 * (decision 084), so the server stores it once.
 */
export async function placeOrder(
  body: CheckoutBody,
  api: Api = shopApi,
  loadSchema = loadAnswerSchema,
): Promise<ApiResult<CheckoutAnswer>> {
  let answerSchema;
  try {
    answerSchema = await loadSchema();
  } catch {
    // Nothing was sent: the order does not exist, and pressing again is a new attempt.
    return { kind: "unavailable", message: SHOP_UNREACHABLE };
  }
  return api.request("POST", "/api/checkout", answerSchema, body);
}

/**
 * The answer's schema holds an order's and its subscriptions' (with their addresses), which the
 * checkout page does not need to show itself: it loads once the customer starts on the checkout
 * (`preloadCheckoutAnswer`), or at the latest when the order is placed (decision 167).
 */
const answerCode = lazyWithRetry(() => import("@shared/api/checkout"));
const loadAnswerSchema = () => answerCode.load().then((module) => module.checkoutAnswerSchema);

/** Loads what placing an order needs, so that pressing the button does not wait for it. */
export function preloadCheckoutAnswer(): void {
  answerCode.load().catch(() => {
    // placeOrder asks again and says the shop cannot be reached if it still cannot load
  });
}
