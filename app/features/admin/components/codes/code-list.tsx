import type { Code } from "@shared/api/codes";
import { codeAmountText, codeDatesText, codeDurationText, codeUsesText } from "../../codes-model";

/** The codes, newest first: what each gives, when, and how many orders used it. */
export function CodeList({ codes }: { codes: readonly Code[] }) {
  return (
    <section aria-labelledby="code-list" className="flex min-w-0 flex-col gap-3">
      <h2 id="code-list" className="text-lg font-bold text-stone-900">
        Codes ({codes.length})
      </h2>
      {codes.length === 0 ? (
        <p className="rounded-2xl border border-stone-200 bg-white p-4 text-stone-700 shadow-sm">
          No codes yet. Make the first with the form.
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white shadow-sm">
          {codes.map((code) => (
            <li
              key={code.id}
              className="flex flex-col gap-1 p-4 sm:grid sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-4"
            >
              <div className="flex min-w-0 flex-col gap-0.5">
                <p className="font-mono font-semibold wrap-anywhere text-stone-900">{code.code}</p>
                <p className="text-sm text-stone-700">
                  {codeAmountText(code)} · {codeDurationText(code)} · {codeDatesText(code)}
                  {code.oncePerCustomer ? " · Once per customer" : ""}
                  {code.boxIds.length > 0 ? ` · Boxes ${code.boxIds.join(", ")}` : ""}
                  {code.planIds.length > 0 ? ` · Plans ${code.planIds.join(", ")}` : ""}
                </p>
              </div>
              <p className="text-sm font-semibold text-stone-900" data-testid="code-uses">
                {codeUsesText(code)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
