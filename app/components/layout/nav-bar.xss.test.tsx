import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { DEFAULT_AVATAR } from "~/lib/safe-url";
import { asName, HOSTILE_HTTP_PHOTO_URLS, XSS_PAYLOADS } from "../../../tests/support/xss-corpus";
import { expectNoInjectedMarkup } from "../../../tests/support/xss-dom";
import { NavBar, type NavSession } from "./nav-bar";

// Every payload of the XSS corpus as an account's name, e-mail and photo: the navigation shows
// each as text and never uses one as an image address (docs/decisions/190).

function renderNav(session: NavSession) {
  const router = createMemoryRouter([
    { path: "/", element: <NavBar session={session} onSignOut={() => {}} /> },
  ]);
  render(<RouterProvider router={router} />);
}

// The photo in the account link (alt="", so not an "img" by role). Queried by selector: a role
// query per render, 67 times over, is slow.
const accountPhotos = () => {
  const photos = Array.from(document.querySelectorAll('a[aria-label="Account"] img'));
  expect(photos.length).toBeGreaterThan(0);
  return photos;
};

describe("NavBar with hostile account details", () => {
  it("shows every payload as the name and e-mail as text, with an http(s) photo as it is", () => {
    for (const [index, payload] of XSS_PAYLOADS.entries()) {
      const photo = HOSTILE_HTTP_PHOTO_URLS[index % HOSTILE_HTTP_PHOTO_URLS.length]!;
      renderNav({ displayName: asName(payload), email: payload, photoURL: photo });
      for (const name of screen.getAllByTestId("nav-user-name"))
        expect(name.textContent, payload).toBe(asName(payload));
      for (const email of screen.getAllByTestId("nav-user-email"))
        expect(email.textContent, payload).toBe(payload);
      for (const img of accountPhotos()) expect(img, payload).toHaveAttribute("src", photo);
      expectNoInjectedMarkup(payload);
      cleanup();
    }
  });

  it("never uses a payload as the photo: the default picture shows instead", () => {
    for (const payload of XSS_PAYLOADS) {
      renderNav({ displayName: "Mia Moss", email: "mia@example.com", photoURL: payload });
      for (const img of accountPhotos())
        expect(img, payload).toHaveAttribute("src", DEFAULT_AVATAR);
      expectNoInjectedMarkup(payload);
      cleanup();
    }
  });
});
