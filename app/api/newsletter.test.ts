import { describe, expect, it } from "vitest";
import { shopAnswering } from "~/lib/testing/shop-answering";
import { subscribeToNewsletter } from "./newsletter";

describe("subscribeToNewsletter", () => {
  it("posts the address and resolves once the shop says it is subscribed", async () => {
    const { fetch, api } = shopAnswering(200, { subscribed: true });
    await expect(subscribeToNewsletter({ email: "mia@example.com" }, api)).resolves.toBeUndefined();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/newsletter");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("idempotency-key")).toBe("key-1");
    expect(JSON.parse(String(init?.body))).toEqual({ email: "mia@example.com" });
  });

  it("rejects when the answer does not say subscribed", async () => {
    const { api } = shopAnswering(200, { received: true });
    await expect(subscribeToNewsletter({ email: "mia@example.com" }, api)).rejects.toThrow(
      "The shop cannot be reached right now.",
    );
  });

  it("rejects a rate-limited sign-up with the wait in words", async () => {
    const { api } = shopAnswering(
      429,
      { error: { code: "rate_limited", message: "Slow down." } },
      { "retry-after": "30" },
    );
    await expect(subscribeToNewsletter({ email: "mia@example.com" }, api)).rejects.toThrow(
      "Please try again in 30 seconds.",
    );
  });
});
