import { describe, expect, it } from "vitest";
import { customerPath, customerUidAt, mayOpen, menuFor, screenAt, seesPayments } from "./screens";

describe("the back office's screens", () => {
  it("are named by the splat, without regard to case or slashes", () => {
    expect(screenAt(undefined)).toBe("today");
    expect(screenAt("")).toBe("today");
    expect(screenAt("Packing/")).toBe("packing");
    expect(screenAt("packing/print")).toBe("packing-print");
    expect(screenAt("Stock/")).toBe("stock");
    expect(screenAt("no-such-screen")).toBe("unknown");
  });

  it("show a packer packing but no payment data", () => {
    expect(menuFor("packer").map((item) => item.label)).toEqual(["Today", "Packing", "Stock"]);
    expect(seesPayments("packer")).toBe(false);
    expect(seesPayments("support")).toBe(true);
  });
});

describe("the customers' addresses under /admin", () => {
  it("names the search and a customer's page, keeping the uid's case", () => {
    expect(screenAt("customers")).toBe("customers");
    expect(screenAt("Customers/")).toBe("customers");
    expect(screenAt("customers/IMZly0ZdR5c")).toBe("customer");
    expect(customerUidAt("customers/IMZly0ZdR5c")).toBe("IMZly0ZdR5c");
    expect(customerUidAt(customerPath("a b").replace("/admin/", ""))).toBe("a b");
    expect(customerUidAt("customers/a/b")).toBeNull();
    expect(screenAt("customers/a/b")).toBe("unknown");
  });

  it("shows Customers in the menu of owners and support, not packers", () => {
    expect(menuFor("support").map((item) => item.label)).toContain("Customers");
    expect(menuFor("owner").map((item) => item.label)).toContain("Customers");
    expect(menuFor("packer").map((item) => item.label)).not.toContain("Customers");
  });
});

describe("who may open a screen", () => {
  it("keeps a packer out of customers' pages and payments, and lets them print the packing list", () => {
    expect(mayOpen("customer", "packer")).toBe(false);
    expect(mayOpen("customer", "support")).toBe(true);
    expect(mayOpen("payments", "packer")).toBe(false);
    expect(mayOpen("packing-print", "packer")).toBe(true);
    expect(mayOpen("staff", "support")).toBe(false);
  });
});
