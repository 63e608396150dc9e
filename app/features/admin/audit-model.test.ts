import { describe, expect, it } from "vitest";
import { actionLabel, auditHref, auditQueryFrom, changeLines, recordLabel } from "./audit-model";

const member = (role: string) => ({
  uid: "u-1",
  email: "sam@example.com",
  role,
  addedBy: "owner@example.com",
  addedAt: "2026-11-26T12:00:00.000Z",
  fromOwnerUids: false,
});

describe("the audit log's changes in words", () => {
  it("shows only the fields that changed, with the role's name", () => {
    expect(changeLines(member("packer"), member("support"))).toEqual([
      { field: "Role", before: "Packer", after: "Support" },
    ]);
  });

  it("shows every field of a record added, with nothing before", () => {
    const lines = changeLines(null, member("packer"));
    expect(lines.map((line) => line.field)).toEqual([
      "Account id",
      "E-mail",
      "Role",
      "Added by",
      "Added",
      "Owner by OWNER_UIDS",
    ]);
    expect(lines.every((line) => line.before === null)).toBe(true);
    expect(lines.find((line) => line.field === "Owner by OWNER_UIDS")?.after).toBe("no");
  });

  it("shows every field of a record removed, with nothing after", () => {
    const lines = changeLines(member("support"), null);
    expect(lines.find((line) => line.field === "E-mail")).toEqual({
      field: "E-mail",
      before: "sam@example.com",
      after: null,
    });
  });

  it("writes money in dollars and unknown fields in words", () => {
    expect(changeLines({ supportRefundCapCents: 0 }, { supportRefundCapCents: 2550 })).toEqual([
      { field: "Support's refund cap", before: "$0.00", after: "$25.50" },
    ]);
    expect(changeLines({ paymentMethod: null }, { paymentMethod: "cash" })).toEqual([
      { field: "Payment method", before: "none", after: "cash" },
    ]);
  });

  it("names a staff record by its e-mail, others by kind and id", () => {
    const base = { recordType: "staff", recordId: "u-1", before: null, after: member("packer") };
    expect(recordLabel(base)).toBe("Staff: sam@example.com");
    expect(recordLabel({ recordType: "delivery", recordId: "42", before: null, after: null })).toBe(
      "Delivery 42",
    );
  });

  it("names an owner's CSV download by what was downloaded and its file", () => {
    expect(actionLabel("export.customers")).toBe("Downloaded the customers file (CSV)");
    const after = { file: "petbox-customers-2026-11-26.csv" };
    expect(recordLabel({ recordType: "export", recordId: "customers", before: null, after })).toBe(
      "File petbox-customers-2026-11-26.csv",
    );
  });
});

describe("the audit log's address", () => {
  it("keeps the filters and page the API takes, and drops what it would refuse", () => {
    const query = auditQueryFrom(
      new URLSearchParams("actor=+owner@example.com+&customer=c-9&before=abc"),
    );
    expect(query).toEqual({ actor: "owner@example.com", customer: "c-9" });
    expect(auditHref({ ...query, before: "120" })).toBe(
      "/admin/audit?actor=owner%40example.com&customer=c-9&before=120",
    );
    expect(auditHref({})).toBe("/admin/audit");
  });
});
