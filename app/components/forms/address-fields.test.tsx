import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { addressLimits } from "@shared/api/address";
import { testAddress } from "../../../tests/support/fixtures";
import { AddressFields } from "./address-fields";

const stored = testAddress;

describe("AddressFields", () => {
  it("asks every field with the schema's limits, prefilled with the address given", () => {
    render(<AddressFields initial={stored} errors={{}} />);
    for (const [label, name] of [
      ["Full name", "fullName"],
      ["Address line 1", "line1"],
      ["Address line 2 (optional)", "line2"],
      ["Town or city", "city"],
      ["ZIP code", "postalCode"],
      ["Phone (optional)", "phone"],
    ] as const) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute("name", name);
      expect(field).toHaveAttribute("maxLength", String(addressLimits[name]));
    }
    expect(screen.getByLabelText("Full name")).toHaveValue("Ada Lovelace");
    expect(screen.getByLabelText("State")).toHaveAttribute("name", "region");
    expect(screen.getByLabelText("Country")).toHaveDisplayValue("United States");
    expect(screen.getByLabelText("Phone (optional)")).toHaveAccessibleDescription(
      "Only for the courier, if they cannot find the door.",
    );
  });

  it("names the region and postal code as the chosen country does", async () => {
    const user = userEvent.setup();
    render(<AddressFields initial={null} errors={{}} />);
    await user.selectOptions(screen.getByLabelText("Country"), "United Kingdom");
    expect(screen.getByLabelText("County (optional)")).toBeInTheDocument();
    expect(screen.getByLabelText("Postcode")).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Country"), "Ireland");
    expect(screen.getByLabelText("Eircode")).toBeInTheDocument();
  });

  it("shows each error beside its field", () => {
    render(
      <AddressFields
        initial={stored}
        errors={{ postalCode: "Enter a ZIP code like 12345 or 12345-6789.", country: "No." }}
      />,
    );
    expect(screen.getByLabelText("ZIP code")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("ZIP code")).toHaveAccessibleDescription(
      "Enter a ZIP code like 12345 or 12345-6789.",
    );
    expect(screen.getByLabelText("Country")).toHaveAccessibleDescription("No.");
    expect(screen.getByLabelText("Town or city")).not.toHaveAttribute("aria-invalid");
  });

  it("joins a form it sits outside of", () => {
    render(
      <>
        <AddressFields form="order" initial={stored} errors={{}} />
        <form id="order" aria-label="Order" />
      </>,
    );
    const form = screen.getByRole("form", { name: "Order" }) as HTMLFormElement;
    expect(new FormData(form).get("city")).toBe("Springfield");
    expect(new FormData(form).get("country")).toBe("US");
  });

  it("takes a US state, a Canadian province or an Australian state from its list, and nothing else", async () => {
    const user = userEvent.setup();
    render(<AddressFields initial={{ ...stored, region: "IL" }} errors={{}} />);
    const state = screen.getByRole("combobox", { name: "State" });
    // The names load once the form is used (decision 214); the codes are there from the start.
    await user.click(screen.getByLabelText("Full name"));
    expect(await within(state).findByRole("option", { name: "Illinois" })).toBeInTheDocument();
    expect(state).toHaveDisplayValue("Illinois");
    const options = within(state).getAllByRole("option");
    // "Choose a state", the 50 states and the District of Columbia.
    expect(options).toHaveLength(52);
    expect(options.map((option) => option.textContent)).toContain("California");
    expect(options.map((option) => option.textContent)).not.toContain("Californa");
    expect(within(state).getByRole("option", { name: "California" })).toHaveValue("CA");
    await user.selectOptions(screen.getByLabelText("Country"), "Canada");
    const province = screen.getByRole("combobox", { name: "Province or territory" });
    expect(province).toHaveDisplayValue("Choose a province or territory");
    expect(within(province).getAllByRole("option")).toHaveLength(14);
    await user.selectOptions(screen.getByLabelText("Country"), "Australia");
    expect(
      within(screen.getByRole("combobox", { name: "State or territory" })).getAllByRole("option"),
    ).toHaveLength(9);
    // The UK's county is written, and may be left out.
    await user.selectOptions(screen.getByLabelText("Country"), "United Kingdom");
    expect(screen.getByRole("textbox", { name: "County (optional)" })).toHaveValue("");
  });
});
