import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_AVATAR } from "~/lib/safe-url";
import {
  asName,
  asSingleLine,
  HOSTILE_HTTP_PHOTO_URLS,
  XSS_PAYLOADS,
} from "../../../../tests/support/xss-corpus";
import { expectNoInjectedMarkup } from "../../../../tests/support/xss-dom";
import { updateUserProfile } from "../api/update-user-profile";
import { AuthProvider } from "../auth-provider";
import { PHOTO_URL_MESSAGE } from "../schemas";
import type { SessionUser } from "../session-user";
import { createTestAuthClient, testUser } from "../test-auth-client";
import { ProfileView } from "./profile-view";

// Every payload of the XSS corpus on /myprofile: shown as text when it is the account's name,
// refused as a photo address, sent as it was typed when it is the new name (docs/decisions/190).
// The browser test types the nastiest few (tests/e2e/security-xss.spec.ts).

// Sixty-odd saves in one test, on a shared machine.
vi.setConfig({ testTimeout: 60_000 });

vi.mock("../api/update-user-profile", () => ({ updateUserProfile: vi.fn() }));
const update = vi.mocked(updateUserProfile);

function renderProfile(user: SessionUser) {
  const service = createTestAuthClient({ storedSession: true });
  const router = createMemoryRouter([{ path: "/", element: <ProfileView /> }]);
  render(
    <AuthProvider client={service.client}>
      <RouterProvider router={router} />
    </AuthProvider>,
  );
  act(() => service.report(user));
}

const details = () => document.getElementById("profile-details")!;
const photo = () => screen.getByRole("img", { name: "Your profile photo" });

describe("the profile with hostile account details", () => {
  beforeEach(() => {
    update.mockReset();
  });

  it("shows every payload as the name, as text, with an http(s) photo as it is", () => {
    for (const [index, payload] of XSS_PAYLOADS.entries()) {
      const photoURL = HOSTILE_HTTP_PHOTO_URLS[index % HOSTILE_HTTP_PHOTO_URLS.length]!;
      renderProfile({ ...testUser, displayName: asName(payload), photoURL });
      expect(details().textContent, payload).toBe(asName(payload));
      expect(screen.getByTestId("profile-photo-url").textContent, payload).toBe(photoURL);
      expect(photo(), payload).toHaveAttribute("src", photoURL);
      expectNoInjectedMarkup(payload);
      cleanup();
    }
  });

  it("shows a payload stored as the photo as text, and the default picture", () => {
    for (const payload of XSS_PAYLOADS) {
      renderProfile({ ...testUser, photoURL: payload });
      expect(screen.getByTestId("profile-photo-url").textContent, payload).toBe(payload);
      expect(photo(), payload).toHaveAttribute("src", DEFAULT_AVATAR);
      expectNoInjectedMarkup(payload);
      cleanup();
    }
  });

  it("refuses every payload as the new photo address, and sends nothing", async () => {
    const user = userEvent.setup();
    renderProfile(testUser);
    await user.click(screen.getByRole("button", { name: "Edit Profile" }));
    for (const payload of XSS_PAYLOADS) {
      // Ready again once the last refusal has been shown (the check runs as a React action).
      const save = await screen.findByRole("button", { name: "Save Changes" });
      fireEvent.change(screen.getByLabelText("Photo URL"), { target: { value: payload } });
      fireEvent.click(save);
      expect(await screen.findByText(PHOTO_URL_MESSAGE), payload).toBeInTheDocument();
      expectNoInjectedMarkup(payload);
    }
    expect(update).not.toHaveBeenCalled();
    expect(screen.getByTestId("profile-photo-url")).toHaveTextContent("None");
  });

  it("sends every payload as the new name as typed, then shows it as text", async () => {
    update.mockImplementation(async ({ displayName, photoURL }) => ({
      ...testUser,
      displayName: displayName.trim(),
      photoURL,
    }));
    renderProfile(testUser);
    for (const [index, payload] of XSS_PAYLOADS.entries()) {
      const photoURL = HOSTILE_HTTP_PHOTO_URLS[index % HOSTILE_HTTP_PHOTO_URLS.length]!;
      fireEvent.click(screen.getByRole("button", { name: "Edit Profile" }));
      // What a browser's single-line field holds once the payload is typed into it.
      fireEvent.change(screen.getByLabelText("Name"), { target: { value: asSingleLine(payload) } });
      fireEvent.change(screen.getByLabelText("Photo URL"), { target: { value: photoURL } });
      fireEvent.click(screen.getByRole("button", { name: "Save Changes" }));
      expect(await screen.findByText("Profile updated successfully!"), payload).toBeInTheDocument();
      expect(update).toHaveBeenLastCalledWith({ displayName: asName(payload), photoURL });
      expect(details().textContent, payload).toBe(asName(payload));
      expect(photo(), payload).toHaveAttribute("src", photoURL);
      expectNoInjectedMarkup(payload);
    }
  });
});
