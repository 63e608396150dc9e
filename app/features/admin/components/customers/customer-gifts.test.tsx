import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Gift } from "@shared/api/gifts";
import { CustomerGifts } from "./customer-gifts";

// The gifts on a customer's page (decision 275), the shop stubbed at fetch.

const gift = (id: number, values: Partial<Gift>): Gift => ({
  id,
  boxId: "1",
  boxName: "Cozy Cat Corner",
  deliveries: 3,
  boxesLeft: 3,
  recipientName: "Bea Lane",
  recipientEmail: "bea@example.com",
  message: null,
  sendOn: "2026-11-26",
  status: "sent",
  address: null,
  orderId: "5f0c2a9e-3b1d-4c8e-9a7f-2d6b4e8c1a03",
  subscriptionId: null,
  createdAt: "2026-11-26T10:00:00.000Z",
  ...values,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });

afterEach(() => vi.unstubAllGlobals());

const sent = gift(7, {});
const claimed = gift(8, {
  recipientName: "Cleo",
  recipientEmail: "cleo@example.com",
  status: "claimed",
  boxesLeft: 1,
  subscriptionId: 3,
});
const unpaid = gift(9, {
  recipientName: "Dan",
  recipientEmail: "dan@example.com",
  status: "awaiting_payment",
});

describe("the gifts a customer gave", () => {
  it("shows status, recipient and boxes left; offers a resend only once sent and nothing once claimed", () => {
    render(<CustomerGifts initial={[sent, claimed, unpaid]} />);
    const [first, second, third] = screen.getAllByRole("listitem");
    expect(first).toHaveTextContent("3 × Cozy Cat Corner for Bea Lane");
    expect(first).toHaveTextContent("E-mail sent, not claimed");
    expect(first).toHaveTextContent("bea@example.com · 3 of 3 boxes left");
    expect(
      within(first!)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Send the e-mail again", "Change the recipient's address"]);
    expect(second).toHaveTextContent("Claimed");
    expect(second).toHaveTextContent("1 of 3 boxes left");
    expect(within(second!).queryAllByRole("button")).toEqual([]);
    expect(third).toHaveTextContent("Waiting for payment");
    expect(
      within(third!)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Change the recipient's address"]);
  });

  it("sends the e-mail again after a confirm and says so; a refusal is said in the dialog", async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    let answer = json(200, { gift: sent });
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push(`${init?.method} ${url.replace(/^https?:\/\/[^/]+/, "")}`);
        return answer;
      }),
    );
    render(<CustomerGifts initial={[sent]} />);
    await user.click(
      screen.getByRole("button", { name: "Send the e-mail again to bea@example.com" }),
    );
    const dialog = screen.getByRole("dialog", { name: "Send the gift e-mail again?" });
    expect(dialog).toHaveTextContent("the old link stops working");
    await user.click(within(dialog).getByRole("button", { name: "Send the e-mail again" }));
    expect(
      await screen.findByText("The gift e-mail went again to bea@example.com, with a new link."),
    ).toBeInTheDocument();
    expect(calls).toEqual(["POST /api/admin/gifts/7/resend"]);

    answer = json(409, {
      error: { code: "conflict", message: "This gift has been claimed already." },
    });
    await user.click(
      screen.getByRole("button", { name: "Send the e-mail again to bea@example.com" }),
    );
    const again = screen.getByRole("dialog", { name: "Send the gift e-mail again?" });
    await user.click(within(again).getByRole("button", { name: "Send the e-mail again" }));
    expect(await within(again).findByRole("alert")).toHaveTextContent(
      "This gift has been claimed already.",
    );
  });

  it("changes the recipient's address, sending it as the shop's schema asks, and shows it", async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    const moved = gift(7, {
      address: {
        fullName: "Bea Lane",
        line1: "9 Elm Street",
        line2: "",
        city: "Springfield",
        region: "IL",
        postalCode: "62704",
        country: "US",
        phone: null,
      },
    });
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init?: RequestInit) => {
        bodies.push(JSON.parse(String(init?.body)));
        return json(200, { gift: moved });
      }),
    );
    render(<CustomerGifts initial={[sent]} />);
    await user.click(
      screen.getByRole("button", {
        name: "Change the recipient's address: Bea Lane, bea@example.com",
      }),
    );
    const dialog = screen.getByRole("dialog", { name: "Change the recipient's address" });
    await user.type(within(dialog).getByRole("textbox", { name: "Full name" }), "Bea Lane");
    await user.type(
      within(dialog).getByRole("textbox", { name: "Address line 1" }),
      "9 Elm Street",
    );
    await user.type(within(dialog).getByRole("textbox", { name: "Town or city" }), "Springfield");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "State" }), "IL");
    await user.type(within(dialog).getByRole("textbox", { name: "ZIP code" }), "62704");
    await user.click(within(dialog).getByRole("button", { name: "Save address" }));
    expect(
      await screen.findByText("Bea Lane's gift now goes to the new address."),
    ).toBeInTheDocument();
    expect(screen.getByRole("listitem")).toHaveTextContent("To Bea Lane, 9 Elm Street");
    expect(bodies).toEqual([
      {
        address: expect.objectContaining({
          line1: "9 Elm Street",
          city: "Springfield",
          region: "IL",
          postalCode: "62704",
          country: "US",
        }),
      },
    ]);
  });
});
