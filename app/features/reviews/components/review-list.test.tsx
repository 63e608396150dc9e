import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Review } from "~/api/reviews";
import { ReviewList } from "./review-list";

const review = (id: string, author: string | null, verifiedBuyer: boolean): Review => ({
  id,
  text: `Review ${id}`,
  rating: 5,
  createdAt: "2026-11-25T10:00:00.000Z",
  author,
  verifiedBuyer,
});

describe("ReviewList: the Verified buyer mark (issue 25 §8)", () => {
  it("marks, in words, the reviews whose author had received the box, and only those", () => {
    render(
      <ReviewList
        reviews={[review("3", "Ada", true), review("2", "Bob", false), review("1", null, false)]}
      />,
    );
    const items = within(screen.getByRole("list", { name: "Reviews, newest first" })).getAllByRole(
      "listitem",
    );
    expect(items.map((item) => within(item).queryByText("Verified buyer") !== null)).toEqual([
      true,
      false,
      false,
    ]);
  });
});
