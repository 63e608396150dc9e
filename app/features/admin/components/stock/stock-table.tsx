import type { StockLine } from "@shared/api/admin/stock";
import { OnHandForm } from "./on-hand-form";

/**
 * One table of stock lines (boxes, or swap-in items): what is on hand, still to pack this month
 * and next, and the shortfall (second, so a phone shows it without scrolling), red when there is one. On a phone it scrolls in its own box,
 * which takes focus so a keyboard can scroll it (axe: scrollable-region-focusable).
 */
export function StockTable({
  id,
  title,
  hint,
  lines,
  months,
  editable,
  onSaved,
}: {
  id: string;
  title: string;
  hint: string;
  lines: StockLine[];
  months: { thisMonth: string; nextMonth: string };
  editable: boolean;
  onSaved: (line: StockLine, onHand: number) => void;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={id} className="text-lg font-bold text-stone-900">
        {title}
      </h2>
      <p className="text-sm text-stone-600">{hint}</p>
      <div
        role="region"
        aria-labelledby={id}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="mt-3 overflow-x-auto focus-visible:outline-2 focus-visible:outline-amber-700"
      >
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b-2 border-stone-800">
              <th scope="col" className="py-2 pr-3">
                Item
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Shortfall
              </th>
              <th scope="col" className="py-2 pr-3">
                On hand
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                To pack in {months.thisMonth}
              </th>
              <th scope="col" className="py-2 text-right">
                To pack in {months.nextMonth}
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.key} className="border-b border-stone-200 align-top">
                <th scope="row" className="py-2 pr-3 font-semibold text-stone-900">
                  {line.name}
                </th>
                <td
                  className={`py-2 pr-3 text-right font-bold tabular-nums ${line.shortfall > 0 ? "text-red-800" : "text-stone-700"}`}
                >
                  {line.shortfall > 0 ? `${line.shortfall} short` : "None"}
                </td>
                <td className="py-2 pr-3">
                  {editable ? (
                    <OnHandForm line={line} onSaved={(onHand) => onSaved(line, onHand)} />
                  ) : (
                    line.onHand
                  )}
                  {line.onHand < 0 ? (
                    <p className="mt-1 text-sm font-semibold text-red-800">
                      Below zero: count the shelf.
                    </p>
                  ) : null}
                </td>
                <td className="py-2 pr-3 text-right tabular-nums">{line.thisMonth}</td>
                <td className="py-2 text-right tabular-nums">{line.nextMonth}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
