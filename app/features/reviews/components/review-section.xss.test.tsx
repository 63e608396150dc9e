import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
  asStoredText,
  FREE_TEXT_PAYLOADS,
  XSS_PAYLOADS,
} from "../../../../tests/support/xss-corpus";
import { expectNoInjectedMarkup } from "../../../../tests/support/xss-dom";
import { memoryReviews, renderOnRoute } from "./test-reviews";

// Every payload of the XSS corpus as a review: posted through the form as
// typed, then shown at the top of the list as text, and every one of them once the older pages
// are shown (docs/decisions/190). The shop's side is server/api.xss.test.ts; the browser test
// posts the nastiest few.

vi.setConfig({ testTimeout: 60_000 });

const items = () =>
  within(screen.getByRole("list", { name: "Reviews, newest first" })).getAllByRole("listitem");
/** A review's text and its author line, exactly (toHaveTextContent would collapse whitespace). */
const shown = (item: HTMLElement) => Array.from(item.querySelectorAll("p"), (p) => p.textContent);

describe("ReviewSection with hostile reviews", () => {
  it("posts every payload as typed and shows each as text, all of them page by page", async () => {
    // The author's name is someone's to choose, too.
    const memory = memoryReviews({
      author: (index) => XSS_PAYLOADS[index % XSS_PAYLOADS.length]!,
    });
    renderOnRoute(memory, "9");
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
