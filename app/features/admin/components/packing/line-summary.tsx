import { shortDate, stateNames, type LineState, type PackingLine } from "../../packing-model";

const stateTones: Record<LineState, string> = {
  scheduled: "bg-amber-100 text-amber-950",
  late: "bg-red-100 text-red-900",
  packed: "bg-sky-100 text-sky-950",
  shipped: "bg-emerald-100 text-emerald-950",
  delivered: "bg-emerald-100 text-emerald-950",
  returned: "bg-stone-200 text-stone-900",
  skipped: "bg-stone-100 text-stone-800",
  paused: "bg-stone-100 text-stone-800",
  cancelled: "bg-stone-100 text-stone-800",
};

export function StateBadge({ state }: { state: LineState }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-sm font-bold ${stateTones[state]}`}>
      {stateNames[state]}
    </span>
  );
}

/**
 * One box as the packer needs it: which box for whom, the pet's notes, what to swap for its
 * allergies, and where it stands (with its tracking once shipped).
 */
export function LineSummary({ line }: { line: PackingLine }) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StateBadge state={line.state} />
        {line.state === "late" && line.packed ? <StateBadge state="packed" /> : null}
        {line.replacement ? (
          <span className="rounded-full bg-violet-100 px-2.5 py-0.5 text-sm font-bold text-violet-950">
            Free replacement
          </span>
        ) : null}
        <span className="font-mono text-sm font-semibold text-stone-800">{line.orderNumber}</span>
        <span className="text-sm text-stone-700">ships {shortDate(line.date)}</span>
      </div>
      <p className="text-lg font-bold text-stone-900">
        {line.quantity > 1 ? `${line.quantity} × ` : ""}
        {line.boxName}
        {line.pet ? (
          <span className="font-semibold text-stone-700">
            {" "}
            for {line.pet.name} ({line.pet.species})
          </span>
        ) : null}
      </p>
      {line.pet && line.pet.notes.length > 0 ? (
        <p className="text-stone-800">{line.pet.notes.join(" · ")}</p>
      ) : null}
      {line.pet && line.pet.allergies.length > 0 ? (
        <p className="text-stone-800">
          <span className="font-semibold text-red-800">Allergies:</span>{" "}
          {line.pet.allergies.join(", ")}
        </p>
      ) : null}
      {line.swaps.length > 0 ? (
        <ul className="flex flex-col gap-0.5 text-stone-800">
          {line.swaps.map((swap) => (
            <li key={swap.item}>
              <span className="font-semibold">Swap:</span> take out {swap.item},{" "}
              {swap.swapIn ? `put in ${swap.swapIn}` : "leave it out"}
            </li>
          ))}
        </ul>
      ) : null}
      {line.giftMessage ? (
        <p className="wrap-anywhere whitespace-pre-line text-stone-800">
          <span className="font-semibold text-violet-900">Gift message card:</span>{" "}
          {line.giftMessage}
        </p>
      ) : null}
      <p className="text-sm text-stone-700">To {line.shipTo}</p>
      {line.trackingNumber ? (
        <p className="text-sm text-stone-800">
          {line.carrier} ·{" "}
          {line.trackingUrl ? (
            <a
              href={line.trackingUrl}
              target="_blank"
              rel="noreferrer"
              className="font-mono font-semibold text-amber-900 underline"
            >
              {line.trackingNumber}
              <span className="sr-only"> (tracking, opens in a new tab)</span>
            </a>
          ) : (
            <span className="font-mono">{line.trackingNumber}</span>
          )}
        </p>
      ) : null}
    </div>
  );
}
