import { lastAddressAnswerSchema, type LastAddressAnswer } from "@shared/api/address";
import { checkoutAnswerSchema, type CheckoutAnswer } from "@shared/api/checkout";
import { orderAnswerSchema, type Order } from "@shared/api/orders";
import { petsAnswerSchema, type Pet } from "@shared/api/pets";
import { plansAnswerSchema, type PlansAnswer } from "@shared/api/plans";
import type { ApiResult } from "~/lib/api-failure";
import { dataOrThrow } from "~/lib/api-failure";
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

/** One of the account's orders, or null when there is no such order in this account. */
export async function getOrder(id: string, api: Api = shopApi): Promise<Order | null> {
  const result = await api.request(
    "GET",
    `/api/orders/${encodeURIComponent(id)}`,
    orderAnswerSchema,
  );
  return result.kind === "not-found" ? null : dataOrThrow(result).order;
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
export function placeOrder(
  body: CheckoutBody,
  api: Api = shopApi,
): Promise<ApiResult<CheckoutAnswer>> {
  return api.request("POST", "/api/checkout", checkoutAnswerSchema, body);
}
