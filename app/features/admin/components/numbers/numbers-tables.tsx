import { formatCents } from "@shared/commerce/cents";
import type { ActivityRow, ReasonRow, ShippedTable } from "../../metrics-model";
import { cell, headCell, rowHead } from "./chart-panel";

const table = "w-full border-collapse text-sm text-stone-800";
const caption = "mb-2 text-left font-semibold text-stone-900";

export function ActivityTable({ rows }: { rows: readonly ActivityRow[] }) {
  return (
    <table className={table}>
      <caption className={caption}>Active subscriptions and MRR at each month's end</caption>
      <thead>
        <tr>
          <th scope="col" className={`${headCell} text-left`}>
            Month
          </th>
          <th scope="col" className={headCell}>
            Active subscriptions
          </th>
          <th scope="col" className={headCell}>
            MRR
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.month}>
            <th scope="row" className={rowHead}>
              {row.label}
            </th>
            <td className={cell}>{row.active.toLocaleString("en-US")}</td>
            <td className={cell}>{formatCents(row.mrrCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ReasonsTable({ rows }: { rows: readonly ReasonRow[] }) {
  const sum = (pick: (row: ReasonRow) => number) =>
    rows.reduce((total, row) => total + pick(row), 0);
  return (
    <table className={table}>
      <caption className={caption}>Cancellations by reason</caption>
      <thead>
        <tr>
          <th scope="col" className={`${headCell} text-left`}>
            Reason
          </th>
          <th scope="col" className={headCell}>
            This month
          </th>
          <th scope="col" className={headCell}>
            Last 12 months
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.reason}>
            <th scope="row" className={rowHead}>
              {row.label}
            </th>
            <td className={cell}>{row.thisMonth.toLocaleString("en-US")}</td>
            <td className={cell}>{row.twelveMonths.toLocaleString("en-US")}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" className={rowHead}>
            All cancellations
          </th>
          <td className={`${cell} font-semibold`}>
            {sum((row) => row.thisMonth).toLocaleString("en-US")}
          </td>
          <td className={`${cell} font-semibold`}>
            {sum((row) => row.twelveMonths).toLocaleString("en-US")}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

export function ShippedTableView({ shipped }: { shipped: ShippedTable }) {
  return (
    <table className={table}>
      <caption className={caption}>Boxes shipped per month, by box</caption>
      <thead>
        <tr>
          <th scope="col" className={`${headCell} text-left`}>
            Month
          </th>
          {shipped.boxes.map((box) => (
            <th key={box.id} scope="col" className={headCell}>
              {box.name}
            </th>
          ))}
          <th scope="col" className={headCell}>
            All boxes
          </th>
        </tr>
      </thead>
      <tbody>
        {shipped.rows.map((row) => (
          <tr key={row.month}>
            <th scope="row" className={`${rowHead} whitespace-nowrap`}>
              {row.label}
            </th>
            {row.counts.map((count, index) => (
              <td key={shipped.boxes[index]!.id} className={cell}>
                {count.toLocaleString("en-US")}
              </td>
            ))}
            <td className={`${cell} font-semibold`}>{row.total.toLocaleString("en-US")}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
