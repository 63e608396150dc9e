import { describe, expect, it } from "vitest";
import { shopAnswering } from "~/lib/testing/shop-answering";
import { ApiFailure } from "~/lib/api-failure";
import { sendContactMessage } from "./contact";

const message = { name: "Ada", email: "ada@example.com", message: "Can I skip March?" };

describe("sendContactMessage", () => {
  it("posts the message and resolves once the shop says it was received", async () => {
    const { fetch, api } = shopAnswering(201, { received: true });
    await expect(sendContactMessage(message, api)).resolves.toBeUndefined();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/contact");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("idempotency-key")).toBe("key-1");
    expect(JSON.parse(String(init?.body))).toEqual(message);
  });

  it("rejects when the answer does not say received", async () => {
    const { api } = shopAnswering(201, { received: false });
    await expect(sendContactMessage(message, api)).rejects.toThrow(
      "The shop cannot be reached right now.",
    );
  });

  it("rejects with an ApiFailure carrying the field messages of a refusal", async () => {
    const { api } = shopAnswering(400, {
      error: {
        code: "invalid_body",
        message: "Check the field: email.",
        fields: { email: "Enter a valid email." },
      },
    });
    const failure = await sendContactMessage(message, api).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect((failure as ApiFailure).result).toEqual({
      kind: "invalid",
      fields: { email: "Enter a valid email." },
      message: "Check the field: email.",
    });
  });
});
