import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PetFormLater } from "./pet-form-later";

describe("PetFormLater", () => {
  it("shows the pet form once its code has loaded", async () => {
    render(<PetFormLater species="cat" onSaved={() => {}} onCancel={() => {}} />);
    expect(screen.getByRole("status")).toHaveTextContent("Opening the pet form");
    expect(await screen.findByLabelText("Name")).toBeInTheDocument();
  });
});
