import { describe, expect, it, vi } from "vitest";
import type { Review as StoredReview } from "@shared/api/reviews";
import { createReview } from "./create-review";
import { listReviews } from "./list-reviews";

const stored: StoredReview = {
  id: 41,
  boxId: "2",
  text: "Biscuit loved the rope toy",
  rating: 5,
  createdAt: "2026-11-22T10:00:00.000Z",
  author: "Mia Moss",
};

describe("reviews through the shop's API", () => {
  it("lists a box's stored reviews in our own shape, with the box's totals", async () => {
    const api = {
      listReviews: vi.fn().mockResolvedValue({
        kind: "ok",
        data: { reviews: [stored], nextCursor: null, stats: { count: 1, ratingSum: 5 } },
      }),
    };
    expect(await listReviews(2, {}, api)).toEqual({
      reviews: [
        {
          id: "41",
          text: "Biscuit loved the rope toy",
          rating: 5,
          createdAt: "2026-11-22T10:00:00.000Z",
          author: "Mia Moss",
        },
      ],
      nextCursor: null,
      stats: { count: 1, ratingSum: 5 },
    });
    expect(api.listReviews).toHaveBeenCalledWith(2, {});
  });

  it("turns a refusal into an error whose message the reader can act on", async () => {
    const unavailable = {
      listReviews: vi.fn().mockResolvedValue({ kind: "unavailable", message: "Down." }),
    };
    await expect(listReviews(2, {}, unavailable)).rejects.toThrow("Down.");

    const limited = {
      addReview: vi
        .fn()
        .mockResolvedValue({ kind: "rate-limited", retryAfterSeconds: 42, message: "Slow down." }),
    };
    await expect(createReview(2, { text: "Hi", rating: 4 }, limited)).rejects.toThrow(
      "Please try again in 42 seconds.",
    );
  });

  it("returns the review as stored", async () => {
    const api = { addReview: vi.fn().mockResolvedValue({ kind: "ok", data: stored }) };
    expect(
      await createReview("2", { text: "Biscuit loved the rope toy", rating: 5 }, api),
    ).toMatchObject({
      id: "41",
      author: "Mia Moss",
    });
    expect(api.addReview).toHaveBeenCalledWith("2", {
      text: "Biscuit loved the rope toy",
      rating: 5,
    });
  });

  it("asks for the page after a cursor", async () => {
    const api = {
      listReviews: vi.fn().mockResolvedValue({
        kind: "ok",
        data: { reviews: [], nextCursor: null, stats: { count: 21, ratingSum: 90 } },
      }),
    };
    await listReviews("2", { before: "41" }, api);
    expect(api.listReviews).toHaveBeenCalledWith("2", { before: "41" });
  });
});
