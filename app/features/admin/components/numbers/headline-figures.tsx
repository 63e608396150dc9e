import type { HeadlineFigure, Trend } from "../../metrics-model";

const trendColour: Record<Trend, string> = {
  better: "text-emerald-800",
  worse: "text-red-800",
  neutral: "text-stone-600",
};

/** Today's figures, each with its change since the end of last month. */
export function HeadlineFigures({ figures }: { figures: readonly HeadlineFigure[] }) {
  return (
    <dl className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 lg:grid-cols-4">
      {figures.map((figure) => (
        <div
          key={figure.key}
          className="flex flex-col rounded-2xl border border-stone-200 bg-white px-4 py-3 shadow-sm"
        >
          <dt className="text-sm font-semibold text-stone-700">{figure.label}</dt>
          <dd className="text-2xl font-extrabold break-words text-stone-900 sm:text-3xl">
            {figure.value}
          </dd>
          <dd className={`text-sm font-semibold ${trendColour[figure.trend]}`}>{figure.change}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What each figure counts (the same words as decision 247). */
export function FigureDefinitions({
  figures,
  note,
}: {
  figures: readonly HeadlineFigure[];
  note: string;
}) {
  return (
    <details className="rounded-2xl border border-stone-200 bg-white px-4 py-3 shadow-sm">
      <summary className="cursor-pointer font-semibold text-amber-900 underline underline-offset-2">
        How these figures are counted
      </summary>
      <p className="mt-3 text-sm text-stone-700">{note}</p>
      <dl className="mt-2 flex flex-col gap-2 text-sm">
        {figures.map((figure) => (
          <div key={figure.key}>
            <dt className="font-semibold text-stone-900">{figure.label}</dt>
            <dd className="text-stone-700">{figure.help}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
