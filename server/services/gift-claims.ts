import { and, eq } from "drizzle-orm";
import type { GiftClaimAnswer } from "../../shared/api/gifts";
import { findBox, type Box } from "../../shared/catalogue";
import type { Db } from "../db/client";
import { gifts, orders } from "../db/schema";
import { claimTokenHash } from "./gifts";
import { ok, refuse, type Result } from "./result";

// The recipient's side of a gift (issue 28, decision 269): the claim link's token.

/** What a token the gift job makes looks like: 32 bytes in base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const NO_SUCH_GIFT = "This gift link has been used already, or it is not a gift link.";

/**
 * GET /api/gifts/claim/:token: the gift its link names while it is unclaimed. A claimed gift,
 * a token never made and a token replaced by a resent e-mail are the same 404, saying nothing.
 */
export async function giftOfToken(
  db: Db,
  catalogue: readonly Box[],
  token: string,
): Promise<Result<GiftClaimAnswer["gift"]>> {
  if (!TOKEN.test(token)) return refuse("not_found", NO_SUCH_GIFT);
  const [row] = await db
    .select({ gift: gifts, from: orders.customerEmail })
    .from(gifts)
    .innerJoin(orders, eq(orders.id, gifts.orderId))
    .where(and(eq(gifts.tokenHash, claimTokenHash(token)), eq(gifts.status, "sent")));
  if (!row) return refuse("not_found", NO_SUCH_GIFT);
  const { gift, from } = row;
  return ok({
    boxId: gift.boxId,
    boxName: findBox(catalogue, gift.boxId)?.name ?? `Box ${gift.boxId}`,
    deliveries: gift.deliveries,
    recipientName: gift.recipientName,
    from,
    message: gift.message,
  });
}
