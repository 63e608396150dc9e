import { beforeEach, describe, expect, it } from "vitest";
import { createReview } from "./create-review";
import { listReviews } from "./list-reviews";
import { clearReviews } from "./memory-store";

describe("reviews kept in page memory", () => {
  beforeEach(clearReviews);

  it("lists a box's reviews newest first and keeps boxes apart, matching ids loosely", async () => {
    expect(await listReviews(2)).toEqual([]);
    const first = await createReview(2, { text: "Good", rating: 4 });
    const second = await createReview("2", { text: "Even better", rating: 5 });
    await createReview(3, { text: "Other box", rating: 3 });
    expect(await listReviews("2")).toEqual([second, first]);
    expect((await listReviews(3)).map((r) => r.text)).toEqual(["Other box"]);
    expect(second.id).not.toBe(first.id);
    expect(Number.isNaN(Date.parse(second.createdAt))).toBe(false);
  });
});
