import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testPet } from "../../../../tests/support/fixtures";
import { PetForm } from "./pet-form";

const stored = testPet(7, "Rex", {
  species: "dog",
  size: "large",
  birthday: "2021-03",
  allergies: ["chicken"],
  dislikesOther: "squeaky toys",
  chewing: "power",
});

function answer(status: number, body: unknown) {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });
}

/** The shop API as the browser sees it: each call recorded, answered with `reply`. */
function stubApi(reply: (body: Record<string, unknown>) => Response) {
  const calls: { method: string; url: string; body: Record<string, unknown>; key: string }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body ?? "null")) as Record<string, unknown>;
      const headers = init.headers as Record<string, string>;
      calls.push({ method: String(init.method), url, body, key: headers["idempotency-key"] ?? "" });
      return reply(body);
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("PetForm", () => {
  it("asks a dog's size and chewing strength, never a cat's", async () => {
    const user = userEvent.setup();
    render(<PetForm onSaved={vi.fn()} />);
    expect(screen.queryByLabelText("Size")).not.toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "Dog" }));
    expect(screen.getByLabelText("Size")).toBeInTheDocument();
    expect(screen.getByLabelText("Chewing strength")).toHaveDisplayValue("Not given");
    expect(
      within(screen.getByLabelText("Chewing strength")).getByRole("option", {
        name: "Power chewer",
      }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "Cat" }));
    expect(screen.queryByLabelText("Size")).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Chewing strength")).not.toBeInTheDocument();
  });

  it("shows a fixed species without asking it, and sends it", async () => {
    const user = userEvent.setup();
    const calls = stubApi((body) => answer(201, { pet: { ...stored, ...body, id: 9 } }));
    const onSaved = vi.fn();
    render(<PetForm species="cat" onSaved={onSaved} submitLabel="Add and use this pet" />);
    expect(screen.queryByRole("radio")).not.toBeInTheDocument();
    expect(screen.getByText("Cat")).toBeInTheDocument();
    expect(screen.queryByLabelText("Size")).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("Name"), "Misu");
    await user.click(screen.getByRole("button", { name: "Add and use this pet" }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: "POST",
      url: "/api/pets",
      body: { name: "Misu", species: "cat", size: null, chewing: null, birthday: null },
    });
    expect(calls[0]!.key).not.toBe("");
  });

  it("puts each problem beside its field and sends nothing", async () => {
    const user = userEvent.setup();
    const calls = stubApi(() => answer(500, {}));
    render(<PetForm onSaved={vi.fn()} />);
    const thisYear = new Date().getFullYear();
    await user.selectOptions(screen.getByLabelText("Year"), String(thisYear));
    await user.click(screen.getByRole("button", { name: "Add pet" }));

    const name = screen.getByLabelText("Name");
    await vi.waitFor(() => expect(name).toHaveAttribute("aria-invalid", "true"));
    expect(name).toHaveAccessibleDescription("Enter your pet's name.");
    await vi.waitFor(() => expect(name).toHaveFocus());
    expect(screen.getByRole("group", { name: "Species" })).toHaveAccessibleDescription(
      "Choose cat or dog.",
    );
    // Half a birthday asks for both halves.
    expect(screen.getByLabelText("Month")).toHaveAccessibleDescription(
      "Choose the month and year your pet was born.",
    );
    expect(calls).toHaveLength(0);
  });

  it("refuses a birthday in the future", async () => {
    const user = userEvent.setup();
    stubApi(() => answer(500, {}));
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-06-15T12:00:00Z") });
    try {
      render(<PetForm species="dog" onSaved={vi.fn()} />);
      await user.type(screen.getByLabelText("Name"), "Rex");
      await user.selectOptions(screen.getByLabelText("Month"), "December");
      await user.selectOptions(screen.getByLabelText("Year"), "2026");
      await user.click(screen.getByRole("button", { name: "Add pet" }));
      await vi.waitFor(() =>
        expect(screen.getByLabelText("Year")).toHaveAccessibleDescription(
          "A birthday cannot be in the future.",
        ),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it("edits a pet: its answers are filled in and a PATCH sends the chosen chips", async () => {
    const user = userEvent.setup();
    const calls = stubApi((body) => answer(200, { pet: { ...stored, ...body }, affected: [] }));
    const onSaved = vi.fn();
    render(<PetForm pet={stored} onSaved={onSaved} />);
    expect(screen.getByLabelText("Name")).toHaveValue("Rex");
    expect(screen.getByRole("radio", { name: "Dog" })).toBeChecked();
    expect(screen.getByLabelText("Size")).toHaveDisplayValue("Large");
    expect(screen.getByLabelText("Month")).toHaveDisplayValue("March");
    expect(screen.getByLabelText("Year")).toHaveDisplayValue("2021");
    const allergies = screen.getByRole("group", { name: "Allergies (optional)" });
    expect(within(allergies).getByRole("checkbox", { name: "Chicken" })).toBeChecked();
    expect(screen.getByLabelText("Other dislikes")).toHaveValue("squeaky toys");

    await user.click(within(allergies).getByRole("checkbox", { name: "Grain" }));
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(calls[0]).toMatchObject({
      method: "PATCH",
      url: "/api/pets/7",
      body: { allergies: ["chicken", "grain"], size: "large", chewing: "power" },
    });
    expect(onSaved.mock.calls[0]![0]).toMatchObject({ id: 7, allergies: ["chicken", "grain"] });
  });

  it("shows the server's field messages beside the fields", async () => {
    const user = userEvent.setup();
    stubApi(() =>
      answer(409, {
        error: {
          code: "conflict",
          message: "This pet has a live subscription, so its species cannot change.",
          fields: { species: "This pet has a live subscription, so its species cannot change." },
        },
      }),
    );
    const onSaved = vi.fn();
    render(<PetForm pet={stored} onSaved={onSaved} />);
    await user.click(screen.getByRole("radio", { name: "Cat" }));
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(
      await screen.findByText("This pet has a live subscription, so its species cannot change."),
    ).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Species" })).toHaveAccessibleDescription(
      "This pet has a live subscription, so its species cannot change.",
    );
    expect(screen.getByRole("alert")).toHaveTextContent("check the messages beside the fields");
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("keeps what was typed when the shop cannot be reached", async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    render(<PetForm onSaved={vi.fn()} onCancel={vi.fn()} />);
    await user.type(screen.getByLabelText("Name"), "Tom");
    await user.click(screen.getByRole("radio", { name: "Cat" }));
    await user.click(screen.getByRole("button", { name: "Add pet" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The shop cannot be reached right now. Please try again. What you entered is still here.",
    );
    expect(screen.getByLabelText("Name")).toHaveValue("Tom");
  });
});
