import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ApiFailure } from "./api-failure";
import { useAccountData } from "./use-account-data";

describe("useAccountData", () => {
  it("loads once, and the screen can change what it shows after an action", async () => {
    let calls = 0;
    const { result } = renderHook(() =>
      useAccountData(async () => {
        calls += 1;
        return { names: ["Biscuit"] };
      }),
    );
    expect(result.current.status).toBe("loading");
    await waitFor(() => expect(result.current.status).toBe("ready"));
    act(() => result.current.update((data) => ({ names: [...data.names, "Mochi"] })));
    expect(result.current).toMatchObject({
      status: "ready",
      data: { names: ["Biscuit", "Mochi"] },
    });
    expect(calls).toBe(1);
  });

  it("keeps the API's words on failure, or the screen's own, and loads again on retry", async () => {
    let fail: Error | null = new ApiFailure({
      kind: "unavailable",
      message: "The shop is resting.",
    });
    const { result } = renderHook(() =>
      useAccountData(async () => {
        if (fail) throw fail;
        return 42;
      }, "We could not load your subscriptions just now."),
    );
    await waitFor(() =>
      expect(result.current).toMatchObject({ status: "failed", message: "The shop is resting." }),
    );

    fail = new TypeError("Failed to fetch");
    act(() => result.current.retry());
    expect(result.current.status).toBe("loading");
    await waitFor(() =>
      expect(result.current).toMatchObject({
        status: "failed",
        message: "We could not load your subscriptions just now.",
      }),
    );

    fail = null;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current).toMatchObject({ status: "ready", data: 42 }));
  });
});
