// The owner's CSV downloads on the back office's screens (issue 27, decision 252) as the /admin
// route runs them: the owner's buttons on Customers, Payments and Packing, the file asked for
// with the owner's token and saved under the server's name, the button busy meanwhile, a
// refusal said in words; support and packers see no button.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { StaffRole } from "@shared/api/admin/staff";
import * as adminRoute from "./admin";
import { refusal, renderRoute, stubShop } from "./testing/route-harness";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const member = (role: StaffRole) => ({ uid: `${role}-1`, email: `${role}@example.com`, role });

/** What the browser was asked to save: each link clicked, its file name and its text. */
function savedFiles() {
  const saved: { fileName: string; text: Promise<string> }[] = [];
  const blobs = new Map<string, Blob>();
  // jsdom has no object URLs: these stand in for the browser's, for this test.
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void blobs.delete(url);
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ fileName: this.download, text: blobs.get(this.href)!.text() });
  });
  return saved;
}

/** The shop's API, with the CSV files answered as the server answers them. */
async function openAs(
  role: StaffRole,
  path: string,
  answer: (call: string) => { status: number; body?: unknown } | undefined = () => undefined,
  files: Record<string, () => Promise<Response>> = {},
) {
  const shop = stubShop((call) => {
    if (call === "GET /api/admin/me") return { status: 200, body: { staff: member(role) } };
    if (call === "GET /api/admin/unpaid")
      return { status: 200, body: { deliveries: [], count: 0, total: 0 } };
    if (call === "GET /api/admin/renewals/failed") return { status: 200, body: { renewals: [] } };
    if (call === "GET /api/admin/orders/awaiting-transfer")
      return { status: 200, body: { orders: [] } };
    if (call === "GET /api/admin/orders/transfers-to-return")
      return { status: 200, body: { orders: [] } };
    if (call.startsWith("GET /api/admin/packing?")) {
      return {
        status: 200,
        body: {
          month: "2026-12",
          week: null,
          lines: [],
          totals: [],
          count: 0,
          open: 0,
          next: null,
        },
      };
    }
    return answer(call) ?? refusal(404, "not_found", `No stub for ${call}`);
  });
  const json = globalThis.fetch;
  const fetched = vi.fn((url: string, init?: RequestInit) => {
    const file = files[url];
    return file ? file() : json(url, init);
  });
  vi.stubGlobal("fetch", fetched);
  await renderRoute(adminRoute, { path, pattern: "/admin/*" }).confirm();
  await screen.findByRole("heading", { level: 1 });
  return { shop, fetched };
}

const csv = (text: string, fileName: string) =>
  new Response(text, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${fileName}"`,
    },
  });

const downloads = () => screen.queryByRole("region", { name: /records, for a spreadsheet/ });

describe("the owner's CSV downloads", () => {
  it("downloads customers on the Customers screen, busy until the file is saved", async () => {
    const user = userEvent.setup();
    const saved = savedFiles();
    let send: (response: Response) => void = () => {};
    const { fetched } = await openAs("owner", "/admin/customers", undefined, {
      "/api/admin/export/customers.csv": () => new Promise((resolve) => (send = resolve)),
    });
    await screen.findByRole("heading", { level: 1, name: "Customers" });
    const region = downloads()!;
    expect(
      within(region)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual([
      "Download customers (CSV)",
      "Download subscriptions (CSV)",
      "Download orders (CSV)",
    ]);

    await user.click(within(region).getByRole("button", { name: "Download customers (CSV)" }));
    const busy = within(region).getByRole("button", { name: "Downloading customers…" });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute("aria-busy", "true");
    expect(within(region).getByRole("button", { name: "Download orders (CSV)" })).toBeDisabled();
    const [url, init] = fetched.mock.calls.find(([each]) => each.includes("/export/"))!;
    expect(url).toBe("/api/admin/export/customers.csv");
    expect(new Headers(init?.headers).get("authorization")).toBe("Bearer stored-token");

    send(csv("uid,email\r\nada,ada@example.com\r\n", "petbox-customers-2026-12-01.csv"));
    expect(
      await within(region).findByRole("button", { name: "Download customers (CSV)" }),
    ).toBeEnabled();
    expect(saved).toHaveLength(1);
    expect(saved[0]!.fileName).toBe("petbox-customers-2026-12-01.csv");
    expect(await saved[0]!.text).toBe("uid,email\r\nada,ada@example.com\r\n");
  });

  it("says why a download failed, in the shop's words, and lets the owner try again", async () => {
    const user = userEvent.setup();
    const saved = savedFiles();
    let fail = true;
    await openAs("owner", "/admin/payments", undefined, {
      "/api/admin/export/refunds.csv": async () =>
        fail
          ? Response.json(
              { error: { code: "unavailable", message: "The shop is busy. Try again soon." } },
              { status: 503 },
            )
          : csv("id\r\n", "petbox-refunds-2026-12-01.csv"),
    });
    const region = downloads()!;
    expect(
      within(region)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Download payments (CSV)", "Download refunds (CSV)"]);
    await user.click(within(region).getByRole("button", { name: "Download refunds (CSV)" }));
    expect(await within(region).findByRole("alert")).toHaveTextContent(
      "The refunds file could not be downloaded: The shop is busy. Try again soon.",
    );
    expect(saved).toHaveLength(0);

    fail = false;
    await user.click(within(region).getByRole("button", { name: "Download refunds (CSV)" }));
    expect(within(region).queryByRole("alert")).toBeNull();
    expect(saved.map((file) => file.fileName)).toEqual(["petbox-refunds-2026-12-01.csv"]);
  });

  it("offers the owner the deliveries file on the Packing screen", async () => {
    await openAs("owner", "/admin/packing?month=2026-12");
    await screen.findByRole("heading", { level: 1, name: "Packing" });
    expect(
      within(downloads()!).getByRole("button", { name: "Download deliveries (CSV)" }),
    ).toBeInTheDocument();
  });

  it.each([
    ["support", "/admin/customers", "Customers"],
    ["support", "/admin/payments", "Payments"],
    ["support", "/admin/packing?month=2026-12", "Packing"],
    ["packer", "/admin/packing?month=2026-12", "Packing"],
  ] as const)("shows %s no download on %s", async (role, path, title) => {
    const { fetched } = await openAs(role, path);
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeInTheDocument();
    expect(downloads()).toBeNull();
    expect(screen.queryByRole("button", { name: /\(CSV\)/ })).toBeNull();
    expect(fetched.mock.calls.some(([url]) => url.includes("/export/"))).toBe(false);
  });
});
