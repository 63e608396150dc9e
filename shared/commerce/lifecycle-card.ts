import type { CalendarDate } from "./dates";
import { cutoffDay } from "./fulfilment-rules";
import {
  actionKinds,
  onOrAfter,
  open,
  type ActionKind,
  type LifecycleAction,
  type LifecycleState,
  type Slot,
} from "./lifecycle-state";
import { decide } from "./subscription-lifecycle";

// What a subscription's card shows of the state machine (issue 13, issue 25 §2): each action,
// allowed or why not, and the next boxes with what can still be done to each.

/** For the portal card: each action, allowed or the sentence that says why not. */
export function availableActions(
  state: LifecycleState,
  today: CalendarDate,
  /** The order's reference while a pending subscription waits for its bank transfer (273). */
  transfer: string | null = null,
): Record<ActionKind, { allowed: true } | { allowed: false; message: string }> {
  const probe: Record<ActionKind, LifecycleAction> = {
    skip: { kind: "skip" },
    unskip: { kind: "unskip" },
    pause: { kind: "pause", months: 1 },
    resume: { kind: "resume" },
    cancel: { kind: "cancel" },
    uncancel: { kind: "uncancel" },
    change: { kind: "change", contents: {} },
  };
  const answer = {} as ReturnType<typeof availableActions>;
  for (const kind of actionKinds) {
    const decision = decide(state, probe[kind], today, transfer);
    answer[kind] = decision.ok ? { allowed: true } : { allowed: false, message: decision.message };
  }
  return answer;
}

type ActionState = { allowed: true } | { allowed: false; message: string };

/**
 * Until when a cancel can be undone (decision 218), or null when it cannot (not cancelled,
 * nothing left, too late): on a prepaid plan the last paid box's cut-off day; with pay per box
 * the ship date of the box being packed (it can be undone until that box ships).
 */
export function undoDeadline(state: LifecycleState, today: CalendarDate): CalendarDate | null {
  if (state.status !== "cancelled" || !decide(state, { kind: "uncancel" }, today).ok) return null;
  const last = state.slots
    .filter((slot) => slot.status === "scheduled" && onOrAfter(slot, today))
    .at(-1);
  if (!last) return null;
  return state.deliveriesLeft !== null ? cutoffDay(last.date) : last.date;
}

/**
 * The next boxes of a subscription for its card (issue 25 §2): every box from today on up to and
 * including the `count`-th that ships, with the skipped and paused ones between, and whether
 * each can be skipped or brought back now (the sentence why not, as the API would answer).
 */
export function upcomingSlots(
  state: LifecycleState,
  today: CalendarDate,
  count = 3,
  transfer: string | null = null,
) {
  const list: Slot[] = [];
  let shipping = 0;
  for (const slot of state.slots) {
    if (!open(slot) || !onOrAfter(slot, today)) continue;
    list.push(slot);
    if (slot.status === "scheduled" && ++shipping >= count) break;
  }
  const probe = (action: LifecycleAction, already: string): ActionState => {
    const decision = decide(state, action, today, transfer);
    if (!decision.ok) return { allowed: false, message: decision.message };
    return decision.unchanged ? { allowed: false, message: already } : { allowed: true };
  };
  return list.map((slot) => ({
    slot,
    skip: probe({ kind: "skip", date: slot.date }, "This box is already skipped."),
    unskip: probe({ kind: "unskip", date: slot.date }, "This box is not skipped."),
  }));
}
