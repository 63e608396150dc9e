import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PetFormLater } from "./pet-form-later";

describe("PetFormLater", () => {
  it("shows the pet form once its code has loaded", async () => {
    render(<PetFormLater species="cat" onSaved={() => {}} onCancel={() => {}} />);
    expect(screen.getByRole("status")).toHaveTextContent("Opening the pet form");
    // The first import of the form's modules is compiled on the spot: give it time on a busy machine.
    expect(await screen.findByLabelText("Name", {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
