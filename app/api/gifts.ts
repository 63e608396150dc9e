import {
  giftClaimAnswerSchema,
  giftClaimedAnswerSchema,
  type GiftClaimAnswer,
  type GiftClaimedAnswer,
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
