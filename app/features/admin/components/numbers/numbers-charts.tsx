import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { formatCents } from "@shared/commerce/cents";
import type { ActivityRow, ReasonRow, ShippedTable } from "../../metrics-model";

// The charts of /admin/numbers, drawn with Recharts (decision 246). This module is its own chunk:
// only the Numbers screen loads it. Each chart is a picture of the table beside it, so it is one
// image to assistive technology and its keyboard layer is off: the table is the way in. Recharts'
// animations are "auto": none under prefers-reduced-motion.

const HEIGHT = 280;
const AXIS = { fontSize: 12, fill: "#44403c" };
const GRID = "#e7e5e4";
const palette = [
  "#b45309",
  "#1d4ed8",
  "#047857",
  "#be185d",
  "#6d28d9",
  "#0e7490",
  "#854d0e",
  "#b91c1c",
  "#44403c",
];

const compactDollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  notation: "compact",
  maximumFractionDigits: 1,
});

function ChartFrame({ label, children }: { label: string; children: React.ReactElement }) {
  return (
    <div role="img" aria-label={label} className="w-full min-w-0">
      <ResponsiveContainer width="100%" height={HEIGHT} minWidth={0}>
        {children}
      </ResponsiveContainer>
    </div>
  );
}

export function ActivityChart({ rows }: { rows: readonly ActivityRow[] }) {
  return (
    <ChartFrame label="Chart of active subscriptions and MRR by month; the figures are in the table below.">
      <ComposedChart
        data={[...rows]}
        margin={{ top: 8, right: 0, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis dataKey="short" tick={AXIS} interval="preserveStartEnd" />
        <YAxis yAxisId="active" tick={AXIS} width={44} allowDecimals={false} />
        <YAxis
          yAxisId="mrr"
          orientation="right"
          tick={AXIS}
          width={56}
          tickFormatter={(dollars: number) => compactDollars.format(dollars)}
        />
        <Tooltip
          formatter={(value, name) =>
            name === "MRR"
              ? formatCents(Math.round(Number(value) * 100))
              : Number(value).toLocaleString("en-US")
          }
        />
        <Legend />
        <Bar
          yAxisId="active"
          dataKey="active"
          name="Active subscriptions"
          fill="#f59e0b"
          isAnimationActive="auto"
        />
        <Line
          yAxisId="mrr"
          dataKey="mrrDollars"
          name="MRR"
          stroke="#1c1917"
          strokeWidth={2}
          isAnimationActive="auto"
        />
      </ComposedChart>
    </ChartFrame>
  );
}

export function ReasonsChart({ rows }: { rows: readonly ReasonRow[] }) {
  return (
    <ChartFrame label="Chart of cancellations in the last 12 months by reason; the figures are in the table below.">
      <BarChart
        data={[...rows]}
        layout="vertical"
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid stroke={GRID} horizontal={false} />
        <XAxis type="number" tick={AXIS} allowDecimals={false} />
        <YAxis type="category" dataKey="label" tick={AXIS} width={120} />
        <Tooltip />
        <Bar dataKey="twelveMonths" name="Last 12 months" fill="#b45309" isAnimationActive="auto" />
      </BarChart>
    </ChartFrame>
  );
}

export function ShippedChart({ table }: { table: ShippedTable }) {
  const data = table.rows.map((row) => ({
    short: row.short,
    ...Object.fromEntries(table.boxes.map((box, index) => [box.id, row.counts[index] ?? 0])),
  }));
  return (
    <ChartFrame label="Chart of boxes shipped per month by box; the figures are in the table below.">
      <BarChart
        data={data}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis dataKey="short" tick={AXIS} interval="preserveStartEnd" />
        <YAxis tick={AXIS} width={44} allowDecimals={false} />
        <Tooltip />
        <Legend />
        {table.boxes.map((box, index) => (
          <Bar
            key={box.id}
            dataKey={box.id}
            name={box.name}
            stackId="boxes"
            fill={palette[index % palette.length]}
            isAnimationActive="auto"
          />
        ))}
      </BarChart>
    </ChartFrame>
  );
}
