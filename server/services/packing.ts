import { and, asc, eq, gte, inArray, lte, notInArray, sql, type SQL } from "drizzle-orm";
import { allergenConflicts, type AllergenConflict, type AllergenTag } from "../../shared/allergens";
import { shippingCountries } from "../../shared/api/address";
import { findBox, type Box } from "../../shared/catalogue";
import {
  addDays,
  dayOfWeek,
  horizonEnd,
  isCalendarDate,
  isCalendarMonth,
  monthBounds,
  monthOf,
  todayIn,
  type CalendarDate,
} from "../../shared/commerce/dates";
import type { Db } from "../db/client";
import {
  addresses,
  deliveries,
  gifts,
  orderLines,
  orders,
  pets,
  subscriptions,
} from "../db/schema";
import { invalidFields, ok, type Result } from "./result";
import { advanceAllDue } from "./subscription-advance";

export interface PackingDeps {
  catalogue: readonly Box[];
  /** SHOP_TIME_ZONE, and the clock: how far ahead deliveries are written down depends on today. */
  timeZone: string;
  now: () => Date;
}

/** One line of the packing list: one box (in `quantity` copies) to ship on `date`. */
export interface PackingLine {
  date: CalendarDate;
  deliveryId: number;
  subscriptionId: number;
  uid: string;
  boxId: string;
  boxName: string;
  quantity: number;
  pet: {
    name: string;
    species: "cat" | "dog";
    size: string | null;
    allergies: AllergenTag[];
    allergiesOther: string;
    dislikes: AllergenTag[];
    dislikesOther: string;
  } | null;
  address: {
    fullName: string;
    line1: string;
    line2: string;
    city: string;
    region: string;
    postalCode: string;
    country: string;
    phone: string;
  };
  /** Items of the box the pet must not have, with the allergens they hold and what goes in instead. */
  swapOut: AllergenConflict[];
  /** The swap the customer confirmed at checkout for this box, if it is still the ordered box. */
  confirmedSwap: string | null;
  /** A gift's first box: the buyer's message to put in it (decision 269). */
  giftMessage?: string;
}

/**
 * The packing list of a month (issue 13, decision 101): every box that ships in it, one line
 * per delivery, with the pet's allergies and the address, and the items to swap out for a pet
 * allergic to them. Skipped, paused and cancelled deliveries are not boxes to pack, and neither
 * is one of a subscription still waiting for its card payment. A past month lists the boxes that
 * were due then; whether anyone shipped them is their fulfilment (decision 225), which
 * admin-packing.ts adds for the back office.
 *
 * Deliveries are written down to the horizon (the end of the month 12 months ahead), so a later
 * month is refused rather than listed short. Subscriptions not yet brought up to today (an order
 * placed since the daily job last ran) are brought up first, so the list never waits for it.
 */
export async function deliveriesForMonth(
  db: Db,
  month: string,
  deps: PackingDeps,
): Promise<Result<{ month: string; lines: PackingLine[] }>> {
  const range = monthRange(month, deps);
  if (!range.ok) return range;
  const rows = await packingRows(db, range.value.first, range.value.last, deps);
  return ok({ month, lines: rows.map((row) => row.line) });
}

/** The first and last days of `month`, or why it cannot be listed. */
export function monthRange(
  month: string,
  deps: PackingDeps,
): Result<{ first: CalendarDate; last: CalendarDate }> {
  if (!isCalendarMonth(month)) {
    return invalidFields({ month: "Give the month as YYYY-MM, for example 2026-12." });
  }
  const furthest = monthOf(horizonEnd(todayIn(deps.timeZone, deps.now())));
  if (month > furthest) {
    return invalidFields({
      month: `Deliveries are planned 12 months ahead: choose a month up to ${furthest}.`,
    });
  }
  return ok(monthBounds(month));
}

/**
 * The same list for the week starting `monday` (Monday to Sunday, across a month's end if it
 * falls so): the packing table works a week at a time.
 */
export async function deliveriesForWeek(
  db: Db,
  monday: string,
  deps: PackingDeps,
): Promise<Result<{ week: string; lines: PackingLine[] }>> {
  const range = weekRange(monday, deps);
  if (!range.ok) return range;
  const rows = await packingRows(db, range.value.first, range.value.last, deps);
  return ok({ week: monday, lines: rows.map((row) => row.line) });
}

/** Monday to Sunday of the week starting `monday`, or why it cannot be listed. */
export function weekRange(
  monday: string,
  deps: PackingDeps,
): Result<{ first: CalendarDate; last: CalendarDate }> {
  if (!isCalendarDate(monday) || dayOfWeek(monday) !== 1) {
    return invalidFields({
      week: "That date is not a Monday: give the Monday that starts the week.",
    });
  }
  const furthest = horizonEnd(todayIn(deps.timeZone, deps.now()));
  if (monday > furthest) {
    return invalidFields({
      week: `Deliveries are planned 12 months ahead: choose a week up to ${furthest}.`,
    });
  }
  return ok({ first: monday, last: addDays(monday, 6) });
}

/** What the back office adds to a line (admin-packing.ts), read by the same query. */
export interface PackingFacts {
  status: (typeof deliveries.$inferSelect)["status"];
  fulfilment: (typeof deliveries.$inferSelect)["fulfilment"];
  packedAt: Date | null;
  shippedAt: Date | null;
  replaces: number | null;
  carrier: string | null;
  trackingNumber: string | null;
  orderId: string;
  orderNumber: number;
  chewing: (typeof pets.$inferSelect)["chewing"] | null;
}

/**
 * The lines between `first` and `last` with their back-office facts, in one query that reads only
 * the columns the list shows (decision 258): at 50,000 subscriptions a month holds ~25,000 lines,
 * and a second read by their ids, or whole rows, cost more than the list itself.
 */
export async function packingRows(
  db: Db,
  first: CalendarDate,
  last: CalendarDate,
  deps: PackingDeps,
): Promise<{ line: PackingLine; facts: PackingFacts }[]> {
  await bringUpToDate(db, deps);
  return packingPage(db, packingWhere(db, first, last), deps);
}

/** Subscriptions not yet brought up to today get their boxes written down first. */
export async function bringUpToDate(db: Db, deps: Pick<PackingDeps, "timeZone" | "now">) {
  const now = deps.now();
  await advanceAllDue(db, todayIn(deps.timeZone, now), now);
}

/**
 * Where the list's order resumes (decision 261): the last line read, by the list's own order
 * (date, subscription, delivery). A box added before it is not on the later pages; one added
 * after it is; no line is read twice.
 */
export interface PackingCursor {
  date: CalendarDate;
  subscriptionId: number;
  deliveryId: number;
}

/** What makes a delivery a line of the list between `first` and `last`. */
export function packingWhere(db: Db, first: CalendarDate, last: CalendarDate): SQL[] {
  return [
    gte(deliveries.date, first),
    lte(deliveries.date, last),
    // The lifecycle's "shipped": the box's day has come (decision 225), not that it left.
    inArray(deliveries.status, ["scheduled", "shipped"]),
    // Not of a subscription waiting for its card payment: the few of them, read once, so a count
    // or a total needs no join (decision 261).
    notInArray(
      deliveries.subscriptionId,
      db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(eq(subscriptions.status, "pending")),
    ),
  ];
}

/**
 * The lines matching `where` (packingWhere, and maybe more), in the list's order, from after
 * `after` and at most `limit` of them when given: one query, the columns the list shows.
 */
export async function packingPage(
  db: Db,
  where: SQL[],
  deps: Pick<PackingDeps, "catalogue">,
  page: { after?: PackingCursor | null; limit?: number } = {},
): Promise<{ line: PackingLine; facts: PackingFacts }[]> {
  const after = page.after
    ? [
        sql`(${deliveries.date}, ${deliveries.subscriptionId}, ${deliveries.id}) > (${page.after.date}::date, ${page.after.subscriptionId}::bigint, ${page.after.deliveryId}::bigint)`,
      ]
    : [];
  const query = db
    .select({
      delivery: {
        id: deliveries.id,
        date: deliveries.date,
        subscriptionId: deliveries.subscriptionId,
        boxId: deliveries.boxId,
        quantity: deliveries.quantity,
        status: deliveries.status,
        fulfilment: deliveries.fulfilment,
        packedAt: deliveries.packedAt,
        shippedAt: deliveries.shippedAt,
        replaces: deliveries.replacesDeliveryId,
        carrier: deliveries.carrier,
        trackingNumber: deliveries.trackingNumber,
      },
      uid: subscriptions.uid,
      orderedBoxName: orderLines.boxName,
      orderedBoxId: orderLines.boxId,
      confirmedSwap: orderLines.allergySwap,
      giftMessage: gifts.message,
      orderId: orders.id,
      orderNumber: orders.number,
      pet: {
        name: pets.name,
        species: pets.species,
        size: pets.size,
        allergies: pets.allergies,
        allergiesOther: pets.allergiesOther,
        dislikes: pets.dislikes,
        dislikesOther: pets.dislikesOther,
        chewing: pets.chewing,
      },
      address: {
        fullName: addresses.fullName,
        line1: addresses.line1,
        line2: addresses.line2,
        city: addresses.city,
        region: addresses.region,
        postalCode: addresses.postalCode,
        country: addresses.country,
        phone: addresses.phone,
      },
    })
    .from(deliveries)
    .innerJoin(subscriptions, eq(subscriptions.id, deliveries.subscriptionId))
    .innerJoin(orders, eq(orders.id, subscriptions.orderId))
    .innerJoin(orderLines, eq(orderLines.subscriptionId, subscriptions.id))
    .innerJoin(addresses, eq(addresses.id, deliveries.addressId))
    .leftJoin(pets, eq(pets.id, deliveries.petId))
    // A gift's message goes with its first box only (decision 269).
    .leftJoin(gifts, and(eq(gifts.subscriptionId, subscriptions.id), eq(deliveries.sequence, 0)))
    .where(and(...where, ...after))
    .orderBy(asc(deliveries.date), asc(deliveries.subscriptionId), asc(deliveries.id));
  const rows = await (page.limit === undefined ? query : query.limit(page.limit));

  const country = (code: string) =>
    shippingCountries.find((each) => each.code === code)?.name ?? code;
  return rows.map((row) => {
    const { delivery, uid, orderedBoxName, pet, address } = row;
    const box = findBox(deps.catalogue, delivery.boxId);
    const line: PackingLine = {
      date: delivery.date,
      deliveryId: delivery.id,
      subscriptionId: delivery.subscriptionId,
      uid,
      boxId: delivery.boxId,
      boxName: box?.name ?? orderedBoxName,
      quantity: delivery.quantity,
      pet: pet
        ? {
            name: pet.name,
            species: pet.species,
            size: pet.size,
            allergies: pet.allergies as AllergenTag[],
            allergiesOther: pet.allergiesOther,
            dislikes: pet.dislikes as AllergenTag[],
            dislikesOther: pet.dislikesOther,
          }
        : null,
      address: {
        fullName: address.fullName,
        line1: address.line1,
        line2: address.line2,
        city: address.city,
        region: address.region,
        postalCode: address.postalCode,
        country: country(address.country),
        phone: address.phone,
      },
      swapOut: box && pet ? allergenConflicts(box, pet.allergies as AllergenTag[]) : [],
      // A confirmation was for the box ordered: after a swap to another box it says nothing.
      confirmedSwap: delivery.boxId === row.orderedBoxId ? row.confirmedSwap : null,
      ...(row.giftMessage ? { giftMessage: row.giftMessage } : {}),
    };
    const facts: PackingFacts = {
      status: delivery.status,
      fulfilment: delivery.fulfilment,
      packedAt: delivery.packedAt,
      shippedAt: delivery.shippedAt,
      replaces: delivery.replaces,
      carrier: delivery.carrier,
      trackingNumber: delivery.trackingNumber,
      orderId: row.orderId,
      orderNumber: row.orderNumber,
      chewing: pet?.chewing ?? null,
    };
    return { line, facts };
  });
}
