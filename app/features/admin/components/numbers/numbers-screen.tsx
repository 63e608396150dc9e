import { useEffect } from "react";
import { useLazyModule } from "~/lib/lazy-with-retry";
import { formatWhen } from "../../audit-model";
import type { NumbersData } from "../../load-admin";
import { lastMonthHelp } from "../../metric-definitions";
import { activityRows, headlineFigures, reasonRows, shippedTable } from "../../metrics-model";
import { ChartPanel } from "./chart-panel";
import { numbersCharts } from "./charts-code";
import { FigureDefinitions, HeadlineFigures } from "./headline-figures";
import { ActivityTable, ReasonsTable, ShippedTableView } from "./numbers-tables";

/** Runs `work` once the next frame has painted; the returned function cancels it. */
function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * The shop's numbers for owners and support (issue 27): today's figures against the end of last
 * month, then the last 12 months as charts, each with its table.
 */
export function NumbersScreen({ data }: { data: NumbersData }) {
  const { metrics } = data;
  // Asked for once the figures are painted (a frame after they are committed), so neither its
  // download nor its long evaluation holds them up; until it is there (or if it failed) the
  // tables stand alone in the charts' kept places.
  const { module: charts, prefetch } = useLazyModule(numbersCharts);
  useEffect(() => afterNextPaint(prefetch), [prefetch]);
  const figures = headlineFigures(metrics);
  const activity = activityRows(metrics.months);
  const reasons = reasonRows(metrics.months);
  const shipped = shippedTable(metrics.months, data.boxes);
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header>
        <h1 className="text-2xl font-extrabold text-stone-900 sm:text-3xl">Numbers</h1>
        <p className="mt-1 text-stone-700">
          Today's figures, with the change since the end of last month. Counted at{" "}
          {formatWhen(metrics.countedAt)}, and again at most once a minute.
        </p>
      </header>
      <section aria-labelledby="numbers-today" className="flex flex-col gap-3">
        <h2 id="numbers-today" className="sr-only">
          Today's figures
        </h2>
        <HeadlineFigures figures={figures} />
        <FigureDefinitions figures={figures} note={lastMonthHelp} />
      </section>
      {metrics.months.length === 0 ? (
        <p className="text-stone-700">No history yet: the charts start after the first day.</p>
      ) : (
        <div className="grid min-w-0 grid-cols-1 gap-6 xl:grid-cols-2">
          <ChartPanel
            id="numbers-activity"
            title="Active subscriptions and MRR"
            hint="The last 12 months, at each month's end."
            chart={charts ? <charts.ActivityChart rows={activity} /> : null}
          >
            <ActivityTable rows={activity} />
          </ChartPanel>
          <ChartPanel
            id="numbers-reasons"
            title="Cancellations by reason"
            hint="Why customers left in the last 12 months, as they told us when cancelling."
            chart={charts ? <charts.ReasonsChart rows={reasons} /> : null}
          >
            <ReasonsTable rows={reasons} />
          </ChartPanel>
          <ChartPanel
            id="numbers-shipped"
            title="Boxes shipped per month"
            hint="Each month's shipped boxes, by box."
            chart={
              shipped.boxes.length === 0 ? (
                <p className="text-stone-700">No box shipped in the last 12 months.</p>
              ) : charts ? (
                <charts.ShippedChart table={shipped} />
              ) : null
            }
          >
            <ShippedTableView shipped={shipped} />
          </ChartPanel>
        </div>
      )}
    </div>
  );
}
