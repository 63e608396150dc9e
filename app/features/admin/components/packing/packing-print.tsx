import { Link } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import type { PackingData } from "../../load-admin";
import { monthName, shortDate, stateNames, sundayOf, toShip } from "../../packing-model";
import { packingHref } from "./period-nav";
import { PickList } from "./pick-list";

/**
 * The packing list on paper: the pick list, then one row per box still to send, with space to
 * tick. The loader reads every page of the month or week for it (decision 261). Print CSS (app.css, `data-print-sheet`) leaves out the shop's header, footer and menu.
 */
export function PackingPrint({ data }: { data: PackingData }) {
  const { sheet, week } = data;
  const lines = sheet.lines.filter(toShip);
  const period = week
    ? `${shortDate(week)} – ${shortDate(sundayOf(week))}`
    : monthName(sheet.month);
  return (
    <div data-print-sheet className="flex flex-col gap-5 print:gap-3 print:text-[11pt]">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold text-stone-900">Packing list, {period}</h1>
          <p className="text-stone-700">{lines.length} boxes to pack and ship.</p>
        </div>
        <div className="flex gap-2 print:hidden">
          <Button onClick={() => window.print()}>Print</Button>
          <Link to={packingHref(sheet.month, week)} className={buttonClasses("secondary")}>
            Back to packing
          </Link>
        </div>
      </header>
      <PickList {...sheet.picks} />
      {/*
        On a phone's screen the table scrolls in its own box, not the page; paper is wide enough.
        The box takes focus so a keyboard can scroll it too (WCAG 2.1.1, axe's
        scrollable-region-focusable): a scrolling region is the one non-control that must.
      */}
      <div
        role="region"
        aria-label="Boxes to pack"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-amber-700 print:overflow-visible"
      >
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">Boxes to pack</caption>
          <thead>
            <tr className="border-b-2 border-stone-800">
              <th scope="col" className="py-2 pr-2">
                <span className="sr-only">Done</span>
              </th>
              <th scope="col" className="py-2 pr-2">
                Order
              </th>
              <th scope="col" className="py-2 pr-2">
                Ships
              </th>
              <th scope="col" className="py-2 pr-2">
                Box
              </th>
              <th scope="col" className="py-2 pr-2">
                Pet and notes
              </th>
              <th scope="col" className="py-2 pr-2">
                Swaps
              </th>
              <th scope="col" className="py-2">
                Ship to
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr
                key={line.deliveryId}
                className="break-inside-avoid border-b border-stone-300 align-top"
              >
                <td className="py-2 pr-2">
                  <span
                    aria-hidden="true"
                    className="inline-block size-5 border-2 border-stone-700"
                  />
                </td>
                <td className="py-2 pr-2 font-mono font-semibold whitespace-nowrap">
                  {line.orderNumber}
                </td>
                <td className="py-2 pr-2 whitespace-nowrap">
                  {shortDate(line.date)}
                  {line.state !== "scheduled" ? ` · ${stateNames[line.state]}` : ""}
                  {line.state === "late" && line.packed ? ", packed" : ""}
                </td>
                <td className="py-2 pr-2 font-semibold">
                  {line.quantity > 1 ? `${line.quantity} × ` : ""}
                  {line.boxName}
                </td>
                <td className="py-2 pr-2">
                  {line.pet ? [line.pet.name, ...line.pet.notes].join(" · ") : "No pet named"}
                  {line.pet && line.pet.allergies.length > 0 ? (
                    <span className="block font-semibold text-red-800">
                      Allergies: {line.pet.allergies.join(", ")}
                    </span>
                  ) : null}
                </td>
                <td className="py-2 pr-2">
                  {line.swaps.length === 0
                    ? "None"
                    : line.swaps
                        .map((swap) => `${swap.item} → ${swap.swapIn ?? "leave out"}`)
                        .join("; ")}
                  {line.giftMessage ? (
                    <span className="block">Gift message card: {line.giftMessage}</span>
                  ) : null}
                </td>
                <td className="py-2 break-words">{line.shipTo}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
