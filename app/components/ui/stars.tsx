import { cn } from "~/lib/cn";

type Fill = "full" | "half" | "empty";

/**
 * How `value` out of `max` is drawn: to the nearest half star, so 4.59 is four and a half stars
 * and 4.8 is five (a rating is not rounded up to the next whole star).
 */
export function starFills(value: number, max = 5): Fill[] {
  const halves = Math.round(Math.min(max, Math.max(0, value)) * 2);
  return Array.from({ length: max }, (_, index) => {
    const left = halves - index * 2;
    return left >= 2 ? "full" : left === 1 ? "half" : "empty";
  });
}

/**
 * A rating as stars, for the eye only (aria-hidden): the number beside it is what is read. A half
 * star is the grey star with the left half of a gold one over it.
 */
export function Stars({
  value,
  max = 5,
  className,
}: {
  value: number;
  max?: number;
  className?: string;
}) {
  return (
    <span aria-hidden="true" className={cn("inline-flex text-stone-300", className)}>
      {starFills(value, max).map((fill, index) => (
        <span key={index} data-fill={fill} className="relative inline-block">
          ★
          {fill === "empty" ? null : (
            <span
              className={cn(
                "absolute inset-y-0 left-0 overflow-hidden text-amber-600",
                fill === "full" ? "w-full" : "w-1/2",
              )}
            >
              ★
            </span>
          )}
        </span>
      ))}
    </span>
  );
}
