import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Code } from "@shared/api/codes";
import type { CodesData } from "../../load-admin";
import { CodesScreen } from "./codes-screen";

// The Codes screen's switch, edit and restriction pickers (decision 275), stubbed at fetch.

const code: Code = {
  id: 1,
  code: "SPRING",
  percentOff: 10,
  amountOff: null,
  firstBoxOnly: true,
  months: null,
  startsOn: null,
  endsOn: "2026-12-31",
  maxUses: 5,
  oncePerCustomer: false,
  boxIds: ["1"],
  planIds: [],
  uses: 2,
  createdAt: "2026-11-26T10:00:00.000Z",
  active: true,
};

const data: CodesData = {
  codes: [code],
  boxes: [
    { id: "1", name: "Cozy Cat Corner" },
    { id: "2", name: "Playful Pup Pack" },
  ],
  plans: [
    { id: "per-box", name: "Pay per box" },
    { id: "prepay-6", name: "Prepay 6 deliveries" },
  ],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });

type Call = { call: string; body: unknown };

function stub(answer: (call: string, body: unknown) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = `${init?.method} ${url.replace(/^https?:\/\/[^/]+/, "")}`;
      const body = JSON.parse(String(init?.body ?? "null"));
      calls.push({ call, body });
      return answer(call, body);
    }),
  );
  return calls;
}

function show() {
  const router = createMemoryRouter([{ path: "/", element: <CodesScreen data={data} /> }]);
  render(<RouterProvider router={router} />);
}

afterEach(() => vi.unstubAllGlobals());

describe("Codes", () => {
  it("names a code's boxes, switches it off after a confirm and on again", async () => {
    const user = userEvent.setup();
    const calls = stub((_call, body) =>
      json(200, { code: { ...code, active: (body as { active: boolean }).active } }),
    );
    show();
    const row = screen.getByRole("listitem");
    expect(row).toHaveTextContent("Boxes: Cozy Cat Corner");
    expect(row).toHaveTextContent("2 of 5 used");
    await user.click(within(row).getByRole("button", { name: "SPRING: switch off" }));
    const dialog = screen.getByRole("alertdialog", { name: "Switch SPRING off?" });
    expect(dialog).toHaveTextContent("This code is no longer valid.");
    await user.click(within(dialog).getByRole("button", { name: "Switch off" }));
    expect(
      await screen.findByText("SPRING is switched off: checkout refuses it."),
    ).toBeInTheDocument();
    expect(row).toHaveTextContent("Switched off");

    await user.click(within(row).getByRole("button", { name: "SPRING: switch on" }));
    const on = screen.getByRole("dialog", { name: "Switch SPRING on?" });
    await user.click(within(on).getByRole("button", { name: "Switch on" }));
    expect(
      await screen.findByText("SPRING is on again: customers can use it."),
    ).toBeInTheDocument();
    expect(row).not.toHaveTextContent("Switched off");
    expect(calls).toEqual([
      { call: "PATCH /api/admin/codes/SPRING", body: { active: false } },
      { call: "PATCH /api/admin/codes/SPRING", body: { active: true } },
    ]);
  });

  it("changes the last day and the limit, an empty field removing it; the shop's refusal is said beside the field", async () => {
    const user = userEvent.setup();
    let refuse = true;
    const calls = stub((_call, body) =>
      refuse
        ? json(400, {
            error: {
              code: "invalid_body",
              message: "Check the last day.",
              fields: { endsOn: "The last day comes on or after the first, 2026-12-01." },
            },
          })
        : json(200, { code: { ...code, ...(body as object) } }),
    );
    show();
    await user.click(screen.getByRole("button", { name: "SPRING: change end and limit" }));
    const dialog = screen.getByRole("dialog", { name: "Change SPRING" });
    const limit = within(dialog).getByRole("textbox", { name: "Most uses in all (optional)" });
    expect(limit).toHaveValue("5");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(
      await within(dialog).findByText("The last day comes on or after the first, 2026-12-01."),
    ).toBeInTheDocument();
    refuse = false;
    await user.clear(limit);
    await user.type(limit, "25");
    await user.clear(within(dialog).getByLabelText("Last day (optional)"));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("SPRING was changed.")).toBeInTheDocument();
    expect(screen.getByTestId("code-uses")).toHaveTextContent("2 of 25 used");
    expect(calls.at(-1)).toEqual({
      call: "PATCH /api/admin/codes/SPRING",
      body: { endsOn: null, maxUses: 25 },
    });
  });

  it("makes a code kept to the boxes and plans ticked in the pickers", async () => {
    const user = userEvent.setup();
    const calls = stub((_call, body) =>
      json(201, { code: { ...code, ...(body as object), id: 2, code: "PUPS", uses: 0 } }),
    );
    show();
    const form = screen.getByRole("region", { name: "New code" });
    const boxes = within(form).getByRole("group", { name: /Only for these boxes/ });
    expect(
      within(boxes)
        .getAllByRole("checkbox")
        .map((box) => box.getAttribute("name")),
    ).toEqual(["box:1", "box:2"]);
    await user.type(within(form).getByRole("textbox", { name: "Code" }), "pups");
    await user.type(within(form).getByRole("textbox", { name: "How much off" }), "15");
    await user.click(within(boxes).getByRole("checkbox", { name: "Playful Pup Pack" }));
    const plans = within(form).getByRole("group", { name: /Only for these plans/ });
    await user.click(within(plans).getByRole("checkbox", { name: "Prepay 6 deliveries" }));
    await user.click(within(form).getByRole("button", { name: "Make the code" }));
    expect(await screen.findByText("PUPS was made.")).toBeInTheDocument();
    expect(calls).toEqual([
      {
        call: "POST /api/admin/codes",
        body: expect.objectContaining({
          code: "pups",
          percentOff: 15,
          boxIds: ["2"],
          planIds: ["prepay-6"],
        }),
      },
    ]);
  });
});
