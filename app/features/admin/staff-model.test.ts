import { describe, expect, it } from "vitest";
import type { StaffEntry } from "@shared/api/admin/staff";
import { capCents, capText, refundCapFormSchema, withMember } from "./staff-model";

const entry = (email: string, role: StaffEntry["role"]): StaffEntry => ({
  uid: email,
  email,
  role,
  addedBy: "owner@example.com",
  addedAt: "2026-11-26T12:00:00.000Z",
  fromOwnerUids: false,
});

describe("the refund cap typed in dollars", () => {
  it("becomes exact cents", () => {
    expect(capCents("25")).toBe(2500);
    expect(capCents("25.5")).toBe(2550);
    expect(capCents("$1,234.05")).toBe(123405);
    expect(capCents("0.29")).toBe(29);
    expect(capText(2550)).toBe("25.50");
    expect(capText(0)).toBe("0.00");
  });

  it("refuses what is not an amount, saying how to write one", () => {
    for (const typed of ["", "abc", "-5", "2.555", "1,23"]) {
      const parsed = refundCapFormSchema.safeParse({ cap: typed });
      expect(parsed.success, typed).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe("Give the cap in dollars, like 25 or 25.50.");
    }
  });
});

describe("the staff list after a change", () => {
  it("puts a new member in the server's order: owners first, then by e-mail", () => {
    const staff = [entry("zoe@example.com", "owner"), entry("bob@example.com", "packer")];
    expect(withMember(staff, entry("amy@example.com", "support")).map((m) => m.email)).toEqual([
      "zoe@example.com",
      "amy@example.com",
      "bob@example.com",
    ]);
    expect(withMember(staff, entry("bob@example.com", "owner")).map((m) => m.role)).toEqual([
      "owner",
      "owner",
    ]);
  });
});
