import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AuthFailure } from "../auth-errors";
import { signInWithProviderPopup } from "../api/sign-in-with-popup";
import { SocialSignIn } from "./social-sign-in";

vi.mock("../api/sign-in-with-popup", () => ({ signInWithProviderPopup: vi.fn() }));
const popup = vi.mocked(signInWithProviderPopup);

describe("SocialSignIn", () => {
  beforeEach(() => {
    popup.mockReset();
  });

  it("signs in with Google or GitHub and reports success", async () => {
    popup.mockResolvedValue();
    const onSignedIn = vi.fn();
    render(<SocialSignIn onSignedIn={onSignedIn} />);
    await userEvent.click(screen.getByRole("button", { name: "Sign in with Google" }));
    expect(popup).toHaveBeenLastCalledWith("google");
    await userEvent.click(screen.getByRole("button", { name: "Sign in with GitHub" }));
    expect(popup).toHaveBeenLastCalledWith("github");
    expect(onSignedIn).toHaveBeenCalledTimes(2);
  });

  it.each(["auth/popup-closed-by-user", "auth/cancelled-popup-request"])(
    "a closed popup (%s) shows no error and leaves the buttons usable",
    async (code) => {
      popup.mockImplementation(async () => {
        throw new AuthFailure(code);
      });
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      render(<SocialSignIn onSignedIn={vi.fn()} />);
      await userEvent.click(screen.getByRole("button", { name: "Sign in with Google" }));
      expect(screen.queryByRole("alert")).not.toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Sign in with Google" })).toBeEnabled();
      expect(warn).not.toHaveBeenCalled();
    },
  );

  it("logs other failures and shows a short message", async () => {
    popup.mockImplementation(async () => {
      throw new AuthFailure("auth/internal-error");
    });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const onSignedIn = vi.fn();
    render(<SocialSignIn onSignedIn={onSignedIn} />);
    await userEvent.click(screen.getByRole("button", { name: "Sign in with GitHub" }));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Sign-in with GitHub did not work. Please try again.",
    );
    expect(warn).toHaveBeenCalled();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("the Facebook button only logs, and says it is not available", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    render(<SocialSignIn onSignedIn={vi.fn()} />);
    await userEvent.click(screen.getByRole("button", { name: "Sign in with Facebook" }));
    expect(log).toHaveBeenCalled();
    expect(popup).not.toHaveBeenCalled();
    expect(screen.getByRole("status")).toHaveTextContent(
      "Facebook sign-in is not available yet. Please use another way.",
    );
  });
});
