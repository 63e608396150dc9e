import { act, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { AuthProvider } from "../auth-provider";
import { createTestAuthClient, testUser } from "../test-auth-client";
import { RequireAuth } from "./require-auth";

function LoginProbe() {
  const location = useLocation();
  return <p>login page {location.search}</p>;
}

function renderAt(path: string, service: ReturnType<typeof createTestAuthClient>) {
  const router = createMemoryRouter(
    [
      {
        path: "/contact",
        element: (
          <RequireAuth>
            <p>contact form</p>
          </RequireAuth>
        ),
      },
      { path: "/login", element: <LoginProbe /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AuthProvider client={service.client}>
      <RouterProvider router={router} />
    </AuthProvider>,
  );
  return router;
}

describe("RequireAuth", () => {
  it("shows a spinner while the session loads, then the screen for a signed-in user", async () => {
    const service = createTestAuthClient({ storedSession: true });
    renderAt("/contact", service);
    expect(screen.getByRole("status")).toHaveTextContent("Loading your account");
    await act(async () => {});
    act(() => service.report(testUser));
    expect(screen.getByText("contact form")).toBeInTheDocument();
  });

  it("sends a visitor to /login remembering the attempted path and its search", async () => {
    const service = createTestAuthClient();
    const router = renderAt("/contact?topic=boxes", service);
    await act(async () => {});
    expect(router.state.location.pathname).toBe("/login");
    expect(new URLSearchParams(router.state.location.search).get("redirectTo")).toBe(
      "/contact?topic=boxes",
    );
    expect(screen.queryByText("contact form")).not.toBeInTheDocument();
  });

  it("refuses a signed-in user without an e-mail", async () => {
    const service = createTestAuthClient({ storedSession: true });
    const router = renderAt("/contact", service);
    await act(async () => {});
    act(() => service.report({ ...testUser, email: null }));
    expect(router.state.location.pathname).toBe("/login");
  });
});
