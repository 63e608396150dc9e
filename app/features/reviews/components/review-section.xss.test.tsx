import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub, useLoaderData } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { ReviewInput } from "@shared/api/reviews";
import {
  asStoredText,
  FREE_TEXT_PAYLOADS,
  XSS_PAYLOADS,
} from "../../../../tests/support/xss-corpus";
import { expectNoInjectedMarkup } from "../../../../tests/support/xss-dom";
import type { Review, ReviewPage } from "~/api/reviews";
import { ReviewSection } from "./review-section";

// Every payload of the XSS corpus as a review: posted through the form as
// typed, then shown at the top of the list as text, and every one of them once the older pages
// are shown (docs/decisions/190). The shop's side is server/api.xss.test.ts; the browser test
// posts the nastiest few.

vi.setConfig({ testTimeout: 60_000 });

/** The shop's API stand-in: what was posted, kept as the shop keeps it, in pages of 20. */
function memoryReviews() {
  const stored: Review[] = [];
  return {
    listReviews: async (before?: string): Promise<ReviewPage> => {
      const older = before ? stored.filter((r) => Number(r.id) < Number(before)) : stored;
      const reviews = older.slice(0, 20);
      return {
        reviews,
        nextCursor: older.length > 20 ? (reviews.at(-1)?.id ?? null) : null,
        stats: { count: stored.length, ratingSum: 5 * stored.length },
      };
    },
    createReview: vi.fn(async (_boxId: string | number, input: ReviewInput) => {
      const review: Review = {
        id: String(stored.length + 1),
        text: input.text,
        rating: input.rating,
        createdAt: new Date().toISOString(),
        // The author's name is someone's to choose, too.
        author: XSS_PAYLOADS[stored.length % XSS_PAYLOADS.length]!,
      };
      stored.unshift(review);
      return review;
    }),
  };
}

function renderOnRoute(memory: ReturnType<typeof memoryReviews>) {
  function Screen() {
    const { reviews } = useLoaderData<{ reviews: Promise<ReviewPage> }>();
    return (
      <ReviewSection
        boxId="9"
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

const items = () =>
  within(screen.getByRole("list", { name: "Reviews, newest first" })).getAllByRole("listitem");
/** A review's text and its author line, exactly (toHaveTextContent would collapse whitespace). */
const shown = (item: HTMLElement) => Array.from(item.querySelectorAll("p"), (p) => p.textContent);

describe("ReviewSection with hostile reviews", () => {
  it("posts every payload as typed and shows each as text, all of them page by page", async () => {
    const memory = memoryReviews();
    renderOnRoute(memory);
    await screen.findByText("No reviews yet.");
    for (const [index, payload] of FREE_TEXT_PAYLOADS.entries()) {
      fireEvent.change(screen.getByLabelText("Review"), { target: { value: payload } });
      fireEvent.change(screen.getByLabelText("Rating"), { target: { value: "5" } });
      fireEvent.click(screen.getByRole("button", { name: "Submit Review" }));
      // The inputs clear once the list has been loaded again with it at the top.
      await waitFor(() => expect(screen.getByLabelText("Review"), payload).toHaveValue(""));
      expect(memory.createReview, payload).toHaveBeenLastCalledWith("9", {
        text: asStoredText(payload),
        rating: 5,
      });
      expect(shown(items()[0]!), payload).toEqual([
        asStoredText(payload),
        `— ${XSS_PAYLOADS[index % XSS_PAYLOADS.length]}`,
      ]);
      expectNoInjectedMarkup(payload);
    }
    // The newest 20 show; "Show more reviews" brings the older ones.
    while (screen.queryByRole("button", { name: "Show more reviews" })) {
      const before = items().length;
      fireEvent.click(screen.getByRole("button", { name: "Show more reviews" }));
      await waitFor(() => expect(items().length).toBeGreaterThan(before));
    }
    expect(items().map((item) => shown(item)[0])).toEqual(
      FREE_TEXT_PAYLOADS.map(asStoredText).toReversed(),
    );
    expectNoInjectedMarkup("every review shown");
  });
});
