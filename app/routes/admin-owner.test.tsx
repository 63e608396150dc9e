// The owner's screens of the back office (issue 26, decision 235) as the /admin route runs them:
// Staff (add, change a role, remove; the server's refusal shown where it was asked), support's
// refund cap, the audit log with its filters and pages, and support told Not allowed there.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AuditEntry, StaffEntry, StaffRole } from "@shared/api/admin/staff";
import * as adminRoute from "./admin";
import { refusal, renderRoute, stubShop } from "./testing/route-harness";

afterEach(() => {
  vi.unstubAllGlobals();
});

const OWNER = { uid: "owner-1", email: "owner@example.com", role: "owner" as const };

const entry = (uid: string, email: string, role: StaffRole): StaffEntry => ({
  uid,
  email,
  role,
  addedBy: OWNER.email,
  addedAt: "2026-11-20T09:30:00.000Z",
  fromOwnerUids: false,
});

async function openAs(
  path: string,
  me: { uid: string; email: string; role: StaffRole },
  answer: (call: string, body: unknown) => { status: number; body?: unknown } | undefined,
) {
  const shop = stubShop((call, body) => {
    if (call === "GET /api/admin/me") return { status: 200, body: { staff: me } };
    return answer(call, body) ?? refusal(404, "not_found", `No stub for ${call}`);
  });
  const route = renderRoute(adminRoute, { path, pattern: "/admin/*" });
  await route.confirm();
  return shop;
}

describe("/admin/staff", () => {
  it("lists the staff, adds a packer by e-mail, changes them to support and removes them", async () => {
    const user = userEvent.setup();
    let staff = [entry(OWNER.uid, OWNER.email, "owner")];
    const sent: unknown[] = [];
    const shop = await openAs("/admin/staff", OWNER, (call, body) => {
      if (call === "GET /api/admin/staff") return { status: 200, body: { staff } };
      if (call === "GET /api/admin/settings") {
        return { status: 200, body: { settings: { supportRefundCapCents: 0 } } };
      }
      if (call === "POST /api/admin/staff") {
        sent.push(body);
        const { email, role } = body as { email: string; role: StaffRole };
        const member = entry("sam-1", email, role);
        staff = [...staff.filter((m) => m.uid !== "sam-1"), member];
        return { status: 201, body: { staff: member } };
      }
      if (call === "DELETE /api/admin/staff/sam-1") {
        staff = staff.filter((m) => m.uid !== "sam-1");
        return { status: 204 };
      }
      return undefined;
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Staff" })).toBeInTheDocument();
    const list = screen.getByRole("region", { name: /On the staff/ });
    expect(within(list).getByRole("listitem")).toHaveTextContent(`${OWNER.email} (you)`);
    expect(within(list).getByRole("listitem")).toHaveTextContent("Owner");

    const add = screen.getByRole("region", { name: "Add a member of staff" });
    await user.type(
      within(add).getByRole("textbox", { name: "E-mail address" }),
      "sam@example.com",
    );
    await user.selectOptions(within(add).getByRole("combobox", { name: "Role" }), "packer");
    await user.click(within(add).getByRole("button", { name: "Add to staff" }));
    expect(await screen.findByText("sam@example.com was added as Packer.")).toBeInTheDocument();
    expect(sent).toEqual([{ email: "sam@example.com", role: "packer" }]);
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);

    await user.click(screen.getByRole("button", { name: "Change role of sam@example.com" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Change the role of sam@example.com",
    });
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "New role" }), "support");
    await user.click(within(dialog).getByRole("button", { name: "Change role" }));
    expect(await screen.findByText("sam@example.com is now Support.")).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ email: "sam@example.com", role: "support" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Remove sam@example.com" }));
    const confirm = await screen.findByRole("alertdialog", {
      name: "Remove sam@example.com from the staff?",
    });
    await user.click(within(confirm).getByRole("button", { name: "Remove" }));
    expect(
      await screen.findByText("sam@example.com was removed from the staff."),
    ).toBeInTheDocument();
    expect(shop.count("DELETE /api/admin/staff/sam-1")).toBe(1);
    expect(within(list).getAllByRole("listitem")).toHaveLength(1);
  });

  it("shows the server's refusal in the confirm dialog: the last owner cannot be removed", async () => {
    const user = userEvent.setup();
    const last =
      "This is the shop's last owner: add another owner first, so that someone can still manage the staff.";
    await openAs("/admin/staff", OWNER, (call) => {
      if (call === "GET /api/admin/staff") {
        return { status: 200, body: { staff: [entry(OWNER.uid, OWNER.email, "owner")] } };
      }
      if (call === "GET /api/admin/settings") {
        return { status: 200, body: { settings: { supportRefundCapCents: 0 } } };
      }
      if (call === `DELETE /api/admin/staff/${OWNER.uid}`) return refusal(409, "conflict", last);
      return undefined;
    });
    await user.click(await screen.findByRole("button", { name: `Remove ${OWNER.email}` }));
    const confirm = await screen.findByRole("alertdialog");
    await user.click(within(confirm).getByRole("button", { name: "Remove" }));
    expect(await within(confirm).findByRole("alert")).toHaveTextContent(last);
    await user.click(within(confirm).getByRole("button", { name: "Keep them" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(screen.getByRole("region", { name: /On the staff/ })).toHaveTextContent(OWNER.email);
  });

  it("says when an e-mail has no account yet, beside the form, keeping what was typed", async () => {
    const user = userEvent.setup();
    const nobody =
      "Nobody signs in with ann@example.com yet: ask them to create an account on the shop first.";
    await openAs("/admin/staff", OWNER, (call) => {
      if (call === "GET /api/admin/staff") return { status: 200, body: { staff: [] } };
      if (call === "GET /api/admin/settings") {
        return { status: 200, body: { settings: { supportRefundCapCents: 0 } } };
      }
      if (call === "POST /api/admin/staff") return refusal(404, "not_found", nobody);
      return undefined;
    });
    const add = await screen.findByRole("region", { name: "Add a member of staff" });
    const email = within(add).getByRole("textbox", { name: "E-mail address" });
    await user.type(email, "ann@example.com");
    await user.click(within(add).getByRole("button", { name: "Add to staff" }));
    expect(await within(add).findByRole("alert")).toHaveTextContent(nobody);
    expect(email).toHaveValue("ann@example.com");
  });

  it("sets support's refund cap in dollars, sent as cents, and refuses a typo beside the field", async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    await openAs("/admin/staff", OWNER, (call, body) => {
      if (call === "GET /api/admin/staff") return { status: 200, body: { staff: [] } };
      if (call === "GET /api/admin/settings") {
        return { status: 200, body: { settings: { supportRefundCapCents: 1000 } } };
      }
      if (call === "PUT /api/admin/settings") {
        sent.push(body);
        return { status: 200, body: { settings: body } };
      }
      return undefined;
    });
    const cap = await screen.findByRole("region", { name: "Support's refund cap" });
    expect(cap).toHaveTextContent("Support can refund up to $10.00 on their own.");
    const field = within(cap).getByRole("textbox", { name: "Cap in dollars" });
    expect(field).toHaveValue("10.00");
    await user.clear(field);
    await user.type(field, "ten");
    await user.click(within(cap).getByRole("button", { name: "Save the cap" }));
    expect(field).toHaveAccessibleDescription(/Give the cap in dollars, like 25 or 25.50./);
    expect(sent).toEqual([]);
    await user.clear(field);
    await user.type(field, "25.5");
    await user.click(within(cap).getByRole("button", { name: "Save the cap" }));
    expect(
      await within(cap).findByText("Saved: support can now refund up to $25.50."),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ supportRefundCapCents: 2550 }]);
  });

  it.each(["/admin/staff", "/admin/audit"])(
    "support sees no Staff or Audit log in the menu and at %s is told Not allowed, asking nothing",
    async (path) => {
      const support = { uid: "s-1", email: "sue@example.com", role: "support" as const };
      const shop = await openAs(path, support, () => undefined);
      expect(
        await screen.findByRole("heading", { level: 1, name: "Not allowed" }),
      ).toBeInTheDocument();
      expect(screen.getByText(/This screen is for the shop's owners/)).toBeInTheDocument();
      const menu = screen.getByRole("navigation", { name: "Back office menu" });
      expect(
        within(menu)
          .getAllByRole("link")
          .map((link) => link.textContent),
      ).toEqual([
        "Today",
        "Numbers",
        "Packing",
        "Stock",
        "Customers",
        "Payments",
        "Problems",
        "Messages",
        "Reviews",
      ]);
      expect(shop.calls.map((c) => c.call)).toEqual(["GET /api/admin/me"]);
    },
  );
});

const auditEntry = (id: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: "2026-11-26T10:15:00.000Z",
  actor: OWNER,
  action: "staff.role",
  recordType: "staff",
  recordId: "sam-1",
  customerUid: null,
  before: entry("sam-1", "sam@example.com", "packer"),
  after: entry("sam-1", "sam@example.com", "support"),
  ...overrides,
});

describe("/admin/audit", () => {
  it("lists entries newest first with who, what and the change, and filters by member and customer", async () => {
    const user = userEvent.setup();
    const shop = await openAs("/admin/audit", OWNER, (call) => {
      if (call === "GET /api/admin/staff") {
        return { status: 200, body: { staff: [entry(OWNER.uid, OWNER.email, "owner")] } };
      }
      if (call.startsWith("GET /api/admin/audit")) {
        return {
          status: 200,
          body: {
            entries: [
              auditEntry(2),
              auditEntry(1, {
                action: "delivery.ship",
                recordType: "delivery",
                recordId: "42",
                customerUid: "cust-7",
                actor: { uid: "p-1", email: "pat@example.com", role: "packer" },
                before: { fulfilment: "packed" },
                after: { fulfilment: "shipped" },
              }),
              auditEntry(0, { action: "staff.add", before: null }),
            ],
          },
        };
      }
      return undefined;
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Audit log" })).toBeInTheDocument();
    const articles = screen.getAllByRole("article");
    expect(articles[0]).toHaveAccessibleName("Changed the role · Staff: sam@example.com");
    expect(
      within(articles[0]!).getByRole("row", { name: "Role Packer Support" }),
    ).toBeInTheDocument();
    expect(articles[0]).toHaveTextContent(`By${OWNER.email} (Owner)`);
    expect(articles[1]).toHaveAccessibleName("Shipped a box · Delivery 42");
    expect(articles[1]).toHaveTextContent("Customercust-7");
    expect(
      within(articles[1]!).getByRole("row", { name: "Fulfilment packed shipped" }),
    ).toBeInTheDocument();
    // A record made has no Before column: only the side that exists.
    expect(articles[2]).toHaveAccessibleName("Added to the staff · Staff: sam@example.com");
    expect(
      within(articles[2]!)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Field", "After"]);
    expect(within(articles[2]!).getByRole("row", { name: "E-mail sam@example.com" })).toBeVisible();
    // Removed staff stay choosable: the filter lists everyone named on the page.
    const filters = screen.getByRole("form", { name: "Filter the audit log" });
    const member = within(filters).getByRole("combobox", { name: "Staff member" });
    expect(
      within(member)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Everyone", OWNER.email, "pat@example.com"]);
    await user.selectOptions(member, "pat@example.com");
    await user.type(within(filters).getByRole("textbox", { name: "Customer" }), "cust-7");
    await user.click(within(filters).getByRole("button", { name: "Filter" }));
    await vi.waitFor(() =>
      expect(shop.calls.map((c) => c.call)).toContain(
        "GET /api/admin/audit?actor=pat%40example.com&customer=cust-7",
      ),
    );
    expect(await screen.findByRole("link", { name: "Clear the filters" })).toBeInTheDocument();
  });

  it("offers older entries when a page is full, asking for those before the last one shown", async () => {
    const user = userEvent.setup();
    // A full page of small entries (one field each), so that jsdom draws it quickly.
    const page = Array.from({ length: 100 }, (_, i) =>
      auditEntry(300 - i, {
        action: "settings.update",
        recordType: "settings",
        before: { supportRefundCapCents: i },
        after: { supportRefundCapCents: i + 1 },
      }),
    );
    const shop = await openAs("/admin/audit", OWNER, (call) => {
      if (call === "GET /api/admin/staff") return { status: 200, body: { staff: [] } };
      if (call === "GET /api/admin/audit") return { status: 200, body: { entries: page } };
      if (call === "GET /api/admin/audit?before=201") {
        return { status: 200, body: { entries: [auditEntry(7)] } };
      }
      return undefined;
    });
    await user.click(await screen.findByRole("link", { name: "Older entries" }));
    expect(
      await screen.findByRole("heading", { name: "Older entries (1)" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(shop.count("GET /api/admin/audit?before=201")).toBe(1);
    expect(screen.getByRole("link", { name: "Newest entries" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Older entries" })).not.toBeInTheDocument();
    // Two pages of 100 entries drawn in jsdom: over the 5 s default on a busy 2-core machine.
  }, 20_000);

  it("says why the log could not be loaded, in the shop's words", async () => {
    await openAs("/admin/audit", OWNER, () => refusal(503, "unavailable", "The shop is resting."));
    expect(await screen.findByRole("alert")).toHaveTextContent("The shop is resting.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
