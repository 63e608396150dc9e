import type { Address } from "@shared/api/address";
import { giftChangedAnswerSchema, type Gift } from "@shared/api/gifts";
import { dataOrThrow } from "~/lib/api-failure";
import { shopApi, type ShopApi } from "~/lib/shop-api";

// Support's gift tools (decision 275): what the buyer can do with their gift, for them.

/** POST /api/admin/gifts/:id/resend: the gift e-mail again, with a new link. */
export async function resendGift(id: number, api: ShopApi = shopApi): Promise<Gift> {
  return dataOrThrow(
    await api.request("POST", `/api/admin/gifts/${id}/resend`, giftChangedAnswerSchema, {}),
  ).gift;
}

/** PATCH /api/admin/gifts/:id {address}: the recipient's address, before the claim. */
export async function changeGiftAddress(
  id: number,
  address: Address,
  api: ShopApi = shopApi,
): Promise<Gift> {
  return dataOrThrow(
    await api.request("PATCH", `/api/admin/gifts/${id}`, giftChangedAnswerSchema, { address }),
  ).gift;
}
