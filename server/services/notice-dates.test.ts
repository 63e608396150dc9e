// @vitest-environment node
import { describe, expect, it } from "vitest";
import { nthDelivery } from "../../shared/commerce/dates";
import type { LifecycleState } from "../../shared/commerce/lifecycle-state";
import { anniversaryDue, chargeDayOf, priceChangeDates, renewalDue } from "./notice-dates";

// When each notice of decision 265 is due: on its day, late only a little, never before.

const contents = { boxId: "1", petId: 1, quantity: 1, addressId: 1, unitPrice: 2849, shipping: 0 };

/** Monthly from 1 December 2026, `shipped` boxes already shipped, on a `block`-delivery plan. */
function monthly(block: number, deliveriesLeft: number | null, shipped: number): LifecycleState {
  return {
    status: "active",
    pausedUntil: null,
    endsOn: null,
    frequency: "Monthly",
    anchorDate: "2026-12-01",
    anchorSequence: 0,
    prepaidBlock: block,
    deliveriesLeft,
    contents,
    slots: Array.from({ length: 24 }, (_, sequence) => ({
      sequence,
      date: nthDelivery("2026-12-01", "Monthly", sequence),
      status: sequence < shipped ? ("shipped" as const) : ("scheduled" as const),
      contents,
    })),
  };
}

describe("the yearly reminder's day", () => {
  it("is each anniversary from the first year, late by 6 days at most, never before", () => {
    expect(anniversaryDue("2026-11-26", "2026-11-26")).toBeNull();
    expect(anniversaryDue("2026-11-26", "2027-11-25")).toBeNull();
    expect(anniversaryDue("2026-11-26", "2027-11-26")).toBe("2027-11-26");
    expect(anniversaryDue("2026-11-26", "2027-12-02")).toBe("2027-11-26");
    expect(anniversaryDue("2026-11-26", "2027-12-03")).toBeNull();
    expect(anniversaryDue("2026-11-26", "2029-11-26")).toBe("2029-11-26");
    // Started on 29 February: 28 February in other years.
    expect(anniversaryDue("2028-02-29", "2029-02-28")).toBe("2029-02-28");
    expect(anniversaryDue("2028-02-29", "2032-02-29")).toBe("2032-02-29");
  });
});

describe("the renewal reminder's day", () => {
  // Six boxes paid from 1 December; the next block starts on 1 June 2027, charged on 29 May.
  const state = monthly(6, 0, 6);

  it("is 7 days before the block's charge, until the day before it", () => {
    expect(chargeDayOf("2027-06-01")).toBe("2027-05-29");
    expect(renewalDue(state, "2027-05-21")).toBeNull();
    expect(renewalDue(state, "2027-05-22")).toEqual({
      chargeOn: "2027-05-29",
      firstBoxOn: "2027-06-01",
    });
    expect(renewalDue(state, "2027-05-28")?.chargeOn).toBe("2027-05-29");
    expect(renewalDue(state, "2027-05-29")).toBeNull();
  });

  it("is none for pay per box", () => {
    expect(renewalDue(monthly(0, null, 6), "2027-05-22")).toBeNull();
  });
});

describe("a price change's dates", () => {
  it("pay per box: the first box charged 30 days or more after the notice", () => {
    expect(priceChangeDates(monthly(0, null, 1), "2026-12-10")).toEqual({
      effectiveOn: "2027-01-29",
      firstBoxOn: "2027-02-01",
    });
  });

  it("prepaid: the first block that starts 30 days or more after the notice", () => {
    // Told on 10 December with 5 of 6 boxes left: the next block starts on 1 June 2027.
    expect(priceChangeDates(monthly(6, 5, 1), "2026-12-10")).toEqual({
      effectiveOn: "2027-05-29",
      firstBoxOn: "2027-06-01",
    });
    // Told on 15 May: 1 June is 17 days off, so the block after, on 1 December 2027.
    expect(priceChangeDates(monthly(6, 0, 6), "2027-05-15")?.firstBoxOn).toBe("2027-12-01");
  });
});
