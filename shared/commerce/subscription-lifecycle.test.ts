import { describe, expect, it } from "vitest";
import type { Frequency } from "./dates";
import { brokenInvariants } from "./lifecycle-invariants";
import { advance } from "./lifecycle-schedule";
import {
  nextChangeDeadline,
  nextDelivery,
  pricePerDelivery,
  PREPAID_SHIPPING_COSTS_MORE,
  type LifecycleAction,
  type LifecycleState,
} from "./lifecycle-state";
import { availableActions, undoDeadline, upcomingSlots } from "./lifecycle-card";
import {
  ALREADY_PACKED,
  NOT_CANCELLED,
  NOTHING_TO_UNDO,
  PAYMENT_PENDING,
  TOO_LATE_TO_UNDO,
  decide,
} from "./subscription-lifecycle";

const contents = { boxId: "1", petId: 7, quantity: 1, addressId: 3, unitPrice: 2999, shipping: 0 };

/** A subscription as checkout leaves it: delivery 0 only, on the anchor. */
function fresh(
  anchor: string,
  options: { frequency?: Frequency; prepaid?: number; status?: "pending" | "active" } = {},
): LifecycleState {
  const prepaid = options.prepaid ?? 0;
  return {
    status: options.status ?? "active",
    pausedUntil: null,
    endsOn: null,
    frequency: options.frequency ?? "Monthly",
    anchorDate: anchor,
    anchorSequence: 0,
    prepaidBlock: prepaid,
    deliveriesLeft: prepaid > 0 ? prepaid : null,
    contents,
    slots: [{ sequence: 0, date: anchor, status: "scheduled", contents }],
  };
}

function act(state: LifecycleState, action: LifecycleAction, today: string) {
  const decision = decide(advance(state, today), action, today);
  if (!decision.ok) throw new Error(decision.message);
  expect(brokenInvariants(decision.state, today)).toEqual([]);
  return decision;
}

function refusal(state: LifecycleState, action: LifecycleAction, today: string) {
  const decision = decide(advance(state, today), action, today);
  if (decision.ok) throw new Error(`allowed: ${JSON.stringify(decision.event)}`);
  return decision.message;
}

const statuses = (state: LifecycleState, count = 6) =>
  state.slots.slice(0, count).map((slot) => `${slot.date} ${slot.status}`);

describe("advance: time passing", () => {
  it("ships past boxes, keeps a year of deliveries written down, clamps month ends from the anchor and ships on working days", () => {
    const state = advance(fresh("2026-12-31"), "2027-01-01");
    expect(statuses(state, 5)).toEqual([
      "2026-12-31 shipped",
      "2027-02-01 scheduled", // 31 January is a Sunday
      "2027-03-01 scheduled", // so is 28 February
      "2027-03-31 scheduled", // counted from the anchor, not from 1 March
      "2027-04-30 scheduled",
    ]);
    // Through the end of the month 12 months ahead.
    expect(state.slots.at(-1)?.date).toBe("2028-01-31");
    expect(nextDelivery(state, "2027-01-01")?.date).toBe("2027-02-01");
    expect(brokenInvariants(state, "2027-01-01")).toEqual([]);
  });

  it("uses up prepaid deliveries as they ship and pays the next block when its first box is packed", () => {
    let state = fresh("2026-12-01", { prepaid: 2 });
    state = advance(state, "2026-12-02");
    expect(state.deliveriesLeft).toBe(1);
    state = advance(state, "2027-01-02");
    expect(state.deliveriesLeft).toBe(0);
    // Monday 1 February's cut-off is Thursday 28 January: a new block of 2 is paid the day after.
    state = advance(state, "2027-01-28");
    expect(state.deliveriesLeft).toBe(0);
    state = advance(state, "2027-01-29");
    expect(state.deliveriesLeft).toBe(2);
    state = advance(state, "2027-02-02");
    expect(state.deliveriesLeft).toBe(1);
  });

  it("leaves a subscription waiting for its card payment as it is", () => {
    const state = fresh("2026-12-01", { status: "pending" });
    expect(advance(state, "2026-12-20")).toEqual(state);
    expect(refusal(state, { kind: "cancel" }, "2026-11-27")).toBe(PAYMENT_PENDING);
  });
});

describe("skip and unskip", () => {
  const placed = fresh("2026-12-01"); // ordered Friday 27 November

  it("skips the first box until its cut-off, then the next one, moving the date one period on", () => {
    // Tuesday 1 December's cut-off is the end of Friday 27 November.
    expect(act(placed, { kind: "skip" }, "2026-11-27").event).toEqual({
      kind: "skipped",
      date: "2026-12-01",
    });
    expect(refusal(placed, { kind: "skip", date: "2026-12-01" }, "2026-11-28")).toBe(
      ALREADY_PACKED,
    );
    const { state, event } = act(placed, { kind: "skip" }, "2026-12-05");
    expect(event).toEqual({ kind: "skipped", date: "2027-01-01" });
    expect(nextDelivery(state, "2026-12-05")?.date).toBe("2027-02-01");
    expect(statuses(state, 3)).toEqual([
      "2026-12-01 shipped",
      "2027-01-01 skipped",
      "2027-02-01 scheduled",
    ]);
  });

  it("skips until the end of the working day 2 working days before the ship date, and not after", () => {
    expect(act(placed, { kind: "skip" }, "2026-12-30").event).toEqual({
      kind: "skipped",
      date: "2027-01-01",
    });
    expect(refusal(placed, { kind: "skip" }, "2026-12-31")).toBe(ALREADY_PACKED);
  });

  it("skips and brings back any box by its date; asking again changes nothing", () => {
    const { state } = act(placed, { kind: "skip", date: "2027-03-01" }, "2026-12-05");
    expect(statuses(state, 4)).toEqual([
      "2026-12-01 shipped",
      "2027-01-01 scheduled",
      "2027-02-01 scheduled",
      "2027-03-01 skipped",
    ]);
    const again = decide(state, { kind: "skip", date: "2027-03-01" }, "2026-12-05");
    expect(again).toMatchObject({ ok: true, unchanged: true, state });
    const back = act(state, { kind: "unskip", date: "2027-03-01" }, "2026-12-05");
    expect(back.event).toEqual({ kind: "unskipped", date: "2027-03-01" });
    expect(decide(back.state, { kind: "unskip", date: "2027-03-01" }, "2026-12-05")).toMatchObject({
      ok: true,
      unchanged: true,
    });
    expect(refusal(placed, { kind: "skip", date: "2027-03-02" }, "2026-12-05")).toBe(
      "There is no box of Tuesday, March 2, 2027 to skip.",
    );
    expect(refusal(placed, { kind: "skip", date: "2026-12-01" }, "2026-12-05")).toBe(
      "There is no box of Tuesday, December 1, 2026 to skip.",
    );
  });

  it("undoes the latest skip while it is still allowed, then says there is none", () => {
    const once = act(placed, { kind: "skip" }, "2026-12-05").state;
    const twice = act(once, { kind: "skip" }, "2026-12-05").state;
    expect(nextDelivery(twice, "2026-12-05")?.date).toBe("2027-03-01");
    const undone = act(twice, { kind: "unskip" }, "2026-12-05");
    expect(undone.event).toEqual({ kind: "unskipped", date: "2027-02-01" });
    const again = act(undone.state, { kind: "unskip" }, "2026-12-05");
    expect(again.event).toEqual({ kind: "unskipped", date: "2027-01-01" });
    expect(refusal(again.state, { kind: "unskip" }, "2026-12-05")).toBe(
      "There is no skipped box to bring back.",
    );
    expect(refusal(once, { kind: "unskip" }, "2026-12-31")).toBe(ALREADY_PACKED);
  });
});

describe("pause and resume", () => {
  it("pauses from the next box that can change, across a year end, and resumes by itself", () => {
    const placed = fresh("2026-12-15");
    const { state, event } = act(placed, { kind: "pause", months: 2 }, "2026-12-20");
    expect(event).toEqual({ kind: "paused", from: "2027-01-15", until: "2027-03-15", months: 2 });
    expect(state).toMatchObject({ status: "paused", pausedUntil: "2027-03-15" });
    expect(statuses(state, 5)).toEqual([
      "2026-12-15 shipped",
      "2027-01-15 paused",
      "2027-02-15 paused",
      "2027-03-15 scheduled",
      "2027-04-15 scheduled",
    ]);
    expect(refusal(state, { kind: "pause", months: 1 }, "2026-12-20")).toBe(
      "This subscription is already paused until Monday, March 15, 2027.",
    );
    const later = advance(state, "2027-03-15");
    expect(later).toMatchObject({ status: "active", pausedUntil: null });
    expect(nextDelivery(later, "2027-03-15")?.date).toBe("2027-03-15");
  });

  it("resumes early: paused boxes that can still be packed ship again", () => {
    const paused = act(fresh("2026-12-15"), { kind: "pause", months: 3 }, "2026-12-20").state;
    const { state } = act(paused, { kind: "resume" }, "2027-02-11");
    expect(state).toMatchObject({ status: "active", pausedUntil: null });
    expect(statuses(state, 4)).toEqual([
      "2026-12-15 shipped",
      "2027-01-15 paused",
      "2027-02-15 scheduled", // Thursday 11 February is its last day for changes
      "2027-03-15 scheduled",
    ]);
    // A day later that box is being packed: it stays held back.
    const late = act(paused, { kind: "resume" }, "2027-02-12").state;
    expect(statuses(late, 4)[2]).toBe("2027-02-15 paused");
  });

  it("refuses to resume an active subscription", () => {
    expect(refusal(fresh("2026-12-01"), { kind: "resume" }, "2026-12-05")).toBe(
      "This subscription is not paused, so there is nothing to resume.",
    );
  });

  it("skip then pause: the pause starts at the box after the skipped one", () => {
    const skipped = act(fresh("2026-12-01"), { kind: "skip" }, "2026-12-05").state;
    const { state, event } = act(skipped, { kind: "pause", months: 1 }, "2026-12-05");
    expect(event).toMatchObject({ from: "2027-02-01", until: "2027-03-01" });
    expect(statuses(state, 4)).toEqual([
      "2026-12-01 shipped",
      "2027-01-01 skipped",
      "2027-02-01 paused",
      "2027-03-01 scheduled",
    ]);
    // Resuming brings back the paused box, not the skipped one.
    const resumed = act(state, { kind: "resume" }, "2026-12-06").state;
    expect(statuses(resumed, 3)[1]).toBe("2027-01-01 skipped");
    expect(statuses(resumed, 3)[2]).toBe("2027-02-01 scheduled");
  });

  it("a 1-month pause of a quarterly box still holds back one box", () => {
    const quarterly = fresh("2026-12-01", { frequency: "Quarterly" });
    const { state } = act(quarterly, { kind: "pause", months: 1 }, "2026-12-10");
    expect(statuses(state, 3)).toEqual([
      "2026-12-01 shipped",
      "2027-03-01 paused",
      "2027-06-01 scheduled",
    ]);
  });
});

describe("cancel", () => {
  it("pay per box: nothing more ships, unless the next box is already being packed", () => {
    const early = act(fresh("2026-12-01"), { kind: "cancel" }, "2026-12-10");
    expect(early.event).toEqual({
      kind: "cancelled",
      endsOn: "2026-12-10",
      lastDeliveries: [],
      voided: false,
    });
    expect(statuses(early.state, 3)).toEqual(["2026-12-01 shipped"]);
    const packed = act(fresh("2026-12-01"), { kind: "cancel" }, "2026-12-31");
    expect(packed.event).toMatchObject({ endsOn: "2027-01-01", lastDeliveries: ["2027-01-01"] });
    expect(packed.state.slots.map((s) => s.date)).toEqual(["2026-12-01", "2027-01-01"]);
    // It never gains a delivery again, and no action but the refusal is left.
    const later = advance(packed.state, "2027-06-01");
    expect(statuses(later)).toEqual(["2026-12-01 shipped", "2027-01-01 shipped"]);
    expect(refusal(later, { kind: "skip" }, "2027-06-01")).toBe(
      "This subscription is cancelled: there is no box to skip.",
    );
    expect(refusal(later, { kind: "cancel" }, "2027-06-01")).toBe(
      "This subscription is already cancelled. It ends on Friday, January 1, 2027.",
    );
  });

  it("before the first box's cut-off: nothing ships and nothing is charged, prepaid or not", () => {
    for (const prepaid of [0, 6]) {
      const { state, event } = act(
        fresh("2026-12-01", { prepaid }),
        { kind: "cancel" },
        "2026-11-27",
      );
      expect(event).toEqual({
        kind: "cancelled",
        endsOn: "2026-11-27",
        lastDeliveries: [],
        voided: true,
      });
      expect(state.slots).toEqual([]);
      expect(state.deliveriesLeft).toBe(prepaid > 0 ? 0 : null);
      expect(advance(state, "2026-12-20").slots).toEqual([]);
    }
    // A day later the first box is being packed: it ships, and is paid.
    const { event } = act(fresh("2026-12-01"), { kind: "cancel" }, "2026-11-28");
    expect(event).toMatchObject({ lastDeliveries: ["2026-12-01"], voided: false });
  });

  it("prepaid: the paid boxes still ship on their dates, skips and pauses included, then it ends", () => {
    let state = fresh("2026-12-01", { prepaid: 6 });
    state = act(state, { kind: "skip" }, "2026-12-05").state; // 1 January skipped
    state = act(state, { kind: "pause", months: 1 }, "2026-12-05").state; // 1 February paused
    const { state: cancelled, event } = act(state, { kind: "cancel" }, "2026-12-05");
    // 5 paid boxes left after the first: the pause ends, the skip stays.
    expect(event).toEqual({
      kind: "cancelled",
      endsOn: "2027-06-01",
      lastDeliveries: ["2027-02-01", "2027-03-01", "2027-04-01", "2027-05-03", "2027-06-01"],
      voided: false,
    });
    expect(cancelled.slots.map((s) => `${s.date} ${s.status}`)).toEqual([
      "2026-12-01 shipped",
      "2027-01-01 skipped",
      "2027-02-01 scheduled",
      "2027-03-01 scheduled",
      "2027-04-01 scheduled",
      "2027-05-03 scheduled", // 1 May 2027 is a Saturday
      "2027-06-01 scheduled",
    ]);
    const ended = advance(cancelled, "2027-06-02");
    expect(ended.deliveriesLeft).toBe(0);
    expect(nextDelivery(ended, "2027-06-02")).toBeNull();
    expect(ended.slots).toHaveLength(7);
  });
});

describe("after a cancel (decision 218)", () => {
  /** A prepaid 6 cancelled on 5 December: 5 paid boxes, 1 January to 3 May. */
  const cancelledPrepaid = () =>
    act(fresh("2026-12-01", { prepaid: 6 }), { kind: "cancel" }, "2026-12-05").state;
  const shipping = (state: LifecycleState) =>
    state.slots.filter((slot) => slot.status === "scheduled").map((slot) => slot.date);

  it("prepaid: a paid box can still be skipped; it comes later, and so does the end", () => {
    const { state, event } = act(
      cancelledPrepaid(),
      { kind: "skip", date: "2027-02-01" },
      "2026-12-10",
    );
    expect(event).toEqual({ kind: "skipped", date: "2027-02-01" });
    expect(state.status).toBe("cancelled");
    expect(shipping(state)).toEqual([
      "2027-01-01",
      "2027-03-01",
      "2027-04-01",
      "2027-05-03",
      "2027-06-01",
    ]);
    expect(state.endsOn).toBe("2027-06-01");
    // Brought back: the last one goes again, still five paid boxes.
    const back = act(state, { kind: "unskip", date: "2027-02-01" }, "2026-12-10").state;
    expect(shipping(back)).toHaveLength(5);
    expect(back.endsOn).toBe("2027-05-03");
  });

  it("prepaid: paid boxes can be paused, moved to another address or pet; not cancelled again", () => {
    const paused = act(cancelledPrepaid(), { kind: "pause", months: 1 }, "2026-12-10").state;
    expect(paused.status).toBe("cancelled");
    expect(statuses(paused, 3)).toEqual([
      "2026-12-01 shipped",
      "2027-01-01 paused",
      "2027-02-01 scheduled",
    ]);
    // Resumed: the paused box ships again, and the last one goes.
    const resumed = act(paused, { kind: "resume" }, "2026-12-10").state;
    expect(shipping(resumed)).toEqual(shipping(cancelledPrepaid()));
    expect(shipping(paused)).toEqual([
      "2027-02-01",
      "2027-03-01",
      "2027-04-01",
      "2027-05-03",
      "2027-06-01",
    ]);
    const moved = act(
      cancelledPrepaid(),
      { kind: "change", contents: { addressId: 9, petId: 8 } },
      "2026-12-10",
    ).state;
    expect(
      moved.slots.filter((slot) => slot.status === "scheduled").map((s) => s.contents),
    ).toEqual(Array(5).fill({ ...contents, addressId: 9, petId: 8 }));
    expect(refusal(cancelledPrepaid(), { kind: "cancel" }, "2026-12-10")).toBe(
      "This subscription is already cancelled. It ends on Monday, May 3, 2027.",
    );
  });

  it("prepaid: the cancel can be undone until the last paid box's cut-off, and the plan goes on", () => {
    const { state, event } = act(cancelledPrepaid(), { kind: "uncancel" }, "2026-12-10");
    expect(event).toEqual({ kind: "uncancelled", next: "2027-01-01" });
    expect(state).toMatchObject({ status: "active", endsOn: null, deliveriesLeft: 5 });
    // Rows again to the horizon, after the paid ones.
    expect(shipping(state)).toContain("2027-06-01");
    expect(state.slots.at(-1)?.date).toBe("2028-01-03");
    // Monday 3 May's cut-off is the end of Thursday 29 April.
    expect(
      decide(advance(cancelledPrepaid(), "2027-04-29"), { kind: "uncancel" }, "2027-04-29").ok,
    ).toBe(true);
    expect(refusal(cancelledPrepaid(), { kind: "uncancel" }, "2027-04-30")).toBe(TOO_LATE_TO_UNDO);
    expect(refusal(fresh("2026-12-01"), { kind: "uncancel" }, "2026-12-10")).toBe(NOT_CANCELLED);
  });

  it("pay per box: a cancel that leaves the box being packed can be undone until it ships", () => {
    const packed = act(fresh("2026-12-01"), { kind: "cancel" }, "2026-12-31").state;
    expect(refusal(packed, { kind: "skip", date: "2027-01-01" }, "2026-12-31")).toBe(
      "This subscription is cancelled: there is no box to skip.",
    );
    const { state } = act(packed, { kind: "uncancel" }, "2027-01-01");
    expect(state.status).toBe("active");
    expect(nextDelivery(state, "2027-01-02")?.date).toBe("2027-02-01");
    expect(refusal(packed, { kind: "uncancel" }, "2027-01-02")).toBe(NOTHING_TO_UNDO);
    // Nothing kept (before the cut-off, or nothing packed): nothing to undo.
    const voided = act(fresh("2026-12-01"), { kind: "cancel" }, "2026-11-27").state;
    expect(refusal(voided, { kind: "uncancel" }, "2026-11-27")).toBe(NOTHING_TO_UNDO);
    const ended = act(fresh("2026-12-01"), { kind: "cancel" }, "2026-12-10").state;
    expect(refusal(ended, { kind: "uncancel" }, "2026-12-10")).toBe(NOTHING_TO_UNDO);
  });

  it("the card says until when, and which actions are left", () => {
    const state = cancelledPrepaid();
    expect(undoDeadline(state, "2026-12-10")).toBe("2027-04-29");
    const actions = availableActions(state, "2026-12-10");
    expect(actions).toMatchObject({
      uncancel: { allowed: true },
      skip: { allowed: true },
      pause: { allowed: true },
      change: { allowed: true },
      cancel: { allowed: false },
    });
    expect(undoDeadline(advance(state, "2027-04-30"), "2027-04-30")).toBeNull();
    expect(undoDeadline(fresh("2026-12-01"), "2026-12-10")).toBeNull();
  });
});

describe("change and swap", () => {
  it("changes pet, quantity and address from the next box that can change", () => {
    const { state, event } = act(
      fresh("2026-12-01"),
      { kind: "change", contents: { quantity: 3, petId: 8 } },
      "2026-11-28",
    );
    expect(event).toEqual({ kind: "changed", from: "2027-01-01", fields: ["quantity", "petId"] });
    expect(state.slots[0]?.contents.quantity).toBe(1); // being packed
    expect(state.slots[1]?.contents).toMatchObject({ quantity: 3, petId: 8 });
    expect(state.slots.at(-1)?.contents).toMatchObject({ quantity: 3, petId: 8 });
  });

  it("swaps to a box of another rhythm: it starts at the next box and counts from there", () => {
    let state = fresh("2026-12-31");
    state = act(state, { kind: "skip" }, "2027-01-10").state; // 1 February skipped
    const { state: swapped, event } = act(
      state,
      {
        kind: "change",
        contents: { boxId: "8", unitPrice: 4499 },
        frequency: "Quarterly",
      },
      "2027-01-10",
    );
    expect(event).toEqual({
      kind: "changed",
      from: "2027-02-01",
      fields: ["boxId", "unitPrice", "frequency"],
    });
    // The skipped box becomes the anchor, still skipped; quarterly from it, on working days.
    expect(statuses(swapped, 5)).toEqual([
      "2026-12-31 shipped",
      "2027-02-01 skipped",
      "2027-05-03 scheduled",
      "2027-08-02 scheduled",
      "2027-11-01 scheduled",
    ]);
    expect(swapped).toMatchObject({
      anchorDate: "2027-02-01",
      anchorSequence: 1,
      frequency: "Quarterly",
    });
    expect(swapped.slots[2]?.contents).toMatchObject({ boxId: "8", unitPrice: 4499 });
  });

  it("on a prepaid plan refuses a change that costs more per delivery, and allows one that costs less", () => {
    const prepaid = fresh("2026-12-01", { prepaid: 6 });
    expect(refusal(prepaid, { kind: "change", contents: { quantity: 2 } }, "2026-12-05")).toMatch(
      /^Your deliveries are paid in advance/,
    );
    expect(
      act(prepaid, { kind: "change", contents: { boxId: "4", unitPrice: 2374 } }, "2026-12-05")
        .state.contents.unitPrice,
    ).toBe(2374);
  });

  it("moves boxes to an address in another zone with its shipping, and prices deliveries with it", () => {
    // Pay per box: from the next box that can change, each box costs its new zone's shipping.
    const moved = act(
      fresh("2026-12-01"),
      { kind: "change", contents: { addressId: 9, shipping: 1200 } },
      "2026-12-05",
    ).state;
    const next = moved.slots.find((slot) => slot.date === "2027-01-01")!;
    expect(next.contents).toMatchObject({ addressId: 9, shipping: 1200 });
    expect(pricePerDelivery(next.contents)).toBe(2999 + 1200);
    expect(pricePerDelivery({ unitPrice: 2999, shipping: 800, quantity: 2 })).toBe(7598);
    // Prepaid: the deliveries were paid with the old address's shipping; a dearer zone is refused.
    const prepaid = fresh("2026-12-01", { prepaid: 6 });
    expect(
      refusal(
        prepaid,
        { kind: "change", contents: { addressId: 9, shipping: 1200 } },
        "2026-12-05",
      ),
    ).toBe(PREPAID_SHIPPING_COSTS_MORE);
    const far = { ...prepaid.contents, shipping: 1500 };
    const dear = { ...prepaid, contents: far, slots: [{ ...prepaid.slots[0]!, contents: far }] };
    expect(
      act(dear, { kind: "change", contents: { addressId: 9, shipping: 800 } }, "2026-12-05").state
        .contents.shipping,
    ).toBe(800);
  });
});

describe("what the card offers", () => {
  it("says which actions are allowed and why the others are not", () => {
    const actions = availableActions(advance(fresh("2026-12-01"), "2026-11-27"), "2026-11-27");
    expect(actions.skip).toEqual({ allowed: true }); // the first box, until its cut-off
    const packing = availableActions(advance(fresh("2026-12-01"), "2026-11-28"), "2026-11-28");
    expect(packing.skip).toEqual({ allowed: false, message: ALREADY_PACKED });
    expect(actions.pause).toEqual({ allowed: true });
    expect(actions.resume.allowed).toBe(false);
    expect(actions.cancel).toEqual({ allowed: true });
    const state = advance(fresh("2026-12-01"), "2026-12-05");
    expect(nextChangeDeadline(state, "2026-12-05")).toBe("2026-12-30");
  });
});

describe("the upcoming boxes of a card", () => {
  it("lists the boxes through the third that ships, skipped and paused ones between, with what each allows", () => {
    let state = fresh("2026-12-01");
    state = act(state, { kind: "skip", date: "2027-01-01" }, "2026-12-05").state;
    const list = upcomingSlots(advance(state, "2026-12-31"), "2026-12-31");
    expect(list.map(({ slot }) => `${slot.date} ${slot.status}`)).toEqual([
      "2027-01-01 skipped",
      "2027-02-01 scheduled",
      "2027-03-01 scheduled",
      "2027-04-01 scheduled",
    ]);
    // 1 January is being packed now: it can no longer be brought back.
    expect(list[0]?.unskip).toEqual({ allowed: false, message: ALREADY_PACKED });
    expect(list[0]?.skip).toEqual({ allowed: false, message: "This box is already skipped." });
    expect(list[1]?.skip).toEqual({ allowed: true });
    expect(list[1]?.unskip).toEqual({ allowed: false, message: "This box is not skipped." });
    const paused = act(state, { kind: "pause", months: 1 }, "2026-12-31").state;
    const during = upcomingSlots(paused, "2026-12-31");
    expect(during[1]?.slot.status).toBe("paused");
    expect(during[1]?.skip.allowed).toBe(false);
  });
});
