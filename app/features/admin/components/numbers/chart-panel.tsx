import type { ReactNode } from "react";

/**
 * One chart and its table: the chart for the eye, the same figures as a real table under
 * "Show as table" (open to everyone, the way in for a screen reader and the keyboard).
 */
export function ChartPanel({
  id,
  title,
  hint,
  chart,
  children,
}: {
  id: string;
  title: string;
  hint: string;
  /** The drawing; null while its code is not there. */
  chart: ReactNode;
  /** The table. */
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={id} className="text-lg font-bold text-stone-900">
        {title}
      </h2>
      <p className="text-sm text-stone-600">{hint}</p>
      <div className="mt-3 min-h-[280px]">{chart}</div>
      <details className="mt-3">
        <summary className="cursor-pointer font-semibold text-amber-900 underline underline-offset-2">
          Show as table
        </summary>
        {/* A wide table scrolls in its own box, never the page (as the packing print view). */}
        <div
          role="region"
          aria-label={`${title}, as a table`}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className="mt-3 overflow-x-auto focus-visible:outline-2 focus-visible:outline-amber-700"
        >
          {children}
        </div>
      </details>
    </section>
  );
}

export const cell = "border-b border-stone-200 px-2 py-1.5 text-right tabular-nums";
export const headCell = "border-b border-stone-300 px-2 py-1.5 text-right font-semibold";
export const rowHead = "border-b border-stone-200 px-2 py-1.5 text-left font-semibold";
