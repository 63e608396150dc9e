import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ReviewInput } from "../schemas";
import type { Review } from "../types";
import { ReviewSection } from "./review-section";

/** The shop's API stand-in: reviews kept in memory for one test. */
function memoryReviews() {
  const stored: Review[] = [];
  return {
    listReviews: async () => ({
      reviews: [...stored],
      stats: { count: stored.length, ratingSum: stored.reduce((sum, r) => sum + r.rating, 0) },
    }),
    createReview: async (_boxId: string, input: ReviewInput) => {
      const review: Review = {
        id: String(stored.length + 1),
        text: input.text,
        rating: input.rating,
        createdAt: new Date().toISOString(),
        author: null,
      };
      stored.unshift(review);
      return review;
    },
  };
}

async function fill(user: ReturnType<typeof userEvent.setup>, text: string, rating: string) {
  const review = screen.getByLabelText("Review");
  const stars = screen.getByLabelText("Rating");
  await user.clear(review);
  if (text) await user.type(review, text);
  await user.clear(stars);
  if (rating) await user.type(stars, rating);
  await user.click(screen.getByRole("button", { name: "Submit Review" }));
}

describe("ReviewSection", () => {
  let memory: ReturnType<typeof memoryReviews>;
  beforeEach(() => {
    memory = memoryReviews();
  });

  it("starts with 'No reviews yet.' and a numeric Rating input from 1 to 5", async () => {
    render(<ReviewSection {...memory} boxId="2" />);
    expect(await screen.findByText("No reviews yet.")).toBeInTheDocument();
    const rating = screen.getByLabelText("Rating");
    expect(rating).toHaveAttribute("type", "number");
    expect(rating).toHaveAttribute("min", "1");
    expect(rating).toHaveAttribute("max", "5");
  });

  it.each([
    ["   ", "4"],
    ["Lovely", ""],
    ["Lovely", "6"],
    ["Lovely", "0"],
    ["Lovely", "2.5"],
  ])(
    "shows the spec's dialog for text %j with rating %j, and keeps the input",
    async (text, rating) => {
      const user = userEvent.setup();
      render(<ReviewSection {...memory} boxId="2" />);
      await screen.findByText("No reviews yet.");
      await fill(user, text, rating);
      const dialog = screen.getByRole("alertdialog", { name: "OOPPSSS...." });
      expect(dialog).toHaveTextContent("Please enter a review and a valid rating (1-5)");
      await user.click(within(dialog).getByRole("button", { name: "OK" }));
      expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
      expect(screen.getByText("No reviews yet.")).toBeInTheDocument();
      expect(screen.getByLabelText("Rating")).toHaveValue(rating === "" ? null : Number(rating));
    },
  );

  it("puts a valid review at the top with its rating and local date, clears the inputs, shows text as text", async () => {
    const user = userEvent.setup();
    vi.spyOn(Date.prototype, "toLocaleString").mockReturnValue("22/11/2026, 10:15:00");
    render(<ReviewSection {...memory} boxId="2" />);
    await screen.findByText("No reviews yet.");
    await fill(user, "  Good box ", "4");
    await fill(user, "<b>Best</b> box ever", "5");
    const items = within(screen.getByRole("list", { name: "Reviews, newest first" })).getAllByRole(
      "listitem",
    );
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("<b>Best</b> box ever");
    expect(items[0]).toHaveTextContent("5 out of 5");
    expect(items[0]).toHaveTextContent("22/11/2026, 10:15:00");
    expect(items[0]!.querySelector("b")).toBeNull();
    expect(items[1]).toHaveTextContent("Good box");
    expect(items[1]).toHaveTextContent("4 out of 5");
    expect(screen.getByLabelText("Review")).toHaveValue("");
    expect(screen.getByLabelText("Rating")).toHaveValue(null);
    expect(screen.queryByText("No reviews yet.")).not.toBeInTheDocument();
  });

  it("keeps what was typed and says so when the review cannot be posted", async () => {
    const user = userEvent.setup();
    const createReview = vi.fn().mockRejectedValue(new Error("offline"));
    render(<ReviewSection {...memory} boxId="2" createReview={createReview} />);
    await screen.findByText("No reviews yet.");
    await fill(user, "Great", "5");
    expect(await screen.findByRole("alert")).toHaveTextContent(/could not post your review/);
    expect(screen.getByLabelText("Review")).toHaveValue("Great");
    expect(screen.getByLabelText("Rating")).toHaveValue(5);
    expect(createReview).toHaveBeenCalledWith("2", { text: "Great", rating: 5 });
  });

  it("offers to try again when the reviews cannot be loaded", async () => {
    const user = userEvent.setup();
    const listReviews = vi
      .fn()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValueOnce({ reviews: [], stats: { count: 0, ratingSum: 0 } });
    render(<ReviewSection {...memory} boxId="2" listReviews={listReviews} />);
    expect(await screen.findByRole("alert")).toHaveTextContent(/could not load the reviews/);
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("No reviews yet.")).toBeInTheDocument();
    expect(listReviews).toHaveBeenCalledTimes(2);
  });
});
