// The packing list a page at a time (decision 261) as the /admin route runs it: the screen shows
// the whole month's pick list and counts with its first page, "Show more boxes" adds the next
// (focus on the first new box, a loading state, an error said in an alert); the print view and
// the CSV read every page; Today asks only for the boxes it shows.
import { readFileSync } from "node:fs";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminPackingLine, PickTotal } from "@shared/api/admin/deliveries";
import { resetCatalogueCache } from "~/features/catalogue/api/get-catalogue";
import { testAddress } from "../../tests/support/fixtures";
import * as adminRoute from "./admin";
import { refusal, renderRoute, stubShop } from "./testing/route-harness";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetCatalogueCache();
});

const PACKER = { uid: "packer-1", email: "pat@example.com", role: "packer" as const };
const catalogue: unknown = JSON.parse(readFileSync("public/catDog.json", "utf8"));

type Reply = { status: number; body?: unknown };

async function openAdmin(
  path: string,
  answer: (call: string) => Reply | Promise<Reply> | undefined,
  staff: { uid: string; email: string; role: "owner" | "support" | "packer" } = PACKER,
) {
  const shop = stubShop(async (call) => {
    if (call === "GET /api/admin/me") return { status: 200, body: { staff } };
    if (call === "GET /catDog.json") return { status: 200, body: catalogue };
    return (await answer(call)) ?? refusal(404, "not_found", `No stub for ${call}`);
  });
  const route = renderRoute(adminRoute, { path, pattern: "/admin/*" });
  await route.confirm();
  return shop;
}

const line = (n: number, over: Partial<AdminPackingLine> = {}): AdminPackingLine => ({
  date: "2026-12-01",
  deliveryId: 100 + n,
  subscriptionId: n,
  uid: "ada",
  boxId: "1",
  boxName: "Cozy Cat Corner",
  quantity: 1,
  pet: null,
  address: testAddress,
  swapOut: [],
  confirmedSwap: null,
  orderId: `order-${n}`,
  orderNumber: 40 + n,
  chewing: null,
  state: "scheduled",
  replacement: false,
  packedAt: null,
  shippedAt: null,
  carrier: null,
  carrierName: null,
  trackingNumber: null,
  trackingUrl: null,
  ...over,
});

/** The month of December holds three boxes, 4 of the Cozy Cat Corner to pick in all. */
const totals: PickTotal[] = [
  { kind: "box", key: "1", name: "Cozy Cat Corner", quantity: 4 },
  { kind: "swap_in", key: "Salmon treats", name: "Salmon treats", quantity: 2 },
];
const page = (lines: AdminPackingLine[], next: string | null): Reply => ({
  status: 200,
  body: { month: "2026-12", week: null, lines, totals, count: 3, open: 3, next },
});
const CURSOR = "2026-12-01~2~102";
const AFTER = "after=2026-12-01%7E2%7E102";

/** A reply that waits for `release()`: what the screen shows meanwhile can be looked at. */
function held(reply: Reply) {
  let release = () => {};
  const promise = new Promise<Reply>((resolve) => {
    release = () => resolve(reply);
  });
  return { promise, release: () => release() };
}

describe("/admin/packing a page at a time", () => {
  it("shows the whole month's pick list and counts with the first page, and Show more boxes adds the next, the focus on its first box", async () => {
    const user = userEvent.setup();
    const second = held(page([line(3, { date: "2026-12-02" })], null));
    const shop = await openAdmin("/admin/packing?month=2026-12", (call) => {
      if (call === "GET /api/admin/packing?month=2026-12") {
        return page([line(1), line(2)], CURSOR);
      }
      if (call === `GET /api/admin/packing?month=2026-12&${AFTER}`) return second.promise;
      return undefined;
    });
    expect(await screen.findByRole("heading", { name: "Boxes (3)" })).toBeInTheDocument();
    expect(screen.getByText(/3 to pack or ship, 0 done or not sent/)).toBeInTheDocument();
    // The pick list is the month's (4 boxes, 2 swap-ins), not the two boxes shown.
    const picks = screen.getByRole("region", { name: "Pick list" });
    expect(within(picks).getByRole("row", { name: "Cozy Cat Corner 4" })).toBeInTheDocument();
    expect(within(picks).getByRole("row", { name: "Salmon treats 2" })).toBeInTheDocument();
    expect(screen.getByText("Showing 2 of 3 boxes.")).toBeInTheDocument();
    expect(screen.queryByText("PB-000043")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Show more boxes" }));
    expect(screen.getByRole("button", { name: "Loading more boxes…" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    second.release();
    const added = (await screen.findByText("PB-000043")).closest("li")!;
    await waitFor(() => expect(added).toHaveFocus());
    expect(screen.getByText("PB-000041")).toBeInTheDocument();
    expect(screen.getByText("PB-000042")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Show more boxes|Loading more/ })).toBeNull();
    expect(screen.queryByText(/Showing \d+ of/)).toBeNull();
    expect(shop.count(`GET /api/admin/packing?month=2026-12&${AFTER}`)).toBe(1);
  });

  it("says in an alert when the next page cannot be read, keeps the boxes shown and lets the packer try again", async () => {
    const user = userEvent.setup();
    let fail = true;
    await openAdmin("/admin/packing?month=2026-12", (call) => {
      if (call === "GET /api/admin/packing?month=2026-12") {
        return page([line(1), line(2)], CURSOR);
      }
      if (call === `GET /api/admin/packing?month=2026-12&${AFTER}`) {
        return fail
          ? refusal(503, "unavailable", "The shop is busy: try again in a moment.")
          : page([line(3)], null);
      }
      return undefined;
    });
    await user.click(await screen.findByRole("button", { name: "Show more boxes" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "More boxes could not be shown: The shop is busy: try again in a moment.",
    );
    expect(screen.getByText("PB-000041")).toBeInTheDocument();
    expect(screen.queryByText("PB-000043")).toBeNull();

    fail = false;
    await user.click(screen.getByRole("button", { name: "Show more boxes" }));
    expect(await screen.findByText("PB-000043")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("ticks the boxes of a later page with the first page's, to ship them together", async () => {
    const user = userEvent.setup();
    await openAdmin("/admin/packing?month=2026-12", (call) => {
      if (call === "GET /api/admin/packing?month=2026-12") {
        return page([line(1, { state: "late" }), line(2, { state: "late" })], CURSOR);
      }
      if (call === `GET /api/admin/packing?month=2026-12&${AFTER}`) {
        return page([line(3, { state: "late" })], null);
      }
      return undefined;
    });
    await user.click(await screen.findByRole("button", { name: "Show more boxes" }));
    await screen.findByText("PB-000043");
    await user.click(screen.getByRole("button", { name: "Tick all to ship" }));
    expect(screen.getByRole("button", { name: "Ship 3 boxes…" })).toBeInTheDocument();
  });

  it("makes the CSV of every box of the month, reading the pages not yet shown", async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    vi.stubGlobal(
      "URL",
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          blobs.push(blob);
          return "blob:packing";
        },
        revokeObjectURL: () => {},
      }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const shop = await openAdmin("/admin/packing?month=2026-12", (call) => {
      if (call === "GET /api/admin/packing?month=2026-12") {
        return page([line(1), line(2)], CURSOR);
      }
      if (call === "GET /api/admin/packing?month=2026-12&limit=500") {
        return page([line(1), line(2)], CURSOR);
      }
      if (call === `GET /api/admin/packing?month=2026-12&${AFTER}&limit=500`) {
        return page([line(3)], null);
      }
      return undefined;
    });
    await user.click(await screen.findByRole("button", { name: "Download CSV" }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const csv = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0]!);
    });
    expect(csv.trim().split("\r\n")).toHaveLength(4);
    for (const order of ["PB-000041", "PB-000042", "PB-000043"]) expect(csv).toContain(order);
    expect(shop.count(`GET /api/admin/packing?month=2026-12&${AFTER}&limit=500`)).toBe(1);
    // The screen itself still shows its first page.
    expect(screen.queryByText("PB-000043")).toBeNull();
  });

  it("prints every box of the month, the pages read one after the other", async () => {
    await openAdmin("/admin/packing/print?month=2026-12", (call) => {
      if (call === "GET /api/admin/packing?month=2026-12&limit=500") {
        return page([line(1), line(2)], CURSOR);
      }
      if (call === `GET /api/admin/packing?month=2026-12&${AFTER}&limit=500`) {
        return page([line(3)], null);
      }
      return undefined;
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Packing list, December 2026" }),
    ).toBeInTheDocument();
    expect(screen.getByText("3 boxes to pack and ship.")).toBeInTheDocument();
    for (const order of ["PB-000041", "PB-000042", "PB-000043"]) {
      expect(screen.getByRole("cell", { name: order })).toBeInTheDocument();
    }
  });
});

describe("/admin Today", () => {
  it("asks for this week's boxes and the late ones, not whole months, and says when it lists only the first", async () => {
    const late = Array.from({ length: 2 }, (_, i) =>
      line(i + 1, { date: "2026-11-20", state: "late" }),
    );
    const shop = await openAdmin("/admin", (call) => {
      if (call.startsWith("GET /api/admin/packing/today?week=")) {
        return {
          status: 200,
          body: {
            today: "2026-11-26",
            week: "2026-11-23",
            late: { count: 2, lines: late },
            thisWeek: { count: 75, lines: [line(9, { date: "2026-11-27" })] },
          },
        };
      }
      if (call === "GET /api/admin/stock") {
        return {
          status: 200,
          body: { thisMonth: "2026-11", nextMonth: "2026-12", boxes: [], swapIns: [] },
        };
      }
      return undefined;
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Today" })).toBeInTheDocument();
    const figure = (label: string) => screen.getByText(label, { selector: "dt" }).closest("div")!;
    expect(figure("To pack this week")).toHaveTextContent("75");
    expect(figure("Late")).toHaveTextContent("2");
    const lateBoxes = screen.getByRole("region", { name: "Late boxes" });
    expect(within(lateBoxes).getAllByRole("listitem")).toHaveLength(2);
    expect(within(lateBoxes).queryByText(/The first/)).toBeNull();
    expect(within(lateBoxes).getByRole("link", { name: "Open packing" })).toHaveAttribute(
      "href",
      "/admin/packing?month=2026-11",
    );
    const week = screen.getByRole("region", { name: /^To pack this week/ });
    expect(within(week).getAllByRole("listitem")).toHaveLength(1);
    expect(within(week).getByText("The first 1 of 75: Packing lists them all.")).toBeVisible();
    expect(shop.calls.filter((each) => each.call.includes("/api/admin/packing?"))).toEqual([]);
  });

  it("lists the oldest five unpaid boxes, counts and sums them all, and sends the rest to Payments (decision 263)", async () => {
    const unpaid = Array.from({ length: 5 }, (_, i) => ({
      deliveryId: 100 + i,
      orderId: `order-${i}`,
      orderNumber: 500 + i,
      uid: `uid-${i}`,
      customerName: `Customer ${i}`,
      date: "2026-10-01",
      boxName: "Cozy Cat Corner",
      petName: null,
      quantity: 1,
      state: "delivered",
      shippedAt: "2026-10-01T10:00:00.000Z",
      amount: 3499,
      ageDays: 56,
    }));
    const owner = { uid: "owner-1", email: "olive@example.com", role: "owner" as const };
    const shop = await openAdmin(
      "/admin",
      (call) => {
        if (call === "GET /api/admin/problems") {
          return { status: 200, body: { open: [], resolved: [] } };
        }
        if (call === "GET /api/admin/messages") {
          return { status: 200, body: { unanswered: [], handled: [] } };
        }
        if (call.startsWith("GET /api/admin/packing/today?week=")) {
          return {
            status: 200,
            body: {
              today: "2026-11-26",
              week: "2026-11-23",
              late: { count: 0, lines: [] },
              thisWeek: { count: 0, lines: [] },
            },
          };
        }
        if (call === "GET /api/admin/unpaid?limit=5") {
          return { status: 200, body: { deliveries: unpaid, count: 4432, total: 15_507_568 } };
        }
        if (call === "GET /api/admin/stock") {
          return {
            status: 200,
            body: { thisMonth: "2026-11", nextMonth: "2026-12", boxes: [], swapIns: [] },
          };
        }
        return undefined;
      },
      owner,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Today" })).toBeInTheDocument();
    const figure = screen.getByText("Unpaid deliveries", { selector: "dt a" }).closest("div")!;
    expect(figure).toHaveTextContent("4432");
    const panel = screen.getByRole("region", { name: "Unpaid deliveries" });
    expect(within(panel).getAllByRole("listitem")).toHaveLength(5);
    expect(within(panel).getByText(/The oldest 5 of 4432, \$155,075\.68 in all:/)).toBeVisible();
    expect(within(panel).getByRole("link", { name: "Payments" })).toHaveAttribute(
      "href",
      "/admin/payments",
    );
    expect(shop.calls.filter((each) => each.call === "GET /api/admin/unpaid")).toEqual([]);
  });
});

describe("/admin/packing with a gift", () => {
  it("shows the giver's message on the gift's first box, for the card to put in, and on no other box", async () => {
    await openAdmin("/admin/packing?month=2026-12", (call) =>
      call === "GET /api/admin/packing?month=2026-12"
        ? page([line(1, { giftMessage: "Happy birthday, Rex!" }), line(2)], null)
        : undefined,
    );
    const gift = (await screen.findByText("PB-000041")).closest("li")!;
    expect(within(gift).getByText(/Gift message card:/).parentElement).toHaveTextContent(
      "Gift message card: Happy birthday, Rex!",
    );
    const other = screen.getByText("PB-000042").closest("li")!;
    expect(within(other).queryByText(/Gift message card/)).toBeNull();
  });
});
