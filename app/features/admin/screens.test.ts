import { describe, expect, it } from "vitest";
import { menuFor, screenAt, seesPayments } from "./screens";

describe("the back office's screens", () => {
  it("are named by the splat, without regard to case or slashes", () => {
    expect(screenAt(undefined)).toBe("today");
    expect(screenAt("")).toBe("today");
    expect(screenAt("Packing/")).toBe("packing");
    expect(screenAt("packing/print")).toBe("packing-print");
    expect(screenAt("customers")).toBe("unknown");
  });

  it("show a packer packing but no payment data", () => {
    expect(menuFor("packer").map((item) => item.label)).toEqual(["Today", "Packing"]);
    expect(seesPayments("packer")).toBe(false);
    expect(seesPayments("support")).toBe(true);
  });
});
