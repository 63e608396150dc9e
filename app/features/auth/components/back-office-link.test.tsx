import { act, cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { setIdTokenProvider } from "~/lib/id-token";
import { AuthProvider } from "../auth-provider";
import { createTestAuthClient, testUser } from "../test-auth-client";
import { ProfileView } from "./profile-view";

// My Profile shows the way to the back office when the ID token carries the staffRole claim
// (decision 241), and nothing to a customer. The back office itself still asks the server.

/** An unsigned ID token with these claims: the page only reads the payload. */
function idTokenWith(claims: Record<string, unknown>) {
  const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, "");
  return `${part({ alg: "RS256" })}.${part({ sub: testUser.uid, ...claims })}.signature`;
}

/** Renders My Profile for testUser; resolves once the page has read the token. */
function renderProfile(idToken: string) {
  let read: () => void = () => {};
  const tokenRead = new Promise<void>((resolve) => (read = resolve));
  setIdTokenProvider(async () => {
    read();
    return idToken;
  });
  const service = createTestAuthClient({ storedSession: true });
  const router = createMemoryRouter([
    { path: "/", element: <ProfileView /> },
    { path: "/admin", element: <p>The back office</p> },
  ]);
  render(
    <AuthProvider client={service.client}>
      <RouterProvider router={router} />
    </AuthProvider>,
  );
  act(() => service.report(testUser));
  return tokenRead;
}

afterEach(() => setIdTokenProvider(null));

describe("the Back office link on My Profile", () => {
  it("shows a member of staff the way to /admin, with their role", async () => {
    renderProfile(idTokenWith({ staffRole: "support" }));
    const link = await screen.findByRole("link", { name: "Back office (support)" });
    expect(link).toHaveAttribute("href", "/admin");
  });

  it("shows a customer nothing, nor anyone whose claim is not a role", async () => {
    for (const claims of [{}, { staffRole: "admin" }, { staffRole: 1 }]) {
      const tokenRead = renderProfile(idTokenWith(claims));
      // Once the token has been read and its answer rendered.
      await act(() => tokenRead);
      expect(screen.getByRole("link", { name: "My pets" })).toBeInTheDocument();
      expect(screen.queryByRole("link", { name: /Back office/ })).toBeNull();
      cleanup();
    }
  });
});
