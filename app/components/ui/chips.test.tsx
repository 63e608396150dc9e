import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Chip, ChipGroup } from "./chips";
import { ChoiceCard } from "./choice-card";

describe("ChipGroup and Chip", () => {
  it("is a group named by its legend, described by its hint and error; chips are real inputs", async () => {
    const user = userEvent.setup();
    render(
      <form aria-label="Pet">
        <ChipGroup legend="Allergies" name="allergies" hint="Any that apply." optional>
          <Chip type="checkbox" name="allergies:fish">
            Fish
          </Chip>
          <Chip type="checkbox" name="allergies:beef">
            Beef
          </Chip>
        </ChipGroup>
        <ChipGroup legend="Species" error="Choose cat or dog.">
          <Chip type="radio" name="species" value="cat" invalid>
            Cat
          </Chip>
          <Chip type="radio" name="species" value="dog" invalid>
            Dog
          </Chip>
        </ChipGroup>
      </form>,
    );
    const allergies = screen.getByRole("group", { name: "Allergies (optional)" });
    expect(allergies).toHaveAccessibleDescription("Any that apply.");
    await user.click(within(allergies).getByRole("checkbox", { name: "Fish" }));
    expect(within(allergies).getByRole("checkbox", { name: "Fish" })).toBeChecked();
    expect(within(allergies).getByRole("checkbox", { name: "Beef" })).not.toBeChecked();
    // The fieldset carries the value's name, so a form can tell the error has a place.
    const form = screen.getByRole("form", { name: "Pet" }) as HTMLFormElement;
    expect(form.elements.namedItem("allergies")).toBe(allergies);

    const species = screen.getByRole("group", { name: "Species" });
    expect(species).toHaveAccessibleDescription("Choose cat or dog.");
    expect(within(species).getByRole("radio", { name: "Cat" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await user.click(within(species).getByRole("radio", { name: "Dog" }));
    expect(within(species).getByRole("radio", { name: "Dog" })).toBeChecked();
  });

  it("moves between radio chips with the arrow keys, as radios do", async () => {
    const user = userEvent.setup();
    render(
      <ChipGroup legend="Size">
        <Chip type="radio" name="size" value="small" defaultChecked>
          Small
        </Chip>
        <Chip type="radio" name="size" value="large">
          Large
        </Chip>
      </ChipGroup>,
    );
    await user.tab();
    expect(screen.getByRole("radio", { name: "Small" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("radio", { name: "Large" })).toBeChecked();
  });
});

describe("ChoiceCard", () => {
  it("is a radio labelled by everything on the card", async () => {
    const user = userEvent.setup();
    render(
      <fieldset>
        <legend>Plan</legend>
        <ChoiceCard name="plan" value="a" defaultChecked>
          <span>Pay per box</span> <span>$29.99 per delivery</span>
        </ChoiceCard>
        <ChoiceCard name="plan" value="b">
          <span>Prepay 6</span> <span>$170.94</span>
        </ChoiceCard>
      </fieldset>,
    );
    expect(screen.getByRole("radio", { name: /Pay per box \$29\.99 per delivery/ })).toBeChecked();
    await user.click(screen.getByText("$170.94"));
    expect(screen.getByRole("radio", { name: /Prepay 6/ })).toBeChecked();
  });
});
