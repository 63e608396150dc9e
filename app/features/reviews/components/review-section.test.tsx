import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { memoryReviews, renderOnRoute as renderBox, type MemoryReviews } from "./test-reviews";

async function fill(user: ReturnType<typeof userEvent.setup>, text: string, rating: string) {
  const review = screen.getByLabelText("Review");
  const stars = screen.getByLabelText("Rating");
  await user.clear(review);
  if (text) await user.type(review, text);
  await user.clear(stars);
  if (rating) await user.type(stars, rating);
  await user.click(screen.getByRole("button", { name: "Submit Review" }));
}

const renderOnRoute = (memory: MemoryReviews) => renderBox(memory, "2");

/** `count` reviews stored before the page loads ("Review 1" the oldest), then the page shown. */
async function showStored(memory: MemoryReviews, count: number) {
  for (let i = 1; i <= count; i += 1)
    await memory.createReview("2", { text: `Review ${i}`, rating: 4 });
  renderOnRoute(memory);
  await screen.findByRole("list", { name: "Reviews, newest first" });
}

const list = () => screen.getByRole("list", { name: "Reviews, newest first" });

describe("ReviewSection", () => {
  let memory: MemoryReviews;
  beforeEach(() => {
    memory = memoryReviews();
  });

  it("starts with 'No reviews yet.' and a numeric Rating input from 1 to 5", async () => {
    renderOnRoute(memory);
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
      renderOnRoute(memory);
      await screen.findByText("No reviews yet.");
      await fill(user, text, rating);
      // The check runs as a React action: the dialog comes with its transition, after the click.
      const dialog = await screen.findByRole("alertdialog", { name: "OOPPSSS...." });
      expect(dialog).toHaveTextContent("Please enter a review and a valid rating (1-5)");
      await user.click(within(dialog).getByRole("button", { name: "OK" }));
      expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
      expect(screen.getByText("No reviews yet.")).toBeInTheDocument();
      expect(screen.getByLabelText("Rating")).toHaveValue(rating === "" ? null : Number(rating));
      expect(memory.createReview).not.toHaveBeenCalled();
    },
  );

  it("puts a valid review at the top with its rating and local date, clears the inputs, shows text as text", async () => {
    const user = userEvent.setup();
    vi.spyOn(Date.prototype, "toLocaleString").mockReturnValue("22/11/2026, 10:15:00");
    renderOnRoute(memory);
    await screen.findByText("No reviews yet.");
    await fill(user, "  Good box ", "4");
    await screen.findByRole("list", { name: "Reviews, newest first" });
    await fill(user, "<b>Best</b> box ever", "5");
    await within(list()).findByText("<b>Best</b> box ever");
    const items = within(list()).getAllByRole("listitem");
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
    expect(memory.createReview).toHaveBeenCalledWith("2", { text: "Good box", rating: 4 });
  });

  it("shows the review as the shop stored it, with the author's name, after loading the list again", async () => {
    const user = userEvent.setup();
    renderOnRoute(memory);
    await screen.findByText("No reviews yet.");
    await fill(user, "Soft and warm", "5");
    expect(await screen.findByText("— Mia Moss")).toBeInTheDocument();
    expect(within(list()).getByText("Soft and warm")).toBeInTheDocument();
    // Stored through the API, then the route's loader ran again.
    expect(memory.listReviews).toHaveBeenCalledTimes(2);
  });

  it("keeps what was typed and says so when the review cannot be posted", async () => {
    const user = userEvent.setup();
    memory.createReview.mockRejectedValueOnce(new Error("offline"));
    renderOnRoute(memory);
    await screen.findByText("No reviews yet.");
    await fill(user, "Great", "5");
    expect(await screen.findByRole("alert")).toHaveTextContent(/could not post your review/);
    expect(screen.getByRole("alert")).toHaveTextContent("Your text is still here.");
    expect(screen.getByLabelText("Review")).toHaveValue("Great");
    expect(screen.getByLabelText("Rating")).toHaveValue(5);
    expect(memory.createReview).toHaveBeenCalledWith("2", { text: "Great", rating: 5 });
  });

  it("offers to try again when the reviews cannot be loaded", async () => {
    const user = userEvent.setup();
    memory.listReviews.mockRejectedValueOnce(new Error("offline"));
    renderOnRoute(memory);
    expect(await screen.findByRole("alert")).toHaveTextContent(/could not load the reviews/);
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("No reviews yet.")).toBeInTheDocument();
    expect(memory.listReviews).toHaveBeenCalledTimes(2);
  });

  it("shows older reviews page by page with 'Show more reviews', beyond the newest 20", async () => {
    const user = userEvent.setup();
    await showStored(memory, 45);
    expect(within(list()).getAllByRole("listitem")).toHaveLength(20);
    await user.click(screen.getByRole("button", { name: "Show more reviews" }));
    await within(list()).findByText("Review 25");
    expect(within(list()).getAllByRole("listitem")).toHaveLength(40);
    await user.click(screen.getByRole("button", { name: "Show more reviews" }));
    await within(list()).findByText("Review 1");
    const items = within(list()).getAllByRole("listitem");
    expect(items).toHaveLength(45);
    expect(items[0]).toHaveTextContent("Review 45");
    expect(items[44]).toHaveTextContent("Review 1");
    expect(screen.queryByRole("button", { name: "Show more reviews" })).not.toBeInTheDocument();
  });

  it("keeps the older reviews shown when a new one is posted", async () => {
    const user = userEvent.setup();
    await showStored(memory, 25);
    await user.click(screen.getByRole("button", { name: "Show more reviews" }));
    await within(list()).findByText("Review 1");
    await fill(user, "Newest of all", "5");
    await within(list()).findByText("Newest of all");
    // 26 reviews: the one that left the newest page (Review 6) is still shown.
    expect(within(list()).getAllByRole("listitem")).toHaveLength(26);
    expect(within(list()).getByText("Review 6")).toBeInTheDocument();
  });
});
