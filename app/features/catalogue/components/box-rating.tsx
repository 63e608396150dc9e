/** The catalogue's rating of a box with its number of reviews (spec §2, detail page). */
export function BoxRating({ rating, reviews }: { rating: number; reviews: number }) {
  const full = Math.round(rating);
  return (
    <p className="flex flex-wrap items-center gap-2 text-stone-800">
      <span aria-hidden="true" className="text-xl text-amber-600">
        {"★".repeat(full)}
        <span className="text-stone-300">{"★".repeat(Math.max(0, 5 - full))}</span>
      </span>
      <span>
        <span className="font-bold" data-testid="box-rating">
          {rating}
        </span>
        <span className="sr-only"> out of 5</span>{" "}
        <span className="text-stone-600">
          (<span data-testid="box-review-count">{reviews}</span>{" "}
          {reviews === 1 ? "review" : "reviews"})
        </span>
      </span>
    </p>
  );
}
