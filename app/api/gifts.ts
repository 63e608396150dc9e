import {
  giftAnswerSchema,
  giftChangedAnswerSchema,
  giftClaimAnswerSchema,
  giftsAnswerSchema,
  type Gift,
  type GiftAnswer,
  type GiftClaimAnswer,
  type GiftInput,
  type GiftPatch,
} from "@shared/api/gifts";
import { dataOrThrow } from "~/lib/api-failure";
import { shopApi, type ShopApi } from "~/lib/shop-api";

/** What a claim link's gift is, or null when the link is used or unknown (404). */
export async function getGiftClaim(
  token: string,
  api: ShopApi = shopApi,
): Promise<GiftClaimAnswer["gift"] | null> {
  const result = await api.request(
    "GET",
    `/api/gifts/claim/${encodeURIComponent(token)}`,
    giftClaimAnswerSchema,
  );
  return result.kind === "not-found" ? null : dataOrThrow(result).gift;
}

/**
 * POST /api/gifts (decision 269): the gift and the order paying for it. A refusal rejects with an
 * ApiFailure whose `result.fields` name the fields (`recipientEmail`, `address.postalCode`).
 */
export async function giveGift(body: GiftInput, api: ShopApi = shopApi): Promise<GiftAnswer> {
  return dataOrThrow(await api.request("POST", "/api/gifts", giftAnswerSchema, body));
}

/** GET /api/gifts: the signed-in buyer's gifts, newest first. */
export async function listGifts(api: ShopApi = shopApi): Promise<Gift[]> {
  return dataOrThrow(await api.request("GET", "/api/gifts", giftsAnswerSchema)).gifts;
}

/** POST /api/gifts/:id/resend: the gift e-mail again, now, with a new link. */
export async function resendGift(id: number, api: ShopApi = shopApi): Promise<Gift> {
  return dataOrThrow(await api.request("POST", `/api/gifts/${id}/resend`, giftChangedAnswerSchema))
    .gift;
}

/** PATCH /api/gifts/:id: the recipient's address, before the gift is claimed. */
export async function changeGiftAddress(
  id: number,
  patch: GiftPatch,
  api: ShopApi = shopApi,
): Promise<Gift> {
  return dataOrThrow(await api.request("PATCH", `/api/gifts/${id}`, giftChangedAnswerSchema, patch))
    .gift;
}
