import { allergenTags } from "../allergens";
import { fulfilmentSettings, type FulfilmentSettings } from "../shop/fulfilment";
import { zoneOf } from "../shop/shipping-zones";
import {
  addDays,
  addMonthsClamped,
  addWorkingDays,
  compareDates,
  formatCalendarDate,
  isWorkingDay,
  todayIn,
  type CalendarDate,
} from "./calendar";

/**
 * The one rule for every box (issue 25 §1, decision 207): when a box ships, until when it can be
 * changed, and what the shop says about it. The lifecycle, the checkout, the reminders, the
 * terms, the consent, the confirmation, the portal's dialogs and the e-mails all ask this module;
 * the numbers come from the owner's settings (shared/shop/fulfilment.json).
 *
 * - Boxes ship on working days: Monday to Friday, not a holiday of the settings. A computed date
 *   that is not one moves forward to the next that is.
 * - A box's packing cut-off is the end of the working day `packingWorkingDays` working days
 *   before it ships, in the shop's time zone. Until then it can be skipped, swapped, moved to
 *   another address or pet, or cancelled; from the next day it is being packed.
 * - The first box of an order ships on the earliest working day whose cut-off is at least
 *   `firstBoxChangeHours` after the order: a new subscription can always be changed or cancelled.
 *
 * Every function takes the settings last, defaulting to the shop's, so tests can try others.
 */

export type Settings = FulfilmentSettings;
const shop = fulfilmentSettings;

/** True on the days the shop packs and ships: Monday to Friday, not a holiday. */
export function isShipDay(date: CalendarDate, settings: Settings = shop): boolean {
  return isWorkingDay(date) && !settings.holidays.includes(date);
}

/** `date` if the shop ships that day, else the next day it does. */
export function shipDayOnOrAfter(date: CalendarDate, settings: Settings = shop): CalendarDate {
  let day = date;
  while (!isShipDay(day, settings)) day = addDays(day, 1);
  return day;
}

/** The `count`-th ship day after `date` (count ≥ 0; 0 answers `date` itself). */
export function addShipDays(date: CalendarDate, count: number, settings: Settings = shop) {
  return addWorkingDays(date, count, (day) => isShipDay(day, settings));
}

/**
 * The box's packing cut-off day: its changes are accepted until the end of this day (shop time),
 * the working day `packingWorkingDays` working days before `shipDate`.
 */
export function cutoffDay(shipDate: CalendarDate, settings: Settings = shop): CalendarDate {
  let day = shipDate;
  for (let left = settings.packingWorkingDays; left > 0;) {
    day = addDays(day, -1);
    if (isShipDay(day, settings)) left -= 1;
  }
  return day;
}

/** True while the box of `shipDate` can still be skipped, changed or cancelled on `today`. */
export function canChangeBox(
  shipDate: CalendarDate,
  today: CalendarDate,
  settings: Settings = shop,
): boolean {
  return compareDates(today, cutoffDay(shipDate, settings)) <= 0;
}

/**
 * The ship date of the first box of an order placed at the instant `orderedAt`: the earliest
 * ship day whose cut-off (the end of that day, shop time) is at least `firstBoxChangeHours` after
 * the order. An instant is before the end of day C exactly when its date is C or earlier, so the
 * date of (order + hours) is the earliest cut-off day allowed.
 */
export function firstShipDate(
  orderedAt: Date,
  timeZone: string,
  settings: Settings = shop,
): CalendarDate {
  const earliestCutoff = todayIn(
    timeZone,
    new Date(orderedAt.getTime() + settings.firstBoxChangeHours * 3_600_000),
  );
  // The ship day `packingWorkingDays` ship days after the first ship day on or after the
  // earliest cut-off has exactly that cut-off or a later one, and no earlier ship day does.
  return addShipDays(
    shipDayOnOrAfter(earliestCutoff, settings),
    settings.packingWorkingDays,
    settings,
  );
}

/**
 * Ship date of delivery `n` of a rhythm of `months` months starting on `anchor` (n = 0 is the
 * anchor): counted from the anchor (decision 091), then moved forward to a ship day.
 */
export function nthShipDate(
  anchor: CalendarDate,
  months: number,
  n: number,
  settings: Settings = shop,
): CalendarDate {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`${n} is not a delivery number.`);
  return shipDayOnOrAfter(addMonthsClamped(anchor, n * months), settings);
}

/** The day the reminder for the box of `shipDate` is due. */
export function reminderDay(shipDate: CalendarDate, settings: Settings = shop): CalendarDate {
  return addDays(cutoffDay(shipDate, settings), -settings.reminderDaysBeforeCutoff);
}

// ---- What the shop says about the rule: every text that states it is built here ----

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "the end of the day 2 working days before it ships" */
export function cutoffPhrase(settings: Settings = shop): string {
  return `the end of the day ${plural(settings.packingWorkingDays, "working day", "working days")} before it ships`;
}

/** Working days from an order on a working day to its first box, as a customer usually sees it. */
export function usualFirstBoxWorkingDays(settings: Settings = shop): number {
  return Math.ceil(settings.firstBoxChangeHours / 24) + settings.packingWorkingDays;
}

/** The rule in sentences, for /terms, the consent and the help: one source, the same words. */
export function changeRuleText(settings: Settings = shop): string {
  return `You can skip, swap, move to another address or pet, or cancel any box until its packing cut-off: ${cutoffPhrase(settings)} (working days are Monday to Friday, except shop holidays). After that the box is being packed and ships as it is.`;
}

export function firstBoxRuleText(settings: Settings = shop): string {
  return `Your first box ships on the first working day that leaves you at least ${plural(settings.firstBoxChangeHours, "hour", "hours")} to change or cancel it, usually ${plural(usualFirstBoxWorkingDays(settings), "working day", "working days")} after your order.`;
}

/** The cancelling rule (pay per box), said the same way in the consent, terms, dialog and e-mails. */
export function cancelRuleText(): string {
  return `Cancelling stops every box whose packing cut-off has not passed: cancel before your first box's cut-off and nothing ships and nothing is charged (a card payment is refunded). A box already being packed still ships and is paid as usual. ${PAY_PER_BOX_UNDO_TEXT}`;
}

/** "until the end of Tuesday, December 1, 2026": the deadline of one box, for people. */
export function changeUntilText(shipDate: CalendarDate, settings: Settings = shop): string {
  return `until the end of ${formatCalendarDate(cutoffDay(shipDate, settings))}`;
}

/**
 * What cancelling a prepaid plan means, after the first box's cut-off (decisions 207 and 218): the
 * one rule, said in these words by the consent, /terms, the cancel dialog and the cancel e-mail.
 */
export const PREPAID_CANCEL_TEXT =
  "On a prepaid plan, once your first box is being packed, the deliveries you have already paid for still ship on their dates and the subscription ends after the last one; nothing renews and nothing more is charged. Until each of those boxes is packed you can still skip or pause it (it then comes later, and so does the end) or move it to another address or pet, and you can undo the cancel until the last one's packing cut-off.";

/**
 * What cancelling one subscription now would do, for the cancel dialog: the same cases, in the
 * same words, as the rule above and the e-mail after it (`cancelledText`).
 */
export function cancellingNowText(subscription: {
  nothingPacked: boolean;
  deliveriesLeft: number | null;
  nextDeliveryDate: CalendarDate | null;
  changeUntil: CalendarDate | null;
}): string {
  const { nothingPacked, deliveriesLeft: left, nextDeliveryDate: next } = subscription;
  if (nothingPacked) {
    return "Nothing has been packed yet: if you cancel now, nothing ships and nothing is charged (a card payment is refunded).";
  }
  if (left !== null && left > 0) {
    return `You have ${left} prepaid ${left === 1 ? "delivery" : "deliveries"} left. ${PREPAID_CANCEL_TEXT}`;
  }
  if (next && subscription.changeUntil === null) {
    return `The box of ${formatCalendarDate(next)} is already being packed: if you cancel, it still ships and is paid as usual, and nothing ships after it.`;
  }
  return "If you cancel, nothing more ships and the subscription ends today.";
}

/** A voided cancel of an order paid by bank transfer: the money goes back the way it came. */
export const VOIDED_TRANSFER_TEXT =
  "Nothing had been packed yet, so nothing ships; your bank transfer is sent back to the account it came from.";

/** What a cancel did, for its e-mail: the same cases as `cancellingNowText`. */
export function cancelledText(event: {
  voided: boolean;
  lastDeliveries: CalendarDate[];
  /** A prepaid plan: the e-mail repeats its rule (PREPAID_CANCEL_TEXT) word for word. */
  prepaid?: boolean;
  /** Paid by a bank transfer staff recorded (decision 273): no card to refund it to. */
  paidByTransfer?: boolean;
}) {
  if (event.voided && event.paidByTransfer) return VOIDED_TRANSFER_TEXT;
  if (event.voided) {
    return "Nothing had been packed yet, so nothing ships and nothing is charged; a card payment is refunded to your card.";
  }
  const count = event.lastDeliveries.length;
  if (count === 0) return "No more boxes will ship and nothing more will be charged.";
  const still = `The ${count === 1 ? "box" : `${count} boxes`} already paid for or being packed still ${count === 1 ? "ships" : "ship"}: ${event.lastDeliveries.map(formatCalendarDate).join("; ")}. Nothing more will be charged.`;
  if (event.prepaid) return `${still} ${PREPAID_CANCEL_TEXT}`;
  return `${still} ${PAY_PER_BOX_UNDO_TEXT}`;
}

/** Undoing a cancel of pay per box: its one box still to ship is already being packed (218). */
export const PAY_PER_BOX_UNDO_TEXT =
  "Until that box ships you can undo the cancel, and the subscription goes on as before.";

/**
 * The ship dates whose reminder is due on `today`: from the first box that can still be changed
 * (cut-off today or later) to the last whose reminder day has come. Both ends move forward with
 * the ship date, so the dates between are exactly those due; a query selects them by range.
 */
export function reminderDueRange(today: CalendarDate, settings: Settings = shop) {
  let from = today;
  while (compareDates(cutoffDay(from, settings), today) < 0) from = addDays(from, 1);
  let to = addDays(from, -1);
  while (compareDates(reminderDay(addDays(to, 1), settings), today) <= 0) to = addDays(to, 1);
  return { from, to };
}

/** The rule in one line, for the confirmation page and the e-mails. */
export function changeRuleShort(settings: Settings = shop): string {
  return `Skip, swap, move or cancel any box until ${cutoffPhrase(settings)}.`;
}

/** "Your first box can be changed or cancelled for at least 24 hours after you order." */
export function firstBoxChangeText(settings: Settings = shop): string {
  return `Your first box can be changed or cancelled for at least ${plural(settings.firstBoxChangeHours, "hour", "hours")} after you order.`;
}

/**
 * The day a box shipped on `shipDate` to `country` usually arrives: its zone's transit working
 * days later ("arrives about", the same words everywhere).
 */
export function arrivesAbout(
  shipDate: CalendarDate,
  country: string,
  settings: Settings = shop,
): CalendarDate {
  return addShipDays(shipDate, zoneOf(country).transitWorkingDays, settings);
}

/** When a box is paid, by card or without one: for /terms and the help. */
export function paymentRuleText(): string {
  return "With a card, each payment is charged before the boxes it covers ship, and you never pay for more deliveries at once than your plan says. Prepaid plans are paid by card only. Without a card, you pay for each box when it arrives.";
}

/**
 * What the shop does about a pet's allergies, for the help: the allergens it knows come from the
 * one list (shared/allergens.ts); the swap-ins and confirmed lines are decision 215's.
 */
export function allergyRuleText(tags: readonly string[] = allergenTags): string {
  return `Tell us what your pet must not have under My pets: ${tags.join(", ")}. Every box's page lists the items that hold any of these and what we swap each one for. When a box holds something your pet can't have, checkout names the swap and asks you to confirm it or choose another box, and the swap is printed on your order and packing list. If you change your pet's allergies later, My pets shows which upcoming boxes change.`;
}
