import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { AuthGate, AuthProvider, useAuth } from "./auth-provider";
import { createTestAuthClient, testUser } from "./test-auth-client";

function WhoIsHere() {
  const { user, loading } = useAuth();
  return <p>{loading ? "loading" : (user?.displayName ?? "visitor")}</p>;
}

/** The app's shell: the provider and its gate around a page (who is here, unless another). */
function renderGated(
  service: ReturnType<typeof createTestAuthClient>,
  page: ReactNode = <WhoIsHere />,
  { keepPage = false } = {},
) {
  render(
    <AuthProvider client={service.client}>
      <AuthGate keepPage={keepPage}>{page}</AuthGate>
    </AuthProvider>,
  );
}

describe("AuthProvider and AuthGate", () => {
  it("replaces the app with a full-screen spinner while the auth state is unknown", async () => {
    const service = createTestAuthClient({ storedSession: true });
    renderGated(service);
    expect(screen.getByRole("status")).toHaveTextContent("Checking your sign-in");
    expect(screen.queryByText("loading")).not.toBeInTheDocument();

    await act(async () => {});
    act(() => service.report(testUser));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(screen.getByText("Mia Moss")).toBeInTheDocument();

    act(() => service.report(null));
    expect(screen.getByText("visitor")).toBeInTheDocument();
  });

  it("keeps a prerendered page on screen while a stored session is checked, with what was typed", async () => {
    const service = createTestAuthClient({ storedSession: true });
    function Page() {
      const { initialized, user } = useAuth();
      return (
        <>
          <label>
            Email
            <input />
          </label>
          <p>{initialized ? (user?.displayName ?? "visitor") : "checking"}</p>
        </>
      );
    }
    renderGated(service, <Page />, { keepPage: true });
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(screen.getByText("checking")).toBeInTheDocument();
    const field = screen.getByLabelText("Email");
    await userEvent.type(field, "mia@example.com");

    await act(async () => {});
    act(() => service.report(testUser));
    expect(screen.getByText("Mia Moss")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toBe(field);
    expect(field).toHaveValue("mia@example.com");
  });

  it("shows the app at once for a visitor with no stored session", async () => {
    const service = createTestAuthClient();
    renderGated(service);
    expect(screen.getByText("visitor")).toBeInTheDocument();
    await act(async () => {});
  });
});
