import { describe, expect, it } from "vitest";
import { shopAnswering } from "~/lib/testing/shop-answering";
import type { Review as StoredReview } from "@shared/api/reviews";
import { createReview, listReviews } from "./reviews";

const stored: StoredReview = {
  id: 41,
  boxId: "2",
  text: "Biscuit loved the rope toy",
  rating: 5,
  createdAt: "2026-11-22T10:00:00.000Z",
  author: "Mia Moss",
  verifiedBuyer: true,
};

const emptyPage = { reviews: [], nextCursor: null, stats: { count: 21, ratingSum: 90 } };

describe("reviews through the shop's API", () => {
  it("lists a box's stored reviews in our own shape, with the box's totals", async () => {
    const { fetch, api } = shopAnswering(200, {
      reviews: [stored],
      nextCursor: null,
      stats: { count: 1, ratingSum: 5 },
    });
    expect(await listReviews(2, {}, api)).toEqual({
      reviews: [
        {
          id: "41",
          text: "Biscuit loved the rope toy",
          rating: 5,
          createdAt: "2026-11-22T10:00:00.000Z",
          author: "Mia Moss",
          verifiedBuyer: true,
        },
      ],
      nextCursor: null,
      stats: { count: 1, ratingSum: 5 },
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/boxes/2/reviews");
    expect(init?.method).toBe("GET");
  });

  it("turns a refusal into an error whose message the reader can act on", async () => {
    const unavailable = shopAnswering(503, { error: { code: "unavailable", message: "Down." } });
    await expect(listReviews(2, {}, unavailable.api)).rejects.toThrow("Down.");

    const limited = shopAnswering(
      429,
      { error: { code: "rate_limited", message: "Slow down." } },
      { "retry-after": "42" },
    );
    await expect(createReview(2, { text: "Hi", rating: 4 }, limited.api)).rejects.toThrow(
      "Please try again in 42 seconds.",
    );
  });

  it("rejects an answer that is not a page of reviews", async () => {
    const { api } = shopAnswering(200, { reviews: "nope" });
    await expect(listReviews(2, {}, api)).rejects.toThrow("The shop cannot be reached right now.");
  });

  it("posts the review to its box and returns it as stored", async () => {
    const { fetch, api } = shopAnswering(201, { review: stored });
    expect(await createReview("2", { text: "Biscuit loved the rope toy", rating: 5 }, api)).toEqual(
      {
        id: "41",
        text: "Biscuit loved the rope toy",
        rating: 5,
        createdAt: "2026-11-22T10:00:00.000Z",
        author: "Mia Moss",
        verifiedBuyer: true,
      },
    );
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/boxes/2/reviews");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("idempotency-key")).toBe("key-1");
    expect(JSON.parse(String(init?.body))).toEqual({
      text: "Biscuit loved the rope toy",
      rating: 5,
    });
  });

  it("asks for the page after a cursor, and for a page size when given one", async () => {
    const { fetch, api } = shopAnswering(200, emptyPage);
    await listReviews("2", { before: "41" }, api);
    await listReviews("2", { before: "9", limit: 5 }, api);
    await listReviews("2", { limit: 5 }, api);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      "/api/boxes/2/reviews?before=41",
      "/api/boxes/2/reviews?before=9&limit=5",
      "/api/boxes/2/reviews?limit=5",
    ]);
  });

  it("encodes the box id in the address", async () => {
    const list = shopAnswering(200, emptyPage);
    await listReviews("a/b?c", {}, list.api);
    expect(list.fetch.mock.calls[0]![0]).toBe("/api/boxes/a%2Fb%3Fc/reviews");
    const add = shopAnswering(201, { review: stored });
    await createReview("a/b?c", { text: "Hi", rating: 4 }, add.api);
    expect(add.fetch.mock.calls[0]![0]).toBe("/api/boxes/a%2Fb%3Fc/reviews");
  });
});
