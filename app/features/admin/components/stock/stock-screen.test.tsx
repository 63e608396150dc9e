import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { StockAnswer } from "@shared/api/admin/stock";
import { StockScreen } from "./stock-screen";

// The Stock screen (issue 27, decision 249), with the shop's answers stubbed at fetch.

const stock: StockAnswer = {
  thisMonth: "2026-11",
  nextMonth: "2026-12",
  boxes: [
    {
      kind: "box",
      key: "1",
      name: "Cozy Cat Corner",
      onHand: 1,
      thisMonth: 1,
      nextMonth: 3,
      shortfall: 3,
    },
    {
      kind: "box",
      key: "2",
      name: "Playful Pup Pack",
      onHand: -1,
      thisMonth: 0,
      nextMonth: 0,
      shortfall: 0,
    },
  ],
  swapIns: [
    {
      kind: "swap_in",
      key: "Grain-free turkey bites",
      name: "Grain-free turkey bites",
      onHand: 4,
      thisMonth: 0,
      nextMonth: 1,
      shortfall: 0,
    },
  ],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

const rowOf = (name: string) => screen.getByRole("row", { name: new RegExp(`^${name}`) });

describe("the Stock screen", () => {
  it("shows each box and swap-in against what is to pack, and the shortfall", () => {
    render(<StockScreen data={stock} staffRole="support" />);
    expect(screen.getByRole("heading", { level: 1, name: "Stock" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Short for the boxes still to pack: Cozy Cat Corner (3).",
    );
    const boxes = screen.getByRole("table", { name: "Boxes" });
    expect(
      within(boxes)
        .getAllByRole("columnheader")
        .map((each) => each.textContent),
    ).toEqual([
      "Item",
      "Shortfall",
      "On hand",
      "To pack in November 2026",
      "To pack in December 2026",
    ]);
    expect(rowOf("Cozy Cat Corner")).toHaveTextContent(/^Cozy Cat Corner3 short113$/);
    expect(rowOf("Playful Pup Pack")).toHaveTextContent("Below zero: count the shelf.");
    expect(
      screen.getByText(/More were packed than were counted of Playful Pup Pack/),
    ).toBeVisible();
    expect(
      within(screen.getByRole("table", { name: "Allergy swap-ins" })).getByRole("row", {
        name: /^Grain-free turkey bites/,
      }),
    ).toHaveTextContent(/^Grain-free turkey bitesNone401$/);
    // Support reads the stock; owners and packers count it.
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("lets a packer set what is on hand, refusing what is not a whole number in words", async () => {
    const user = userEvent.setup();
    const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
      const { onHand } = JSON.parse(String(init?.body)) as { onHand: number };
      return onHand > 100_000
        ? json(400, {
            error: {
              code: "invalid_body",
              message: "Check onHand.",
              fields: { onHand: "The number on hand can be at most 100000." },
            },
          })
        : json(200, { stock: { kind: "box", key: "1", name: "Cozy Cat Corner", onHand } });
    });
    vi.stubGlobal("fetch", fetch);
    render(<StockScreen data={stock} staffRole="packer" />);
    const field = screen.getByRole("textbox", { name: "On hand: Cozy Cat Corner" });
    const save = within(screen.getByRole("form", { name: "On hand: Cozy Cat Corner" })).getByRole(
      "button",
      { name: "Save" },
    );

    await user.clear(field);
    await user.type(field, "-2");
    await user.click(save);
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription("Give the number on hand, a whole number from 0.");
    expect(fetch).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, "200000");
    await user.click(save);
    expect(
      await screen.findByText("The number on hand can be at most 100000."),
    ).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, "4");
    await user.click(save);
    expect(await screen.findByText("Saved.")).toBeInTheDocument();
    const [url, init] = fetch.mock.calls.at(-1)!;
    expect(url).toMatch(/\/api\/admin\/stock\/boxes\/1$/);
    expect(init?.method).toBe("PUT");
    expect(JSON.parse(String(init?.body))).toEqual({ onHand: 4 });
    expect(rowOf("Cozy Cat Corner")).toHaveTextContent(/^Cozy Cat CornerNone/);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByText("There is stock for every box still to pack.")).toBeVisible();
  });
});
