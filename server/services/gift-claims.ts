import { and, eq } from "drizzle-orm";
import { allergenConflicts, swapSentence, type AllergenTag } from "../../shared/allergens";
import type { GiftClaimAnswer, GiftClaimInput } from "../../shared/api/gifts";
import type { Subscription } from "../../shared/api/subscriptions";
import { findBox, type Box } from "../../shared/catalogue";
import { todayIn } from "../../shared/commerce/calendar";
import { formatCents } from "../../shared/commerce/money";
import { firstShipDate } from "../../shared/commerce/fulfilment-rules";
import { endAfterPaid } from "../../shared/commerce/lifecycle-schedule";
import { shippingPerBox } from "../../shared/shop/shipping-zones";
import type { Db } from "../db/client";
import { addresses, deliveries, gifts, orderLines, orders, subscriptions } from "../db/schema";
import { rememberAddressRow } from "./addresses";
import type { CheckoutDeps } from "./checkout-deps";
import { ownPets } from "./checkout-record";
import { claimTokenHash } from "./gifts";
import { toAddress } from "./orders";
import { invalidFields, ok, refuse, type Result } from "./result";
import { loadState, writeState } from "./subscription-state";
import { toSubscription } from "./subscriptions";

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
    .select({ gift: gifts, from: orders.customerEmail, address: addresses })
    .from(gifts)
    .innerJoin(orders, eq(orders.id, gifts.orderId))
    .leftJoin(addresses, eq(addresses.id, gifts.addressId))
    .where(and(eq(gifts.tokenHash, claimTokenHash(token)), eq(gifts.status, "sent")));
  if (!row) return refuse("not_found", NO_SUCH_GIFT);
  const { gift, from, address } = row;
  return ok({
    boxId: gift.boxId,
    boxName: findBox(catalogue, gift.boxId)?.name ?? `Box ${gift.boxId}`,
    deliveries: gift.deliveries,
    recipientName: gift.recipientName,
    from,
    message: gift.message,
    // The recipient's address as the buyer gave it: the claim form starts from it.
    address: address ? toAddress(address) : null,
  });
}

/**
 * POST /api/gifts/claim/:token (issue 28, decision 269): the signed-in recipient starts the
 * subscription the gift's order paid for, for their own pet, at their address. One transaction
 * locks the gift by its token first, so two claims at once take turns and the second finds it
 * claimed (404). The subscription is prepaid for the gift's boxes and ends after the last: it is
 * written as checkout writes one (order line, first box), then ended after its paid boxes through
 * the lifecycle (endAfterPaid): it never renews.
 */
export async function claimGift(
  db: Db,
  deps: Pick<CheckoutDeps, "catalogue" | "timeZone" | "now">,
  recipient: { uid: string },
  token: string,
  input: GiftClaimInput,
): Promise<Result<Subscription>> {
  if (!TOKEN.test(token)) return refuse("not_found", NO_SUCH_GIFT);
  return db.transaction(async (tx) => {
    const [gift] = await tx
      .select()
      .from(gifts)
      .where(eq(gifts.tokenHash, claimTokenHash(token)))
      .for("update");
    if (!gift || gift.status !== "sent") return refuse("not_found", NO_SUCH_GIFT);
    const box = findBox(deps.catalogue, gift.boxId);
    if (!box)
      return refuse("conflict", "This box is not sold any more: write to us and we will help.");
    const [order] = await tx.select().from(orders).where(eq(orders.id, gift.orderId));
    if (!order) throw new Error(`gift ${gift.id} has no order`);

    const { chosen, fields } = await ownPets(
      tx,
      recipient.uid,
      [{ petId: input.petId, box }],
      true,
    );
    const pet = chosen[0];
    if (!pet || fields["lines.0.petId"]) {
      return invalidFields({ petId: fields["lines.0.petId"] ?? "Choose one of your own pets." });
    }
    // As at checkout (decision 215): a box holding something the pet is allergic to needs the
    // swap confirmed, exactly as the shop will make it for the pet as it is now.
    const conflicts = allergenConflicts(box, pet.allergies as AllergenTag[]);
    const swap = conflicts.length > 0 ? swapSentence(conflicts) : null;
    if (swap !== null && input.allergySwap !== swap) {
      const tags = [...new Set(conflicts.flatMap((each) => each.tags))].join(" and ");
      return invalidFields({
        allergySwap: `${box.name} for ${pet.name}: ${pet.name} is allergic to ${tags}. Confirm that ${swap}, or choose another pet.`,
      });
    }
    const perBox = order.shippingCents / gift.deliveries;
    if (shippingPerBox(input.address.country) > perBox) {
      return invalidFields({
        "address.country": `This gift's shipping was paid at ${formatCents(perBox)} a box: choose an address where shipping costs no more.`,
      });
    }

    const now = deps.now();
    const today = todayIn(deps.timeZone, now);
    const firstDate = firstShipDate(now, deps.timeZone);
    const address = await rememberAddressRow(tx, recipient.uid, input.address, now);
    const unitPrice = (order.totalCents - order.shippingCents) / gift.deliveries;
    const [created] = await tx
      .insert(subscriptions)
      .values({
        uid: recipient.uid,
        orderId: order.id,
        petId: pet.id,
        boxId: String(box.id),
        quantity: 1,
        frequency: box.frequency,
        unitPriceCents: unitPrice,
        shippingCents: perBox,
        planId: order.planId,
        addressId: address.id,
        status: "active",
        anchorDate: firstDate,
        nextDeliveryDate: firstDate,
        deliveriesLeft: gift.deliveries,
        createdAt: now,
      })
      .returning();
    if (!created) throw new Error("subscription insert returned no row");
    const listPrice = Math.round(box.price * 100);
    await tx.insert(orderLines).values({
      orderId: order.id,
      position: 0,
      subscriptionId: created.id,
      boxId: String(box.id),
      boxName: box.name,
      petId: pet.id,
      petName: pet.name,
      quantity: 1,
      frequency: box.frequency,
      listPriceCents: Math.max(listPrice, unitPrice),
      unitPriceCents: unitPrice,
      shippingCents: perBox,
      deliveries: gift.deliveries,
      lineTotalCents: unitPrice * gift.deliveries,
      firstDeliveryDate: firstDate,
      allergySwap: swap,
    });
    await tx.insert(deliveries).values({
      subscriptionId: created.id,
      sequence: 0,
      date: firstDate,
      boxId: created.boxId,
      petId: created.petId,
      quantity: 1,
      addressId: address.id,
      unitPriceCents: unitPrice,
      shippingCents: perBox,
    });
    // Gifts never renew: the subscription ends after its paid boxes.
    const before = await loadState(tx, created);
    await writeState(tx, created, before, endAfterPaid(before, today), today, now);
    await tx
      .update(gifts)
      .set({ status: "claimed", subscriptionId: created.id, claimedAt: now, updatedAt: now })
      .where(eq(gifts.id, gift.id));
    const [after] = await tx.select().from(subscriptions).where(eq(subscriptions.id, created.id));
    if (!after) throw new Error("subscription vanished");
    return ok(toSubscription(after));
  });
}
