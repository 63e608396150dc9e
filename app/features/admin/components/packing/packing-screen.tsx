import { useState } from "react";
import { Link } from "react-router";
import type { StaffRole } from "@shared/api/admin/staff";
import { Alert } from "~/components/ui/alert";
import { Button, buttonClasses } from "~/components/ui/button";
import { ApiFailure } from "~/lib/api-failure";
import { useRevalidatedData } from "~/lib/route-data";
import { getPackingSheet, getWholePackingSheet } from "../../api/packing";
import type { PackingData } from "../../load-admin";
import {
  monthName,
  packingCsv,
  shortDate,
  stateNames,
  sundayOf,
  toShip,
  type PackingLine,
  type PackingSheet,
} from "../../packing-model";
import { ExportDownloads } from "../export-downloads";
import { BulkShipDialog } from "./bulk-ship-dialog";
import { type LineChange, PackingLineCard } from "./packing-line-card";
import { PeriodNav, packingHref } from "./period-nav";
import { PickList } from "./pick-list";

/** The pages read after the first, for the month or week they belong to. */
interface MorePages {
  period: string;
  lines: PackingLine[];
  next: string | null;
  /** The first line of the page read last: the keyboard goes on from it. */
  firstNew: number | null;
}

const failureText = (error: unknown) =>
  error instanceof ApiFailure ? error.message : "That did not work just now. Please try again.";

/**
 * Packing (issue 26): the month's or a week's boxes, the pick list, and each box's next step.
 * Several boxes can be ticked and shipped together from the bar at the bottom, in thumb reach.
 */
export function PackingScreen({ data, role }: { data: PackingData; role: StaffRole }) {
  const [sheet, written] = useRevalidatedData(data.sheet);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [bulk, setBulk] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [more, setMore] = useState<MorePages | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailure, setMoreFailure] = useState<string | null>(null);
  const [csvReading, setCsvReading] = useState<string | null>(null);
  const [csvFailure, setCsvFailure] = useState<string | null>(null);
  const { week } = data;
  // The server answers only the week's boxes when a week is chosen, a page at a time: the first
  // page comes with the screen (read again after each write), "Show more boxes" adds the next.
  const periodKey = `${sheet.month}/${week ?? ""}`;
  const later = more?.period === periodKey ? more : null;
  const firstPage = new Set(sheet.lines.map((line) => line.deliveryId));
  const lines = [
    ...sheet.lines,
    ...(later?.lines.filter((line) => !firstPage.has(line.deliveryId)) ?? []),
  ];
  const next = later ? later.next : sheet.next;
  const open = lines.filter(toShip);
  const chosen = open.filter((line) => selected.has(line.deliveryId));
  const period = week
    ? `${shortDate(week)} – ${shortDate(sundayOf(week))}`
    : monthName(sheet.month);

  const change = (ids: ReadonlySet<number>, update: (id: number) => LineChange) => {
    const changed = (line: PackingLine) =>
      ids.has(line.deliveryId) ? { ...line, ...update(line.deliveryId) } : line;
    setMore((current) => current && { ...current, lines: current.lines.map(changed) });
    written((current: PackingSheet) => ({ ...current, lines: current.lines.map(changed) }));
  };

  async function showMore() {
    if (next === null || loadingMore) return;
    setLoadingMore(true);
    setMoreFailure(null);
    try {
      const page = await getPackingSheet(sheet.month, undefined, week, { after: next });
      setMore({
        period: periodKey,
        lines: [...(later?.lines ?? []), ...page.lines],
        next: page.next,
        firstNew: page.lines[0]?.deliveryId ?? null,
      });
    } catch (error) {
      setMoreFailure(failureText(error));
    } finally {
      setLoadingMore(false);
    }
  }

  function select(id: number, on: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  async function downloadCsv() {
    if (csvReading !== null) return;
    setCsvFailure(null);
    let all = lines;
    if (next !== null) {
      // Every line of the month or week, not only the pages on the screen.
      setCsvReading(`Reading the ${sheet.count} boxes…`);
      try {
        all = (
          await getWholePackingSheet(sheet.month, week, undefined, (read, count) =>
            setCsvReading(`Reading the boxes: ${read} of ${count}…`),
          )
        ).lines;
      } catch (error) {
        setCsvFailure(failureText(error));
        return;
      } finally {
        setCsvReading(null);
      }
    }
    const url = URL.createObjectURL(new Blob([packingCsv(all)], { type: "text/csv" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = `packing-${week ?? sheet.month}.csv`;
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <div className={`flex flex-col gap-5 ${chosen.length > 0 ? "pb-28" : ""}`}>
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-extrabold text-stone-900 sm:text-3xl">Packing</h1>
        <p className="text-stone-700">
          {period}: {sheet.open} to pack or ship, {sheet.count - sheet.open} done or not sent.
        </p>
      </header>
      <PeriodNav month={sheet.month} week={week} />
      <div className="flex flex-wrap gap-2">
        <Link to={packingHref(sheet.month, week, true)} className={buttonClasses("secondary")}>
          Print view
        </Link>
        <Button
          variant="secondary"
          onClick={() => void downloadCsv()}
          disabled={sheet.count === 0}
          aria-disabled={csvReading !== null || undefined}
        >
          {csvReading === null ? "Download CSV" : "Preparing the CSV…"}
        </Button>
        {open.length > 0 ? (
          <Button
            variant="ghost"
            onClick={() =>
              setSelected(
                chosen.length === open.length
                  ? new Set()
                  : new Set(open.map((line) => line.deliveryId)),
              )
            }
          >
            {chosen.length === open.length ? "Clear the ticks" : "Tick all to ship"}
          </Button>
        ) : null}
      </div>
      {csvReading ? (
        <p role="status" className="text-stone-700">
          {csvReading}
        </p>
      ) : null}
      {csvFailure ? <Alert tone="error">The CSV could not be made: {csvFailure}</Alert> : null}
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <ExportDownloads role={role} kinds={["deliveries"]} />
      {/* The whole month's or week's pick list, from the server: not only the boxes shown. */}
      <PickList {...sheet.picks} />
      <section aria-labelledby="packing-lines" className="flex flex-col gap-3">
        <h2 id="packing-lines" className="text-lg font-bold text-stone-900">
          Boxes ({sheet.count})
        </h2>
        {lines.length === 0 ? (
          <p className="rounded-2xl border border-stone-200 bg-white p-4 text-stone-700">
            No boxes ship in {period}.
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {lines.map((line) => (
              <PackingLineCard
                key={line.deliveryId}
                line={line}
                focusOnMount={line.deliveryId === later?.firstNew}
                selected={selected.has(line.deliveryId)}
                onSelect={(on) => select(line.deliveryId, on)}
                onChanged={(update) => {
                  if (update.state === "shipped") select(line.deliveryId, false);
                  if (update.state) {
                    setNotice(`${line.orderNumber} ${stateNames[update.state].toLowerCase()}.`);
                  }
                  change(new Set([line.deliveryId]), () => update);
                }}
              />
            ))}
          </ul>
        )}
        {lines.length > 0 && lines.length < sheet.count ? (
          <p className="text-stone-700">
            Showing {lines.length} of {sheet.count} boxes.
          </p>
        ) : null}
        {moreFailure ? (
          <Alert tone="error">More boxes could not be shown: {moreFailure}</Alert>
        ) : null}
        {next !== null ? (
          <Button
            variant="secondary"
            className="self-start"
            onClick={() => void showMore()}
            aria-disabled={loadingMore || undefined}
          >
            {loadingMore ? "Loading more boxes…" : "Show more boxes"}
          </Button>
        ) : null}
      </section>
      {chosen.length > 0 ? (
        <div className="fixed inset-x-0 bottom-0 z-30 border-t border-stone-300 bg-white/95 px-3 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] backdrop-blur print:hidden">
          <div className="mx-auto flex max-w-3xl items-center justify-between gap-3">
            <p className="font-semibold text-stone-900" aria-live="polite">
              {chosen.length} ticked
            </p>
            <Button size="lg" onClick={() => setBulk(true)}>
              Ship {chosen.length} {chosen.length === 1 ? "box" : "boxes"}…
            </Button>
          </div>
        </div>
      ) : null}
      {bulk && chosen.length > 0 ? (
        <BulkShipDialog
          lines={chosen}
          onClose={() => setBulk(false)}
          onShipped={(tracking) => {
            setBulk(false);
            setSelected(new Set());
            setNotice(`${tracking.size} ${tracking.size === 1 ? "box" : "boxes"} shipped.`);
            change(new Set(tracking.keys()), (id) => ({
              state: "shipped",
              trackingNumber: tracking.get(id) ?? null,
            }));
          }}
        />
      ) : null}
    </div>
  );
}
