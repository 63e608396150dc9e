import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { SelectField } from "./field";

const sizes = [
  { value: "", label: "Not given" },
  { value: "small", label: "Small" },
  { value: "large", label: "Large" },
];

describe("SelectField", () => {
  it("is found by its label, described by its hint, and offers its options", () => {
    render(<SelectField label="Size" name="size" hint="As an adult." options={sizes} />);
    const select = screen.getByRole("combobox", { name: "Size" });
    expect(select).toHaveAttribute("name", "size");
    expect(select).toHaveAccessibleDescription("As an adult.");
    expect(select).not.toHaveAttribute("aria-invalid");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Not given",
      "Small",
      "Large",
    ]);
  });

  it("shows its error beside it, marked invalid and described by it", () => {
    render(<SelectField label="Size" options={sizes} error="Choose a size." />);
    const select = screen.getByLabelText("Size");
    expect(select).toHaveAttribute("aria-invalid", "true");
    expect(select).toHaveAccessibleDescription("Choose a size.");
  });

  it("can be marked invalid and described by text elsewhere (two lists, one message)", () => {
    render(
      <>
        <SelectField label="Month" options={sizes} aria-invalid describedBy="shared" />
        <p id="shared">Choose both.</p>
      </>,
    );
    expect(screen.getByLabelText("Month")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Month")).toHaveAccessibleDescription("Choose both.");
  });

  it("works controlled, as a page's own choice", async () => {
    const user = userEvent.setup();
    function Picker() {
      const [value, setValue] = useState("small");
      return (
        <>
          <SelectField
            label="Size"
            options={sizes}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
          <output>{value}</output>
        </>
      );
    }
    render(<Picker />);
    expect(screen.getByLabelText("Size")).toHaveDisplayValue("Small");
    await user.selectOptions(screen.getByLabelText("Size"), "Large");
    expect(screen.getByRole("status")).toHaveTextContent("large");
  });
});
