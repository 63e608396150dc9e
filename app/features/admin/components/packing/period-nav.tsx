import { Link } from "react-router";
import { addMonths, monthName, shortDate, sundayOf, weeksOf } from "../../packing-model";
import { ADMIN_ROOT } from "../../screens";

export const packingHref = (month: string, week: string | null, print = false) =>
  `${ADMIN_ROOT}/packing${print ? "/print" : ""}?month=${month}${week ? `&week=${week}` : ""}`;

const chip =
  "inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-700";

/** The month (previous, next) and, within it, the whole month or one week, as links. */
export function PeriodNav({ month, week }: { month: string; week: string | null }) {
  return (
    <nav aria-label="Dates to pack" className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <Link
          to={packingHref(addMonths(month, -1), null)}
          className={`${chip} bg-white ring-1 ring-stone-300 hover:bg-amber-100`}
          aria-label={`Previous month, ${monthName(addMonths(month, -1))}`}
        >
          ‹ <span aria-hidden="true">Prev</span>
        </Link>
        <p className="min-w-40 text-center text-lg font-bold text-stone-900" aria-live="polite">
          {monthName(month)}
        </p>
        <Link
          to={packingHref(addMonths(month, 1), null)}
          className={`${chip} bg-white ring-1 ring-stone-300 hover:bg-amber-100`}
          aria-label={`Next month, ${monthName(addMonths(month, 1))}`}
        >
          <span aria-hidden="true">Next</span> ›
        </Link>
      </div>
      <ul className="flex gap-2 overflow-x-auto pb-1">
        {[null, ...weeksOf(month)].map((monday) => {
          const current = monday === week;
          return (
            <li key={monday ?? "month"}>
              <Link
                to={packingHref(month, monday)}
                aria-current={current ? "page" : undefined}
                className={`${chip} ${current ? "bg-amber-800 text-white" : "bg-white text-stone-800 ring-1 ring-stone-300 hover:bg-amber-100"}`}
              >
                {monday ? `${shortDate(monday)} – ${shortDate(sundayOf(monday))}` : "Whole month"}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
