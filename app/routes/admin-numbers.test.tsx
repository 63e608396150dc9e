// /admin/numbers (issue 27) as the /admin route runs it, on numbers shaped by the API's schema:
// the headline figures with their change, the three tables beside the charts, the charts' own
// chunk, and packers kept out without a call for the numbers.
import { readFileSync } from "node:fs";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { StaffRole } from "@shared/api/admin/staff";
import { resetCatalogueCache } from "~/features/catalogue/api/get-catalogue";
import { metricsFixture } from "~/features/admin/metrics-fixture";
import * as adminRoute from "./admin";
import { refusal, renderRoute, stubShop } from "./testing/route-harness";

afterEach(() => {
  vi.unstubAllGlobals();
  resetCatalogueCache();
});

const catalogue: unknown = JSON.parse(readFileSync("public/catDog.json", "utf8"));

async function openNumbers(role: StaffRole, metrics: () => { status: number; body?: unknown }) {
  const shop = stubShop((call) => {
    if (call === "GET /api/admin/me") {
      return { status: 200, body: { staff: { uid: "s-1", email: "sam@example.com", role } } };
    }
    if (call === "GET /catDog.json") return { status: 200, body: catalogue };
    if (call === "GET /api/admin/metrics") return metrics();
    return refusal(404, "not_found", `No stub for ${call}`);
  });
  const route = renderRoute(adminRoute, { path: "/admin/numbers", pattern: "/admin/*" });
  await route.confirm();
  return shop;
}

/** The rows of a table as the text of their cells. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));

describe("/admin/numbers", () => {
  it("shows today's figures with the change since last month, and what each counts", async () => {
    await openNumbers("owner", () => ({ status: 200, body: metricsFixture }));
    // The first test imports the charts' chunk (the chart library) for the first time.
    expect(
      await screen.findByRole("heading", { level: 1, name: "Numbers" }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const figure = (label: string) =>
      screen.getAllByRole("term").find((term) => term.textContent === label)!.parentElement!;
    expect(figure("Active subscriptions")).toHaveTextContent("1,234+45 since last month");
    expect(figure("Skipping the next box")).toHaveTextContent("41Same as last month");
    expect(figure("Paused")).toHaveTextContent("18\u22122 since last month");
    expect(figure("MRR")).toHaveTextContent("$37,024.66+$1,424.55 since last month");
    expect(figure("Churn rate")).toHaveTextContent("1.0%\u22120.6 points since last month");
    expect(figure("Unpaid")).toHaveTextContent("$129.50+$45.00 since last month");
    expect(figure("To pack, next 30 days")).toHaveTextContent("1,190");
    expect(figure("Open problems")).toHaveTextContent("2Same as last month");
    expect(screen.getByText("How these figures are counted")).toBeInTheDocument();
    // The server reuses a count for up to a minute (decision 253): the page says when it was made.
    expect(
      screen.getByText(
        /Counted at Nov 26, 2026, \d{1,2}:05 (AM|PM), and again at most once a minute\./,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Monthly recurring revenue divided by active subscriptions."),
    ).toBeInTheDocument();
    const menu = screen.getByRole("navigation", { name: "Back office menu" });
    expect(within(menu).getByRole("link", { name: "Numbers" })).toHaveAttribute(
      "href",
      "/admin/numbers",
    );
  });

  it("puts each chart's figures in a table with a caption and headers, opened from Show as table", async () => {
    const user = userEvent.setup();
    await openNumbers("support", () => ({ status: 200, body: metricsFixture }));
    const activity = await screen.findByRole("region", { name: "Active subscriptions and MRR" });
    // The charts' code is asked for once the figures are shown (decision 247): on a busy machine it
    // can take longer than Testing Library's default second to arrive.
    expect(
      await within(activity).findByRole(
        "img",
        { name: /Chart of active subscriptions and MRR/ },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    await user.click(within(activity).getByText("Show as table"));
    const months = within(activity).getByRole("table", {
      name: "Active subscriptions and MRR at each month's end",
    });
    const monthRows = rowsOf(months);
    expect(monthRows[0]).toEqual(["Month", "Active subscriptions", "MRR"]);
    expect(monthRows[1]).toEqual(["December 2025", "1,000", "$30,000.00"]);
    expect(monthRows[12]).toEqual(["November 2026", "1,234", "$37,024.66"]);

    const reasons = within(
      screen.getByRole("region", { name: "Cancellations by reason" }),
    ).getByRole("table", { name: "Cancellations by reason" });
    expect(rowsOf(reasons)).toEqual([
      ["Reason", "This month", "Last 12 months"],
      ["It costs too much", "7", "29"],
      ["My pet didn't enjoy the boxes", "0", "0"],
      ["We have more than we need", "0", "0"],
      ["Allergies or diet", "1", "1"],
      ["Moving or travelling", "0", "11"],
      ["Something else", "0", "0"],
      ["No reason given", "4", "26"],
      ["All cancellations", "12", "67"],
    ]);

    const shipped = within(
      screen.getByRole("region", { name: "Boxes shipped per month" }),
    ).getByRole("table", { name: "Boxes shipped per month, by box" });
    const shippedRows = rowsOf(shipped);
    // Box names come from the catalogue; an id it does not know is shown as a number.
    expect(shippedRows[0]).toEqual([
      "Month",
      "Cozy Cat Corner",
      "Playful Pup Pack",
      "Box 99",
      "All boxes",
    ]);
    expect(shippedRows[12]).toEqual(["November 2026", "600", "590", "3", "1,193"]);
  });

  it("tells a packer Not allowed, asks nothing for the numbers, and has no Numbers in the menu", async () => {
    const shop = await openNumbers("packer", () => ({ status: 200, body: metricsFixture }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Not allowed" }),
    ).toBeInTheDocument();
    const menu = screen.getByRole("navigation", { name: "Back office menu" });
    expect(within(menu).queryByRole("link", { name: "Numbers" })).toBeNull();
    expect(shop.count("GET /api/admin/metrics")).toBe(0);
  });

  it("says so when the numbers cannot be loaded", async () => {
    await openNumbers("owner", () => refusal(503, "unavailable", "The shop is busy."));
    expect(await screen.findByRole("alert")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
