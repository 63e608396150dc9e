import { cancelReasons, type CancelReason } from "../../../shared/commerce/cancel-reasons";
import {
  addDays,
  compareDates,
  type CalendarDate,
  type Frequency,
} from "../../../shared/commerce/dates";
import { advance } from "../../../shared/commerce/lifecycle-schedule";
import {
  nextDelivery,
  type DeliveryContents,
  type LifecycleAction,
  type LifecycleState,
} from "../../../shared/commerce/lifecycle-state";
import { decide } from "../../../shared/commerce/subscription-lifecycle";
import type { Random } from "./random";

// One subscription's 18 months, lived through the app's own lifecycle (decision 255): the
// customer's skips, pauses and cancel are decided by `decide` on their day, and time passes by
// `advance`, so every row keeps the invariants the app keeps (lifecycle-invariants.ts).

export interface Lived {
  state: LifecycleState;
  /** The day it was cancelled, if it was. */
  cancelledOn: CalendarDate | null;
  /** Why, as "Why are you leaving?" stores it (`subscriptions.cancel_reason`, decision 244). */
  cancelReason: CancelReason | null;
  /** The last day the customer changed something. */
  lastChangedOn: CalendarDate;
}

export function startState(
  firstDate: CalendarDate,
  frequency: Frequency,
  prepaid: number,
  contents: DeliveryContents,
): LifecycleState {
  return {
    status: "active",
    pausedUntil: null,
    endsOn: null,
    frequency,
    anchorDate: firstDate,
    anchorSequence: 0,
    prepaidBlock: prepaid,
    deliveriesLeft: prepaid > 0 ? prepaid : null,
    contents,
    slots: [{ sequence: 0, date: firstDate, status: "scheduled", contents: { ...contents } }],
  };
}

/** What a customer does on a day they open the portal. */
function action(random: Random, state: LifecycleState): LifecycleAction {
  if (state.status === "paused") return random.chance(0.5) ? { kind: "resume" } : { kind: "skip" };
  return random.weighted<LifecycleAction>([
    [{ kind: "skip" }, 45],
    [{ kind: "pause", months: random.pick([1, 2, 3] as const) }, 20],
    [{ kind: "cancel" }, 16],
    [{ kind: "unskip" }, 8],
  ]);
}

/**
 * From the order's day to `today`: a visit every few weeks to three months, each with one
 * action the lifecycle accepts or refuses as it would in the portal.
 */
export function live(
  random: Random,
  start: LifecycleState,
  orderedOn: CalendarDate,
  today: CalendarDate,
): Lived {
  let state = start;
  let cancelledOn: CalendarDate | null = null;
  let cancelReason: CancelReason | null = null;
  let lastChangedOn = orderedOn;
  // Some customers never touch their subscription.
  const restless = random.chance(0.7);
  let day = addDays(orderedOn, random.int(5, 60));
  while (restless && compareDates(day, today) < 0) {
    state = advance(state, day);
    const decision = decide(state, action(random, state), day);
    if (decision.ok && !decision.unchanged) {
      state = decision.state;
      lastChangedOn = day;
      if (state.status === "cancelled") {
        cancelledOn = day;
        cancelReason = random.pick(cancelReasons);
        break;
      }
    }
    day = addDays(day, random.int(20, 100));
  }
  return { state: advance(state, today), cancelledOn, cancelReason, lastChangedOn };
}

export const nextDate = (state: LifecycleState, today: CalendarDate) =>
  nextDelivery(state, today)?.date ?? null;
