import {
  giftClaimAnswerSchema,
  giftClaimedAnswerSchema,
  type GiftClaimAnswer,
  type GiftClaimedAnswer,
  giftAnswerSchema,
  giftChangedAnswerSchema,
  giftsAnswerSchema,
  type Gift,
  type GiftAnswer,
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

/** What POST /api/gifts/claim/:token is sent: the pet, the address, the swap confirmed. */
export interface GiftClaimBody {
  petId: number;
  address: Record<string, unknown>;
  /** The allergy swap sentence the recipient confirmed, when the pet needs one (decision 215). */
  allergySwap?: string;
}

/**
 * Claims the gift for one of the signed-in recipient's pets (decision 269): the subscription it
 * starts. A refusal rejects with an ApiFailure: `fields` name `petId`, `allergySwap` or
 * `address.…`; a link claimed meanwhile (or replaced) is `not-found`. One Idempotency-Key per
 * submission, the same one on a retry after an unknown outcome (the API client, decision 084).
 */
export async function claimGift(
  token: string,
  body: GiftClaimBody,
  api: ShopApi = shopApi,
): Promise<GiftClaimedAnswer["subscription"]> {
  return dataOrThrow(
    await api.request(
      "POST",
      `/api/gifts/claim/${encodeURIComponent(token)}`,
      giftClaimedAnswerSchema,
      body,
    ),
  ).subscription;
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
