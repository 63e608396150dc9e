import type { CheckoutAnswer } from "@shared/api/checkout";
import { ApiFailure, dataOrThrow, SHOP_UNREACHABLE } from "~/lib/api-failure";
import { lazyWithRetry } from "~/lib/lazy-with-retry";
import { shopApi, type ShopApi } from "~/lib/shop-api";

export interface CheckoutBody {
  lines: { boxId: string | number; petId: number; quantity: number }[];
  planId: string;
  address: Record<string, unknown>;
  /** A discount code the customer applied (decision 267); the server checks it again. */
  code?: string;
}

/**
 * POST /api/checkout: the order, its subscriptions and how it is paid. A refusal rejects with an
 * ApiFailure whose `result.fields` name the fields (`address.postalCode`, `lines.0.petId`), so the
 * screen can put them beside the fields. The client sends one Idempotency-Key per submission and
 * the same one again when the same order is retried after an unknown outcome (decision 084), so
 * the server stores it once.
 */
export async function placeOrder(
  body: CheckoutBody,
  api: ShopApi = shopApi,
  loadSchema = loadAnswerSchema,
): Promise<CheckoutAnswer> {
  let answerSchema;
  try {
    answerSchema = await loadSchema();
  } catch {
    // Nothing was sent: the order does not exist, and pressing again is a new attempt.
    throw new ApiFailure({ kind: "unavailable", message: SHOP_UNREACHABLE });
  }
  return dataOrThrow(await api.request("POST", "/api/checkout", answerSchema, body));
}

/**
 * The answer's schema holds an order's and its subscriptions' (with their addresses), which the
 * checkout page does not need to show itself: it loads once the customer starts on the checkout
 * (`preloadCheckoutAnswer`), or at the latest when the order is placed (decision 167).
 */
const answerCode = lazyWithRetry(() => import("@shared/api/checkout"));
const loadAnswerSchema = () => answerCode.load().then((module) => module.checkoutAnswerSchema);

/**
 * The delivery address's schema, the server's own, which comes with the answer's: checkout's
 * first load carries no zod (decision 205), and the form checks the address with this when the
 * order is placed.
 */
export const checkoutAddressSchema = {
  load: () => answerCode.load().then((module) => module.addressSchema),
};

/** Loads what placing an order needs, so that pressing the button does not wait for it. */
export function preloadCheckoutAnswer(): void {
  answerCode.load().catch(() => {
    // placeOrder asks again and says the shop cannot be reached if it still cannot load
  });
}
