import { describe, expect, it, vi } from "vitest";
import type { ReviewList } from "../../shared/api/reviews";
import { newestReviewsCache, noReviewsCache } from "./newest-reviews-cache";

const page = (count: number): ReviewList => ({
  reviews: [],
  nextCursor: null,
  stats: { count, ratingSum: count * 5 },
});

describe("newestReviewsCache", () => {
  it("loads a box's page once, shares it with concurrent readers, and keeps boxes apart", async () => {
    const cache = newestReviewsCache();
    const load = vi.fn(() => Promise.resolve(page(1)));
    const [a, b] = await Promise.all([cache.read("1", load), cache.read("1", load)]);
    expect(await cache.read("1", load)).toBe(a);
    expect(b).toBe(a);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.read("2", load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("reads the database again after the box was written", async () => {
    const cache = newestReviewsCache();
    await cache.read("1", () => Promise.resolve(page(1)));
    cache.forget("1");
    expect(await cache.read("1", () => Promise.resolve(page(2)))).toEqual(page(2));
  });

  it("does not keep a failure", async () => {
    const cache = newestReviewsCache();
    await expect(cache.read("1", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.read("1", () => Promise.resolve(page(3)))).toEqual(page(3));
  });

  it("does not let a load that was forgotten while running come back", async () => {
    const cache = newestReviewsCache();
    let finish: (value: ReviewList) => void = () => {};
    const stale = cache.read("1", () => new Promise((resolve) => (finish = resolve)));
    cache.forget("1"); // a review was written while the old page was being read
    finish(page(1));
    await stale;
    expect(await cache.read("1", () => Promise.resolve(page(2)))).toEqual(page(2));
  });
});

describe("noReviewsCache", () => {
  it("asks the database every time", async () => {
    const load = vi.fn(() => Promise.resolve(page(1)));
    await noReviewsCache.read("1", load);
    await noReviewsCache.read("1", load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
