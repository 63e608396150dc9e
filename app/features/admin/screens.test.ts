import { describe, expect, it } from "vitest";
import { customerPath, customerUidAt, menuFor, screenAt } from "./screens";

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
