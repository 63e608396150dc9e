import { describe, expect, it, vi } from "vitest";
import { EARLY_ANSWER_MAX_AGE_MS, prefetchAccountData, takeAccountData } from "./account-prefetch";

describe("account data asked for early", () => {
  it("is taken once by the same account, instead of a second request", async () => {
    const load = vi.fn(async () => ["Biscuit"]);
    prefetchAccountData("pets", "uid-1", load);
    expect(await takeAccountData("pets", "uid-1", load)).toEqual(["Biscuit"]);
    expect(load).toHaveBeenCalledTimes(1);
    // A retry, or the next visit, loads afresh.
    await takeAccountData("pets", "uid-1", load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("is never shown to another account, and is not asked for without a stored session", async () => {
    const early = vi.fn(async () => ["Biscuit"]);
    prefetchAccountData("pets", "uid-1", early);
    expect(await takeAccountData("pets", "uid-2", async () => ["Mochi"])).toEqual(["Mochi"]);

    const none = vi.fn(async () => []);
    prefetchAccountData("pets", null, none);
    expect(none).not.toHaveBeenCalled();
  });

  it("is asked for again when it failed (a stored token refused) or is old", async () => {
    prefetchAccountData("pets", "uid-1", () => Promise.reject(new Error("401")));
    expect(await takeAccountData("pets", "uid-1", async () => ["fresh"])).toEqual(["fresh"]);

    prefetchAccountData("pets", "uid-1", async () => ["old"]);
    const later = Date.now() + EARLY_ANSWER_MAX_AGE_MS + 1;
    expect(await takeAccountData("pets", "uid-1", async () => ["fresh"], later)).toEqual(["fresh"]);
  });
});
