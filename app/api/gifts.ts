import { giftClaimAnswerSchema, type GiftClaimAnswer } from "@shared/api/gifts";
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
