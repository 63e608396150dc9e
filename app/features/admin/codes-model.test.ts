import { describe, expect, it } from "vitest";
import type { Code } from "@shared/api/codes";
import {
  codeAmountText,
  codeDatesText,
  codeDurationText,
  codeFormSchema,
  codeUsesText,
} from "./codes-model";
import { menuFor, screenAt } from "./screens";

const form = (values: Record<string, unknown>) =>
  codeFormSchema.parse({
    code: "WELCOME",
    kind: "percent",
    value: "10",
    duration: "first",
    months: "",
    startsOn: "",
    endsOn: "",
    maxUses: "",
    oncePerCustomer: false,
    ...values,
  });

const code: Code = {
  id: 1,
  code: "WELCOME",
  percentOff: null,
  amountOff: 550,
  firstBoxOnly: false,
  months: 3,
  startsOn: "2026-12-01",
  endsOn: null,
  maxUses: 100,
  active: true,
  oncePerCustomer: true,
  boxIds: [],
  planIds: [],
  uses: 7,
  createdAt: "2026-11-26T10:00:00.000Z",
};

describe("the Codes screen", () => {
  it("is an owner's screen only", () => {
    expect(screenAt("codes")).toBe("codes");
    expect(menuFor("owner").map((item) => item.label)).toContain("Codes");
    expect(menuFor("support").map((item) => item.label)).not.toContain("Codes");
    expect(menuFor("packer").map((item) => item.label)).not.toContain("Codes");
  });

  it("sends what the owner typed as the API's body: dollars as cents, blanks as none", () => {
    expect(form({})).toEqual({
      code: "WELCOME",
      percentOff: 10,
      firstBoxOnly: true,
      startsOn: null,
      endsOn: null,
      maxUses: null,
      oncePerCustomer: false,
      boxIds: [],
      planIds: [],
    });
    expect(
      form({
        kind: "amount",
        value: "$4.5",
        duration: "months",
        months: "3",
        endsOn: "2026-12-31",
        maxUses: "100",
        oncePerCustomer: true,
      }),
    ).toEqual({
      code: "WELCOME",
      amountOff: 450,
      firstBoxOnly: false,
      months: 3,
      startsOn: null,
      endsOn: "2026-12-31",
      maxUses: 100,
      oncePerCustomer: true,
      boxIds: [],
      planIds: [],
    });
    // The pickers' ticked boxes and plans restrict the code (decision 275).
    expect(form({ "box:1": true, "box:2": false, "plan:prepay-6": true } as never)).toMatchObject({
      boxIds: ["1"],
      planIds: ["prepay-6"],
    });
    // Not a number: sent as typed, for the server to say what it wants beside the field.
    expect(form({ value: "ten" }).percentOff).toBe("ten");
  });

  it("says what each code gives, when, and how often it was used", () => {
    expect(codeAmountText(code)).toBe("$5.50 off");
    expect(codeAmountText({ ...code, percentOff: 15, amountOff: null })).toBe("15% off");
    expect(codeDurationText(code)).toBe("Every box for 3 months");
    expect(codeDurationText({ ...code, firstBoxOnly: true, months: null })).toBe("First box only");
    expect(codeDatesText(code)).toBe("From 2026-12-01");
    expect(codeDatesText({ ...code, startsOn: null })).toBe("Any day");
    expect(codeUsesText(code)).toBe("7 of 100 used");
    expect(codeUsesText({ ...code, maxUses: null })).toBe("7 used");
  });
});
