import { render } from "@testing-library/react";
import { createRoutesStub, useLoaderData } from "react-router";
import { vi } from "vitest";
import type { ReviewInput } from "@shared/api/reviews";
import type { Review, ReviewPage } from "~/api/reviews";
import { ReviewSection } from "./review-section";

// For tests: the shop's API stand-in for reviews and the section on a route like the real ones.

/**
 * Reviews kept in memory for one test, newest first, in pages of `size`; `author` names the nth,
 * `verified` says whether its author had received the box.
 */
export function memoryReviews({
  size = 20,
  author = () => "Mia Moss",
  verified = () => false,
}: {
  size?: number;
  author?: (index: number) => string;
  verified?: (index: number) => boolean;
} = {}) {
  const stored: Review[] = [];
  function page(before?: string): ReviewPage {
    const older = before ? stored.filter((review) => Number(review.id) < Number(before)) : stored;
    const reviews = older.slice(0, size);
    const last = reviews.at(-1);
    return {
      reviews,
      nextCursor: older.length > size && last ? last.id : null,
      stats: { count: stored.length, ratingSum: stored.reduce((sum, r) => sum + r.rating, 0) },
    };
  }
  return {
    stored,
    listReviews: vi.fn(async (before?: string) => page(before)),
    createReview: vi.fn(async (_boxId: string | number, input: ReviewInput) => {
      const review: Review = {
        id: String(stored.length + 1),
        text: input.text,
        rating: input.rating,
        createdAt: new Date().toISOString(),
        author: author(stored.length),
        verifiedBuyer: verified(stored.length),
      };
      stored.unshift(review);
      return review;
    }),
  };
}

export type MemoryReviews = ReturnType<typeof memoryReviews>;

/** The section for box `boxId` on a route whose clientLoader is like the real routes'. */
export function renderOnRoute(memory: MemoryReviews, boxId: string) {
  function Screen() {
    const { reviews } = useLoaderData<{ reviews: Promise<ReviewPage> }>();
    return (
      <ReviewSection
        boxId={boxId}
        reviews={reviews}
        loadPage={(_boxId, before) => memory.listReviews(before)}
        post={memory.createReview}
      />
    );
  }
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: Screen,
      HydrateFallback: () => null,
      loader: () => ({ reviews: memory.listReviews() }),
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
}
