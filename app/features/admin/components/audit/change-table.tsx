import type { ChangeLine } from "../../audit-model";

/**
 * What an entry changed, field by field. A record made has no Before column and one removed no
 * After column: only the sides that exist are shown.
 */
export function ChangeTable({ lines }: { lines: readonly ChangeLine[] }) {
  const before = lines.some((line) => line.before !== null);
  const after = lines.some((line) => line.after !== null);
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[16rem] table-fixed text-left text-sm">
        <caption className="sr-only">What changed</caption>
        <thead>
          <tr className="border-b border-stone-200 text-stone-600">
            <th scope="col" className="w-[28%] py-1 pr-3 font-semibold">
              Field
            </th>
            {before ? (
              <th scope="col" className="py-1 pr-3 font-semibold">
                Before
              </th>
            ) : null}
            {after ? (
              <th scope="col" className="py-1 font-semibold">
                After
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.field} className="border-b border-stone-100 align-top last:border-0">
              <th scope="row" className="py-1 pr-3 font-medium wrap-anywhere text-stone-800">
                {line.field}
              </th>
              {before ? (
                <td className="py-1 pr-3 wrap-anywhere text-stone-700">
                  {line.before ?? <Nothing />}
                </td>
              ) : null}
              {after ? (
                <td className="py-1 wrap-anywhere text-stone-900">{line.after ?? <Nothing />}</td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** An empty side of a change: a dash to see, "none" to hear. */
function Nothing() {
  return (
    <>
      <span aria-hidden="true" className="text-stone-500">
        —
      </span>
      <span className="sr-only">none</span>
    </>
  );
}
