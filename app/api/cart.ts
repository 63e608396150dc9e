import { cartAnswerReader, type CartLine } from "@shared/cart-lines";
import { dataOrThrow } from "~/lib/api-failure";
import { shopApi, type ShopApi } from "~/lib/shop-api";

// The signed-in account's cart (GET/PUT /api/cart, POST /api/cart/merge; decision 219). Like every
// module of app/api: a call resolves with our data, or rejects with an ApiFailure.

/** The cart the account keeps on the server. */
export async function getAccountCart(api: ShopApi = shopApi): Promise<CartLine[]> {
  return dataOrThrow(await api.request("GET", "/api/cart", cartAnswerReader)).lines;
}

/** Replaces the account's cart with the device's; answers it as stored. */
export async function putAccountCart(
  lines: readonly CartLine[],
  api: ShopApi = shopApi,
): Promise<CartLine[]> {
  return dataOrThrow(await api.request("PUT", "/api/cart", cartAnswerReader, { lines })).lines;
}

/** Joins the device's cart with the account's as it signs in here; answers the joined cart. */
export async function mergeAccountCart(
  lines: readonly CartLine[],
  api: ShopApi = shopApi,
): Promise<CartLine[]> {
  return dataOrThrow(await api.request("POST", "/api/cart/merge", cartAnswerReader, { lines }))
    .lines;
}
