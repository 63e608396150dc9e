import { useState } from "react";
import type { StaffRole } from "@shared/api/admin/staff";
import { shortfallOf, type StockAnswer, type StockLine } from "@shared/api/admin/stock";
import { Alert } from "~/components/ui/alert";
import { belowZeroOf, monthName, shortOf } from "../../stock-model";
import { StockTable } from "./stock-table";

/** Owners and packers count the shelf; support reads it (decision 249). */
export const countsStock = (role: StaffRole) => role === "owner" || role === "packer";

/**
 * Stock against demand (issue 27): per box and per swap-in item, what is on the shelf, what is
 * still to pack this month and next (the packing list's pick list), and what is missing.
 */
export function StockScreen({ data, staffRole }: { data: StockAnswer; staffRole: StaffRole }) {
  const [stock, setStock] = useState(data);
  const months = { thisMonth: monthName(stock.thisMonth), nextMonth: monthName(stock.nextMonth) };
  const saved = (changed: StockLine, onHand: number) => {
    const update = (lines: StockLine[]) =>
      lines.map((line) =>
        line.kind === changed.kind && line.key === changed.key
          ? { ...line, onHand, shortfall: shortfallOf(line.thisMonth + line.nextMonth, onHand) }
          : line,
      );
    setStock((now) => ({ ...now, boxes: update(now.boxes), swapIns: update(now.swapIns) }));
  };
  const short = shortOf(stock);
  const belowZero = belowZeroOf(stock);
  const editable = countsStock(staffRole);
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-extrabold text-stone-900 sm:text-3xl">Stock</h1>
        <p className="mt-1 text-stone-700">
          What is on the shelf against the boxes still to pack in {months.thisMonth} and{" "}
          {months.nextMonth}. Packing a box takes it off, with its allergy swap-ins.
        </p>
      </header>
      {short.length > 0 ? (
        <Alert tone="error">
          Short for the boxes still to pack:{" "}
          {short.map((line) => `${line.name} (${line.shortfall})`).join(", ")}.
        </Alert>
      ) : (
        <Alert tone="success">There is stock for every box still to pack.</Alert>
      )}
      {belowZero.length > 0 ? (
        <Alert tone="info">
          More were packed than were counted of {belowZero.map((line) => line.name).join(", ")}:
          count the shelf and set the real number.
        </Alert>
      ) : null}
      <StockTable
        id="stock-boxes"
        title="Boxes"
        hint="Each box of the catalogue."
        lines={stock.boxes}
        months={months}
        editable={editable}
        onSaved={saved}
      />
      <StockTable
        id="stock-swap-ins"
        title="Allergy swap-ins"
        hint="Items packed instead of one a pet must not have."
        lines={stock.swapIns}
        months={months}
        editable={editable}
        onSaved={saved}
      />
    </div>
  );
}
