import {
  addDays,
  compareDates,
  monthBounds,
  monthOf,
  monthsBetweenDeliveries,
  type CalendarDate,
  type Frequency,
} from "../../../shared/commerce/dates";

// The owner's numbers (issue 27, decision 242), defined once over a subscription's history, so
// the live figures, the daily snapshot and the backfill of past days count the same way. Pure:
// the loaders (./history.ts) turn stored rows into these histories.

/** What the figures need of one subscription that was ever live (paid or pay on delivery). */
export interface SubscriptionHistory {
  /** The shop's date the order was placed. */
  createdOn: CalendarDate;
  /** The shop's date it was cancelled; null while it goes on. */
  cancelledOn: CalendarDate | null;
  /** A key of shared/commerce/cancel-reasons.ts, or null when the customer gave none. */
  cancelReason: string | null;
  frequency: Frequency;
  /** Plan price of one box for one delivery (the plan's discount taken off), in cents. */
  unitPriceCents: number;
  quantity: number;
  /**
   * A discount code's cents off each box dated before `discountEndsOn` (decisions 267, 276);
   * absent or 0 when none.
   */
  discountCents?: number;
  discountEndsOn?: CalendarDate | null;
  /** The days it was paused, each from `from` up to the day before `until`. */
  pauses: readonly { from: CalendarDate; until: CalendarDate }[];
  /** Its boxes that ship or were skipped (paused and cancelled ones left out), any order. */
  boxes: readonly { date: CalendarDate; skipped: boolean }[];
}

export type StateOnDay = "none" | "active" | "paused" | "cancelled";

const within = (day: CalendarDate, from: CalendarDate, to: CalendarDate) =>
  compareDates(day, from) >= 0 && compareDates(day, to) <= 0;

/** The subscription's state at the end of `day`: not yet ordered, active, paused or cancelled. */
export function stateOn(history: SubscriptionHistory, day: CalendarDate): StateOnDay {
  if (compareDates(history.createdOn, day) > 0) return "none";
  if (history.cancelledOn !== null && compareDates(history.cancelledOn, day) <= 0) {
    return "cancelled";
  }
  const paused = history.pauses.some(
    (pause) => compareDates(pause.from, day) <= 0 && compareDates(day, pause.until) < 0,
  );
  return paused ? "paused" : "active";
}

/** The next box on or after `day` is skipped by the customer. */
export function nextBoxSkipped(history: SubscriptionHistory, day: CalendarDate): boolean {
  let next: { date: CalendarDate; skipped: boolean } | null = null;
  for (const box of history.boxes) {
    if (compareDates(box.date, day) < 0) continue;
    if (next === null || compareDates(box.date, next.date) < 0) next = box;
  }
  return next?.skipped ?? false;
}

/**
 * What the subscription brings in a year, in cents: its boxes' plan price × quantity × the
 * deliveries of a year. A prepaid plan's price per delivery already has its discount off, and
 * paying six or twelve deliveries at once does not change what a month is worth. On `day`, a
 * discount code still running (the day before its end) is taken off each box, at most the box's
 * price (decision 276): what is actually charged.
 */
export function yearlyCents(
  history: Pick<
    SubscriptionHistory,
    "frequency" | "unitPriceCents" | "quantity" | "discountCents" | "discountEndsOn"
  >,
  day?: CalendarDate,
): number {
  const box = history.unitPriceCents * history.quantity;
  const running =
    day !== undefined &&
    history.discountEndsOn != null &&
    compareDates(day, history.discountEndsOn) < 0;
  const off = running ? Math.min(history.discountCents ?? 0, box) : 0;
  return ((box - off) * 12) / monthsBetweenDeliveries[history.frequency];
}

/** Whole cents, half up: the sums are exact integers until this one division. */
const perMonth = (yearly: number) => Math.floor((yearly + 6) / 12);

/** What a month's cancellations are counted under when the customer gave no reason. */
export const UNKNOWN_REASON = "unknown";

export interface SubscriptionFigures {
  activeSubscriptions: number;
  pausedSubscriptions: number;
  skippedSubscriptions: number;
  /** Cancelled by the end of the day, ever. */
  cancelledSubscriptions: number;
  mrr: number;
  newThisMonth: number;
  cancelledThisMonth: number;
  churnRate: number;
  skipRate: number;
  averageRevenuePerSubscriber: number;
  cancellationsByReason: Record<string, number>;
}

/** The figures on `day` (its end) read from the subscriptions' histories (decision 242). */
export function subscriptionFigures(
  histories: readonly SubscriptionHistory[],
  day: CalendarDate,
): SubscriptionFigures {
  const { first } = monthBounds(monthOf(day));
  const monthBefore = addDays(first, -1);
  let active = 0;
  let paused = 0;
  let skipped = 0;
  let cancelled = 0;
  let yearly = 0;
  let opened = 0;
  let closed = 0;
  let liveAtStart = 0;
  const byReason: Record<string, number> = {};
  for (const history of histories) {
    const state = stateOn(history, day);
    if (state === "active") {
      active += 1;
      yearly += yearlyCents(history, day);
      if (nextBoxSkipped(history, day)) skipped += 1;
    } else if (state === "paused") paused += 1;
    else if (state === "cancelled") cancelled += 1;
    const before = stateOn(history, monthBefore);
    if (before === "active" || before === "paused") liveAtStart += 1;
    if (within(history.createdOn, first, day)) opened += 1;
    if (history.cancelledOn !== null && within(history.cancelledOn, first, day)) {
      closed += 1;
      const reason = history.cancelReason ?? UNKNOWN_REASON;
      byReason[reason] = (byReason[reason] ?? 0) + 1;
    }
  }
  const mrr = perMonth(yearly);
  return {
    activeSubscriptions: active,
    pausedSubscriptions: paused,
    skippedSubscriptions: skipped,
    cancelledSubscriptions: cancelled,
    mrr,
    newThisMonth: opened,
    cancelledThisMonth: closed,
    churnRate: liveAtStart === 0 ? 0 : closed / liveAtStart,
    skipRate: active === 0 ? 0 : skipped / active,
    averageRevenuePerSubscriber: active === 0 ? 0 : Math.round(mrr / active),
    cancellationsByReason: byReason,
  };
}
