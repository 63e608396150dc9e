import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ReferralBlock } from "./referral-block";

// Issue 28, decision 270: the account page shows the customer's referral code with a Copy button
// and one line of what it gives.

const referral = { code: "PB-7KQ2MXRT", friendOff: 1000, credit: 1500 };

describe("the account page's referral code", () => {
  it("shows the code and what it gives the friend and the customer", () => {
    render(<ReferralBlock referral={referral} />);
    expect(screen.getByRole("heading", { name: "Your referral code" })).toBeVisible();
    expect(screen.getByTestId("referral-code")).toHaveTextContent("PB-7KQ2MXRT");
    expect(
      screen.getByText(
        "Your friend gets $10.00 off their first box; you get $15.00 off your next box once theirs has shipped.",
      ),
    ).toBeVisible();
  });

  it("copies the code to the clipboard and says so", async () => {
    const user = userEvent.setup();
    render(<ReferralBlock referral={referral} />);
    expect(screen.getByRole("status")).toHaveTextContent("");
    await user.click(screen.getByRole("button", { name: "Copy code" }));
    expect(await navigator.clipboard.readText()).toBe("PB-7KQ2MXRT");
    expect(screen.getByRole("status")).toHaveTextContent(
      "Copied: paste it into a message to a friend.",
    );
  });

  it("says how to copy it by hand when the browser refuses", async () => {
    const user = userEvent.setup();
    render(<ReferralBlock referral={referral} />);
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValueOnce(new Error("denied"));
    await user.click(screen.getByRole("button", { name: "Copy code" }));
    expect(screen.getByRole("status")).toHaveTextContent(
      "Your browser did not let us copy it: select the code and copy it yourself.",
    );
  });
});
