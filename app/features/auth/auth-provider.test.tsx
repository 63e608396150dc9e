import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AuthGate, AuthProvider, useAuth } from "./auth-provider";
import { createTestAuthClient, testUser } from "./test-auth-client";

function WhoIsHere() {
  const { user, loading } = useAuth();
  return <p>{loading ? "loading" : (user?.displayName ?? "visitor")}</p>;
}

describe("AuthProvider and AuthGate", () => {
  it("replaces the app with a full-screen spinner while the auth state is unknown", async () => {
    const service = createTestAuthClient({ storedSession: true });
    render(
      <AuthProvider client={service.client}>
        <AuthGate>
          <WhoIsHere />
        </AuthGate>
      </AuthProvider>,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Checking your sign-in");
    expect(screen.queryByText("loading")).not.toBeInTheDocument();

    await act(async () => {});
    act(() => service.report(testUser));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(screen.getByText("Mia Moss")).toBeInTheDocument();

    act(() => service.report(null));
    expect(screen.getByText("visitor")).toBeInTheDocument();
  });

  it("shows the app at once for a visitor with no stored session", async () => {
    const service = createTestAuthClient();
    render(
      <AuthProvider client={service.client}>
        <AuthGate>
          <WhoIsHere />
        </AuthGate>
      </AuthProvider>,
    );
    expect(screen.getByText("visitor")).toBeInTheDocument();
    await act(async () => {});
  });
});
