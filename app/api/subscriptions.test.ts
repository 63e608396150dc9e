import { describe, expect, it } from "vitest";
import { shopAnswering } from "~/lib/testing/shop-answering";
import { act } from "./subscriptions";

// Only the request matters here: the shop's answer is a refusal, so no card is needed.
const refusal = { error: { code: "conflict", message: "Already cancelled." } };

// Cancel sends the answer to "Why are you leaving?" (issue 27), and no body without one.
describe("act: cancel", () => {
  it("sends the chosen reason as the body", async () => {
    const { fetch, api } = shopAnswering(409, refusal);
    await act(7, { cancel: "moving" }, api).catch(() => undefined);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/subscriptions/7/cancel");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ reason: "moving" });
  });

  it("sends no body when no reason was chosen, as before", async () => {
    const { fetch, api } = shopAnswering(409, refusal);
    await act(7, { cancel: null }, api).catch(() => undefined);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/subscriptions/7/cancel");
    expect(init?.method).toBe("POST");
    expect(init?.body).toBeUndefined();
  });
});
