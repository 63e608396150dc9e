import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { later } from "./later";

describe("later", () => {
  it("is loading at first, then ready with what loaded", async () => {
    const useThing = later(() => Promise.resolve("the form"));
    const { result } = renderHook(() => useThing());
    expect(result.current.status).toBe("loading");
    await waitFor(() => expect(result.current).toEqual({ status: "ready", value: "the form" }));
  });

  it("fails without throwing, and loads again when retried", async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValueOnce("the form");
    const useThing = later(load);
    const { result } = renderHook(() => useThing());
    await waitFor(() => expect(result.current.status).toBe("failed"));
    const failed = result.current;
    if (failed.status !== "failed") throw new Error("not failed");
    act(() => failed.retry());
    expect(result.current.status).toBe("loading");
    await waitFor(() => expect(result.current).toEqual({ status: "ready", value: "the form" }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("loads once per visit: a second user is ready at once", async () => {
    const load = vi.fn(() => Promise.resolve(42));
    const useThing = later(load);
    const first = renderHook(() => useThing());
    await waitFor(() => expect(first.result.current.status).toBe("ready"));
    const second = renderHook(() => useThing());
    expect(second.result.current).toEqual({ status: "ready", value: 42 });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
