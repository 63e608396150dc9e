import { afterEach, describe, expect, it, vi } from "vitest";
import { EARLY_REQUESTS_GLOBAL, earlyRequestKey } from "@shared/early-requests";
import { earlyOr, EARLY_RESPONSE_MAX_AGE_MS, takeEarlyResponse } from "./early-response";

const file = (requests: Record<string, { at: number; response: Promise<Response> }>) => {
  (window as unknown as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL] = requests;
};

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL];
});

describe("answers the SPA fallback's script asked for early", () => {
  it("are taken once, for the same address and token only", async () => {
    const response = Promise.resolve(new Response('{"pets":[]}'));
    file({ [earlyRequestKey("/api/pets", "token-a")]: { at: Date.now(), response } });
    expect(takeEarlyResponse("/api/pets", "token-b")).toBeNull();
    expect(takeEarlyResponse("/api/plans", "token-a")).toBeNull();
    expect(takeEarlyResponse("/api/pets", "token-a")).toBe(response);
    expect(takeEarlyResponse("/api/pets", "token-a")).toBeNull();
  });

  it("are not used when old, nor when there is no script (a prerendered page)", () => {
    expect(takeEarlyResponse("/catDog.json", null)).toBeNull();
    const at = Date.now();
    const response = Promise.resolve(new Response("[]"));
    file({ [earlyRequestKey("/catDog.json", null)]: { at, response } });
    expect(takeEarlyResponse("/catDog.json", null, at + EARLY_RESPONSE_MAX_AGE_MS + 1)).toBeNull();
  });

  it("stand in for the request, which is sent after all when there is none or it failed", async () => {
    const fetchNow = vi.fn(() => Promise.resolve(new Response("fresh")));
    const early = new Response("early");
    file({
      [earlyRequestKey("/a", null)]: { at: Date.now(), response: Promise.resolve(early) },
      [earlyRequestKey("/b", null)]: {
        at: Date.now(),
        response: Promise.reject(new TypeError("Failed to fetch")),
      },
    });
    await expect(earlyOr("/a", null, fetchNow)).resolves.toBe(early);
    expect(fetchNow).not.toHaveBeenCalled();
    expect(await (await earlyOr("/b", null, fetchNow)).text()).toBe("fresh");
    expect(await (await earlyOr("/c", null, fetchNow)).text()).toBe("fresh");
    expect(fetchNow).toHaveBeenCalledTimes(2);
  });
});
