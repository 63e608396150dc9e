import { eq } from "drizzle-orm";
import type { Address } from "../../shared/api/address";
import type { StaffMember } from "../../shared/api/admin/staff";
import type { Gift } from "../../shared/api/gifts";
import { inOneTransaction, type Db } from "../db/client";
import { addresses, gifts } from "../db/schema";
import type { CheckoutDeps } from "./checkout-deps";
import { recordAudit } from "./audit";
import { changeGiftAddress, resendGift } from "./gifts";
import { toAddress } from "./orders";
import { refuse, type Result } from "./result";

// Support's gift tools (issue 28, decision 275): what the buyer can do with their gift, done
// for them from the back office by the buyer's own services, and audited.

const NO_GIFT = "There is no such gift.";

/** The buyer of gift `id`, or null. */
async function buyerOf(db: Db, id: number): Promise<string | null> {
  const [row] = await db.select({ uid: gifts.uid }).from(gifts).where(eq(gifts.id, id));
  return row?.uid ?? null;
}

/** POST /api/admin/gifts/:id/resend: the buyer's resend, with the audit entry. */
export function resendGiftForBuyer(
  db: Db,
  deps: Pick<CheckoutDeps, "catalogue" | "shopUrl" | "now">,
  actor: StaffMember,
  id: number,
): Promise<Result<Gift>> {
  return inOneTransaction(db, async (tx) => {
    const uid = await buyerOf(tx, id);
    if (uid === null) return refuse("not_found", NO_GIFT);
    const resent = await resendGift(tx, deps, uid, id);
    if (!resent.ok) return resent;
    await recordAudit(tx, {
      actor,
      action: "gifts.resend",
      recordType: "gift",
      recordId: String(id),
      customerUid: uid,
      before: null,
      after: { recipientEmail: resent.value.recipientEmail, status: resent.value.status },
      at: deps.now(),
    });
    return resent;
  });
}

/** PATCH /api/admin/gifts/:id {address}: the buyer's change of address, with the audit entry. */
export function changeGiftAddressForBuyer(
  db: Db,
  deps: Pick<CheckoutDeps, "catalogue" | "now">,
  actor: StaffMember,
  id: number,
  address: Address,
): Promise<Result<Gift>> {
  return inOneTransaction(db, async (tx) => {
    const uid = await buyerOf(tx, id);
    if (uid === null) return refuse("not_found", NO_GIFT);
    const [before] = await tx
      .select({ address: addresses })
      .from(gifts)
      .leftJoin(addresses, eq(addresses.id, gifts.addressId))
      .where(eq(gifts.id, id));
    const changed = await changeGiftAddress(tx, deps, uid, id, address);
    if (!changed.ok) return changed;
    await recordAudit(tx, {
      actor,
      action: "gifts.address",
      recordType: "gift",
      recordId: String(id),
      customerUid: uid,
      before: { address: before?.address ? toAddress(before.address) : null },
      after: { address: changed.value.address },
      at: deps.now(),
    });
    return changed;
  });
}
