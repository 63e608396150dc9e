import { describe, expect, it } from "vitest";
import { plansFileSchema } from "@shared/commerce/plans";
import { describePlan, plans } from "./plan-terms";

describe("the plans on /terms", () => {
  it("come from the plans data file, which is valid", () => {
    expect(plansFileSchema.safeParse(plans).success).toBe(true);
    expect(plans.map((plan) => plan.discountPercent)).toEqual([0, 5, 10]);
  });

  it("say what one payment covers, the discount, and what renews", () => {
    expect(describePlan(plans[0]!)).toBe(
      "Pay per box: each delivery is paid on its own, at the price shown on the box's page.",
    );
    expect(
      describePlan({ id: "p3", name: "Prepay 3", deliveriesPrepaid: 3, discountPercent: 7 }),
    ).toBe(
      "Prepay 3: 3 deliveries are paid at once, with 7 % off the price of every box. When the last of them has shipped, the plan renews for another 3 deliveries at the same price.",
    );
  });
});
