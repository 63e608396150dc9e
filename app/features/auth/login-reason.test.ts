import { describe, expect, it } from "vitest";
import { boxReason, loginReason } from "./login-reason";

describe("why /login was opened", () => {
  it("names what each protected page leads to; a box page names its box", () => {
    expect(loginReason("/checkout")).toEqual({
      sentence: "Sign in to check out. Your cart is kept.",
    });
    expect(loginReason("/account/subscriptions?focus=3")).toEqual({
      sentence: "Sign in to manage your subscriptions.",
    });
    expect(loginReason("/boxcarddetails/3")).toEqual({
      sentence: "Sign in to see this box's details and reviews.",
      boxId: "3",
    });
    expect(loginReason("/gift/AbC-_0123456789abcdefghijklmnopqrstuvwxyzAB")).toEqual({
      sentence: "Sign in to claim your gift. Your gift link is kept.",
    });
    expect(boxReason("Cozy Cat Corner")).toBe(
      "Sign in to see Cozy Cat Corner's details and reviews.",
    );
  });

  it("says nothing for the home page, an open page or an unknown one", () => {
    expect(loginReason("/")).toBeNull();
    expect(loginReason("/register")).toBeNull();
    expect(loginReason("/no-such-page")).toBeNull();
  });
});
