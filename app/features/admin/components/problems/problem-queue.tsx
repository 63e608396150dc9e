import { useState } from "react";
import { orderNumberLabel } from "@shared/api/orders";
import { problemKindLabels, resolutionSentence } from "@shared/api/problems";
import { formatCents } from "@shared/commerce/cents";
import { formatCalendarDate } from "@shared/commerce/dates";
import type { AdminProblem, AdminProblemsAnswer } from "../../api/problems";
import { ResolveForm } from "./resolve-form";

const reportedOn = (iso: string) => formatCalendarDate(iso.slice(0, 10));

function ProblemFacts({ problem }: { problem: AdminProblem }) {
  return (
    <>
      <div className="flex flex-col gap-y-1 sm:flex-row sm:flex-wrap sm:items-baseline sm:justify-between sm:gap-x-4">
        <h3 className="text-lg font-bold text-stone-900">
          {problemKindLabels[problem.kind]}: {problem.boxName}
          {problem.petName ? ` for ${problem.petName}` : ""}
        </h3>
        <span className="text-sm text-stone-700">Reported {reportedOn(problem.reportedAt)}</span>
      </div>
      <p className="text-sm text-stone-700">
        {problem.customerName} · {orderNumberLabel(problem.orderNumber)} · box of{" "}
        {formatCalendarDate(problem.deliveryDate)} · paid {formatCents(problem.paidCents)}
      </p>
      <p className="mt-2 rounded-xl bg-stone-50 p-3 wrap-anywhere whitespace-pre-line text-stone-900">
        {problem.description}
      </p>
    </>
  );
}

/** Support's queue of problems with a box (issue 26): open ones to resolve, then the resolved. */
export function ProblemQueue({ data }: { data: AdminProblemsAnswer }) {
  const [open, setOpen] = useState(data.open);
  const [resolved, setResolved] = useState(data.resolved);
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-extrabold text-stone-900 sm:text-3xl">Problems</h1>
        <p className="mt-1 text-stone-700">
          Boxes customers reported: send a replacement, refund or credit the next box. The customer
          is told by e-mail.
        </p>
      </header>
      <section aria-labelledby="problems-open" className="flex flex-col gap-3">
        <h2 id="problems-open" className="text-xl font-bold text-stone-900">
          Open ({open.length})
        </h2>
        {open.length === 0 ? (
          <p className="text-stone-700">No problem is waiting.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {open.map((problem) => (
              <li
                key={problem.id}
                className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
                data-testid="open-problem"
              >
                <ProblemFacts problem={problem} />
                <ResolveForm
                  problem={problem}
                  onResolved={(done) => {
                    setOpen((list) => list.filter((each) => each.id !== done.id));
                    setResolved((list) => [done, ...list]);
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="problems-resolved" className="flex flex-col gap-3">
        <h2 id="problems-resolved" className="text-xl font-bold text-stone-900">
          Resolved
        </h2>
        {resolved.length === 0 ? (
          <p className="text-stone-700">Nothing resolved yet.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {resolved.map((problem) => (
              <li
                key={problem.id}
                className="rounded-2xl border border-stone-200 bg-white p-4"
                data-testid="resolved-problem"
              >
                <ProblemFacts problem={problem} />
                <p className="mt-2 font-semibold text-emerald-900">
                  {problem.resolution
                    ? resolutionSentence({ ...problem, resolution: problem.resolution })
                    : null}
                  {problem.resolvedBy ? ` (${problem.resolvedBy})` : ""}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
