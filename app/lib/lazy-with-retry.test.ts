import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lazyWithRetry, useLazyModule, whenIdle } from "./lazy-with-retry";

const offline = () => Promise.reject(new TypeError("Failed to fetch dynamically imported module"));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

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
    const importer = vi
      .fn<() => Promise<{ answer: number }>>()
      .mockImplementationOnce(offline)
      .mockResolvedValueOnce({ answer: 42 });
    const lazy = lazyWithRetry(importer);

    await expect(lazy.load()).rejects.toThrow("Failed to fetch dynamically imported module");
    expect(lazy.current()).toBeUndefined();
    await expect(lazy.load()).resolves.toEqual({ answer: 42 });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

describe("whenIdle", () => {
  it("waits for the browser's idle time where it has one", () => {
    const requestIdleCallback = vi.fn(() => 7);
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal("requestIdleCallback", requestIdleCallback);
    vi.stubGlobal("cancelIdleCallback", cancelIdleCallback);
    const task = vi.fn();

    const cancel = whenIdle(task);
    expect(requestIdleCallback).toHaveBeenCalledWith(task, { timeout: 3000 });
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it("falls back to a short timer, which can be cancelled", () => {
    vi.stubGlobal("requestIdleCallback", undefined);
    vi.useFakeTimers();
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(200);
    expect(task).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    whenIdle(cancelled)();
    vi.advanceTimersByTime(1000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe("useLazyModule", () => {
  it("fetches the module once the browser is idle, before anyone asks", async () => {
    const importer = vi.fn(() => Promise.resolve({ answer: 42 }));
    const lazy = lazyWithRetry(importer);
    const { result } = renderHook(() => useLazyModule(lazy));
    expect(result.current.module).toBeUndefined();
    await waitFor(() => expect(result.current.module).toEqual({ answer: 42 }));
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it("reports a failed load until the next load, which imports again", async () => {
    vi.stubGlobal("requestIdleCallback", () => 0);
    vi.stubGlobal("cancelIdleCallback", () => {});
    const importer = vi
      .fn<() => Promise<{ answer: number }>>()
      .mockImplementationOnce(offline)
      .mockResolvedValueOnce({ answer: 42 });
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
