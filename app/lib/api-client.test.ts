import { describe, expect, it, vi } from "vitest";
import { createApiClient } from "./api-client";

function respond(status: number, body: unknown, headers: Record<string, string> = {}) {
  return vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) =>
      new Response(typeof body === "string" ? body : JSON.stringify(body), {
        status,
        headers: { "content-type": "application/json", ...headers },
      }),
  );
}

const review = {
  id: 7,
  boxId: "2",
  text: "Lovely",
  rating: 5,
  createdAt: "2026-11-22T10:00:00.000Z",
  author: "Mia Moss",
};

describe("createApiClient", () => {
  it("posts a review as JSON with the ID token and returns the stored review", async () => {
    const fetch = respond(201, { review });
    const client = createApiClient({ fetch, getIdToken: async () => "token-123" });
    expect(await client.addReview(2, { text: "Lovely", rating: 5 })).toEqual({
      kind: "ok",
      data: review,
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/boxes/2/reviews");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("authorization")).toBe("Bearer token-123");
    expect(new Headers(init?.headers).get("content-type")).toBe("application/json");
    expect(JSON.parse(String(init?.body))).toEqual({ text: "Lovely", rating: 5 });
  });

  it("sends no Authorization header for a visitor", async () => {
    const stats = { count: 1, ratingSum: 5 };
    const fetch = respond(200, { reviews: [review], nextCursor: "7", stats });
    const client = createApiClient({ fetch, getIdToken: async () => null });
    const result = await client.listReviews("2", { before: "9", limit: 5 });
    expect(result).toEqual({ kind: "ok", data: { reviews: [review], nextCursor: "7", stats } });
    expect(fetch.mock.calls[0]![0]).toBe("/api/boxes/2/reviews?before=9&limit=5");
    expect(new Headers(fetch.mock.calls[0]![1]?.headers).has("authorization")).toBe(false);
  });

  it("turns a 400 into field errors", async () => {
    const fetch = respond(400, {
      error: {
        code: "invalid_body",
        message: "Check the field: rating.",
        fields: { rating: "Give a rating from 1 to 5." },
      },
    });
    const result = await createApiClient({ fetch }).addReview(1, { text: "x", rating: 9 });
    expect(result).toEqual({
      kind: "invalid",
      fields: { rating: "Give a rating from 1 to 5." },
      message: "Check the field: rating.",
    });
  });

  it("reports 401, 404 and 429 with Retry-After in its own words", async () => {
    const err = (code: string) => ({ error: { code, message: code } });
    expect(
      (
        await createApiClient({ fetch: respond(401, err("unauthenticated")) }).sendContactMessage({
          name: "a",
          email: "a@b.co",
          message: "m",
        })
      ).kind,
    ).toBe("unauthenticated");
    expect(
      (await createApiClient({ fetch: respond(404, err("not_found")) }).listReviews(99)).kind,
    ).toBe("not-found");
    expect(
      await createApiClient({
        fetch: respond(429, err("rate_limited"), { "retry-after": "42" }),
      }).subscribeToNewsletter({ email: "a@b.co" }),
    ).toEqual({
      kind: "rate-limited",
      retryAfterSeconds: 42,
      message: "rate_limited",
    });
  });

  it("says unavailable for 503, a network failure, a non-JSON page or an unexpected body", async () => {
    const failing = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    const cases = [
      createApiClient({ fetch: respond(503, { error: { code: "unavailable", message: "down" } }) }),
      createApiClient({ fetch: failing }),
      createApiClient({ fetch: respond(502, "<html>Bad gateway</html>") }),
      createApiClient({ fetch: respond(200, { reviews: "nope" }) }),
    ];
    for (const client of cases) expect((await client.listReviews(1)).kind).toBe("unavailable");
  });

  it("says unavailable when the ID token cannot be had", async () => {
    const fetch = respond(201, { received: true });
    const client = createApiClient({
      fetch,
      getIdToken: async () => {
        throw new Error("network");
      },
    });
    expect(
      (await client.sendContactMessage({ name: "a", email: "a@b.co", message: "m" })).kind,
    ).toBe("unavailable");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("returns ok with no data for contact and newsletter", async () => {
    expect(
      await createApiClient({ fetch: respond(201, { received: true }) }).sendContactMessage({
        name: "a",
        email: "a@b.co",
        message: "m",
      }),
    ).toEqual({ kind: "ok", data: null });
    expect(
      await createApiClient({ fetch: respond(200, { subscribed: true }) }).subscribeToNewsletter({
        email: "a@b.co",
      }),
    ).toEqual({ kind: "ok", data: null });
  });
});
