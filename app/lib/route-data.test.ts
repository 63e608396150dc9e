import { describe, expect, it, vi } from "vitest";
import { ApiFailure } from "./api-failure";
import { accountData, outcomeOf, track } from "./route-data";

const refused = () => new ApiFailure({ kind: "unauthenticated", message: "Sign in first." });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("accountData", () => {
  it("asks at once for the stored account, and gives that answer to the same confirmed account", async () => {
    const load = vi.fn(async () => ["Biscuit"]);
    const data = accountData("uid-1", load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(await data.for("uid-1")).toEqual(["Biscuit"]);
    // The screen reads the same promise on every render: no second request.
    expect(data.for("uid-1")).toBe(data.for("uid-1"));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("asks nothing without a stored session", () => {
    const load = vi.fn(async () => []);
    accountData(null, load);
    expect(load).not.toHaveBeenCalled();
  });

  it("never shows one account's answer to another account confirmed meanwhile", async () => {
    const load = vi.fn(async () => [`asked ${load.mock.calls.length}`]);
    const data = accountData("uid-1", load);
    expect(await data.for("uid-2")).toEqual(["asked 2"]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("asks again when the server refused the stored token (401), before or after reading", async () => {
    const early = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValueOnce(refused())
      .mockResolvedValue(["fresh"]);
    const pending = accountData("uid-1", early);
    expect(await pending.for("uid-1")).toEqual(["fresh"]);

    const late = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValueOnce(refused())
      .mockResolvedValue(["fresh"]);
    const settled = accountData("uid-1", late);
    await settle();
    expect(await settled.for("uid-1")).toEqual(["fresh"]);
    expect(late).toHaveBeenCalledTimes(2);
  });

  it("keeps any other failure for the screen to show, without asking again", async () => {
    const down = new ApiFailure({ kind: "unavailable", message: "The shop is resting." });
    const load = vi.fn(() => Promise.reject(down));
    const data = accountData("uid-1", load);
    await expect(data.for("uid-1")).rejects.toBe(down);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe("outcomeOf", () => {
  it("is the same promise for the same data, and says once it has settled", async () => {
    const data = track(Promise.resolve(42));
    const outcome = outcomeOf(data) as Promise<unknown> & { status?: string; value?: unknown };
    expect(outcomeOf(data)).toBe(outcome);
    await settle();
    expect(outcome.status).toBe("fulfilled");
    expect(outcome.value).toEqual({ ok: true, value: 42 });
  });

  it("turns a failure into an outcome, so a failure nobody reads is not unhandled", async () => {
    const error = new Error("down");
    const outcome = outcomeOf(Promise.reject(error));
    expect(await outcome).toEqual({ ok: false, error });
  });
});
