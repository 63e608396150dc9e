import type { PickRow } from "../../packing-model";

/** How many of each box, and of each allergy swap-in, to take from the shelves. */
export function PickList({ boxes, swapIns }: { boxes: PickRow[]; swapIns: PickRow[] }) {
  return (
    <section
      aria-labelledby="pick-list"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5 print:border-stone-400 print:shadow-none"
    >
      <h2 id="pick-list" className="text-lg font-bold text-stone-900">
        Pick list
      </h2>
      {boxes.length === 0 ? (
        <p className="mt-2 text-stone-700">Nothing left to pick for these dates.</p>
      ) : (
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <Rows caption="Boxes" rows={boxes} />
          <Rows caption="Swap-ins for allergies" rows={swapIns} empty="No swap-ins needed." />
        </div>
      )}
    </section>
  );
}

function Rows({ caption, rows, empty }: { caption: string; rows: PickRow[]; empty?: string }) {
  return (
    <table className="w-full text-left">
      <caption className="pb-1 text-left text-sm font-semibold text-stone-700">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Item</th>
          <th scope="col">How many</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={2} className="py-1 text-stone-700">
              {empty}
            </td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={row.name} className="border-t border-stone-100">
              <th scope="row" className="py-1.5 pr-3 font-medium text-stone-900">
                {row.name}
              </th>
              <td className="py-1.5 text-right text-lg font-extrabold text-stone-900 tabular-nums">
                {row.count}
              </td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
