import type { Metrics, MetricsMonth } from "@shared/api/admin/metrics";
import { cancelReasonLabels, isCancelReason } from "@shared/commerce/cancel-reasons";
import { formatCents } from "@shared/commerce/cents";
import { figureDefinitions, type FigureKind } from "./metric-definitions";

// /admin/numbers as words and rows: the headline figures with their change against last month,
// and the rows of the tables beside the charts (which draw the same rows).

const MINUS = "\u2212";

export function formatFigure(kind: FigureKind, value: number): string {
  if (kind === "money") return formatCents(value);
  if (kind === "rate") return `${(value * 100).toFixed(1)}%`;
  return value.toLocaleString("en-US");
}

/** "+3", "−$12.50", "+0.4 points"; null when there is no change to tell. */
export function formatChange(kind: FigureKind, delta: number): string | null {
  // Rates are shown to a tenth of a percent: a smaller change shows as none.
  const shown = kind === "rate" ? Math.round(delta * 1000) / 10 : delta;
  if (shown === 0) return null;
  const sign = shown > 0 ? "+" : MINUS;
  const size = Math.abs(shown);
  if (kind === "money") return `${sign}${formatCents(size)}`;
  if (kind === "rate") return `${sign}${size.toFixed(1)} ${size === 1 ? "point" : "points"}`;
  return `${sign}${size.toLocaleString("en-US")}`;
}

export type Trend = "better" | "worse" | "neutral";

export interface HeadlineFigure {
  key: string;
  label: string;
  value: string;
  /** "+3 since last month", or "Same as last month". */
  change: string;
  trend: Trend;
  help: string;
}

export function headlineFigures({ today, lastMonth }: Pick<Metrics, "today" | "lastMonth">) {
  return figureDefinitions.map((definition): HeadlineFigure => {
    const delta = today[definition.key] - lastMonth[definition.key];
    const change = formatChange(definition.kind, delta);
    const up = delta > 0;
    const trend: Trend =
      change === null || definition.better === null
        ? "neutral"
        : up === (definition.better === "up")
          ? "better"
          : "worse";
    return {
      key: definition.key,
      label: definition.label,
      value: formatFigure(definition.kind, today[definition.key]),
      change: change === null ? "Same as last month" : `${change} since last month`,
      trend,
      help: definition.help,
    };
  });
}

/** "2026-11" as "Nov 2026" (short, for a chart's axis) or "November 2026". */
export function monthName(month: string, style: "short" | "long" = "long"): string {
  const date = new Date(`${month}-01T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return month;
  return date.toLocaleDateString("en-GB", { month: style, year: "numeric", timeZone: "UTC" });
}

export interface ActivityRow {
  month: string;
  label: string;
  short: string;
  active: number;
  mrrCents: number;
  /** MRR in whole dollars, for the chart's scale. */
  mrrDollars: number;
}

export const activityRows = (months: readonly MetricsMonth[]): ActivityRow[] =>
  months.map((month) => ({
    month: month.month,
    label: monthName(month.month),
    short: monthName(month.month, "short"),
    active: month.activeSubscriptions,
    mrrCents: month.mrr,
    mrrDollars: month.mrr / 100,
  }));

export const UNKNOWN_REASON = "unknown";
export const unknownReasonLabel = "No reason given";

export interface ReasonRow {
  reason: string;
  label: string;
  thisMonth: number;
  twelveMonths: number;
}

/**
 * Cancellations by reason: this month and the last 12 months, every reason listed (zeros too),
 * "No reason given" last. A key the page does not know is counted as no reason given.
 */
export function reasonRows(months: readonly MetricsMonth[]): ReasonRow[] {
  const rows = [...Object.entries(cancelReasonLabels), [UNKNOWN_REASON, unknownReasonLabel]].map(
    ([reason, label]): ReasonRow => ({
      reason: reason!,
      label: label!,
      thisMonth: 0,
      twelveMonths: 0,
    }),
  );
  const rowOf = (key: string) =>
    rows.find((row) => row.reason === (isCancelReason(key) ? key : UNKNOWN_REASON))!;
  months.forEach((month, index) => {
    for (const [key, count] of Object.entries(month.cancellationsByReason)) {
      const row = rowOf(key);
      row.twelveMonths += count;
      if (index === months.length - 1) row.thisMonth += count;
    }
  });
  return rows;
}

export interface ShippedBox {
  id: string;
  name: string;
}

export interface ShippedTable {
  /** The boxes that shipped in the 12 months, in the catalogue's order (unknown ids last). */
  boxes: ShippedBox[];
  rows: { month: string; label: string; short: string; counts: number[]; total: number }[];
}

export function shippedTable(
  months: readonly MetricsMonth[],
  catalogue: readonly { id: string; name: string }[],
): ShippedTable {
  const shipped = new Set(
    months.flatMap((month) =>
      Object.entries(month.shippedByBox)
        .filter(([, count]) => count > 0)
        .map(([id]) => id),
    ),
  );
  const known = catalogue.filter((box) => shipped.has(box.id));
  const unknown = [...shipped]
    .filter((id) => !catalogue.some((box) => box.id === id))
    .sort()
    .map((id) => ({ id, name: `Box ${id}` }));
  const boxes = [...known.map(({ id, name }) => ({ id, name })), ...unknown];
  const rows = months.map((month) => {
    const counts = boxes.map((box) => month.shippedByBox[box.id] ?? 0);
    return {
      month: month.month,
      label: monthName(month.month),
      short: monthName(month.month, "short"),
      counts,
      total: counts.reduce((sum, count) => sum + count, 0),
    };
  });
  return { boxes, rows };
}
