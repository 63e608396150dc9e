import { afterEach, describe, expect, it, vi } from "vitest";
import { startSessionChecks } from "./session-check";

describe("session checks", () => {
  afterEach(() => vi.useRealTimers());

  it("checks on focus, when the tab becomes visible and on the interval, until stopped", async () => {
    vi.useFakeTimers();
    const check = vi.fn(() => Promise.resolve());
    const stop = startSessionChecks(check, { intervalMs: 1000 });

    window.dispatchEvent(new Event("focus"));
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(0);

    document.dispatchEvent(new Event("visibilitychange"));
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(check).toHaveBeenCalledTimes(3);

    stop();
    window.dispatchEvent(new Event("focus"));
    await vi.advanceTimersByTimeAsync(5000);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it("never runs two checks at once", async () => {
    let finish: () => void = () => {};
    const check = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const stop = startSessionChecks(check);
    window.dispatchEvent(new Event("focus"));
    window.dispatchEvent(new Event("focus"));
    expect(check).toHaveBeenCalledTimes(1);
    finish();
    await Promise.resolve();
    await Promise.resolve();
    window.dispatchEvent(new Event("focus"));
    expect(check).toHaveBeenCalledTimes(2);
    stop();
  });
});
