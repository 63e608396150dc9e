import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { lazyWithRetry, useLazyModule } from "./lazy-with-retry";

const offline = () => Promise.reject(new TypeError("Failed to fetch dynamically imported module"));
/** An import that fails once, as when offline, then brings the module. */
const offlineOnce = () =>
  vi
    .fn<() => Promise<{ answer: number }>>()
    .mockImplementationOnce(offline)
    .mockResolvedValueOnce({ answer: 42 });

describe("lazyWithRetry", () => {
  it("imports once for every ask, keeps the module and tells who listens", async () => {
    const importer = vi.fn(() => Promise.resolve({ answer: 42 }));
    const lazy = lazyWithRetry(importer);
    const listener = vi.fn();
    lazy.subscribe(listener);
    expect(lazy.current()).toBeUndefined();

    const [first, second] = await Promise.all([lazy.load(), lazy.load()]);
    expect(first).toEqual({ answer: 42 });
    expect(second).toBe(first);
    expect(await lazy.load()).toBe(first);
    expect(lazy.current()).toBe(first);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("forgets a failed import, so the next ask imports again", async () => {
    const importer = offlineOnce();
    const lazy = lazyWithRetry(importer);

    await expect(lazy.load()).rejects.toThrow("Failed to fetch dynamically imported module");
    expect(lazy.current()).toBeUndefined();
    await expect(lazy.load()).resolves.toEqual({ answer: 42 });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

describe("useLazyModule", () => {
  it("fetches nothing until asked; a prefetch fetches quietly, even when it fails", async () => {
    const importer = offlineOnce();
    const lazy = lazyWithRetry(importer);
    const { result } = renderHook(() => useLazyModule(lazy));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(importer).not.toHaveBeenCalled();

    act(() => result.current.prefetch());
    await waitFor(() => expect(importer).toHaveBeenCalledTimes(1));
    expect(result.current.failed).toBe(false);

    act(() => result.current.prefetch());
    await waitFor(() => expect(result.current.module).toEqual({ answer: 42 }));
    expect(result.current.failed).toBe(false);
  });

  it("reports a failed load until the next load, which imports again", async () => {
    const importer = offlineOnce();
    const lazy = lazyWithRetry(importer);
    const { result, unmount } = renderHook(() => useLazyModule(lazy));

    act(() => result.current.load());
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.module).toBeUndefined();

    act(() => result.current.load());
    expect(result.current.failed).toBe(false);
    await waitFor(() => expect(result.current.module).toEqual({ answer: 42 }));
    expect(result.current.failed).toBe(false);
    expect(importer).toHaveBeenCalledTimes(2);
    unmount();
  });
});
