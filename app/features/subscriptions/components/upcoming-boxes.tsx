import { useId } from "react";
import type { UpcomingBox } from "@shared/api/subscriptions";
import { formatCalendarDate } from "@shared/commerce/dates";
import { formatCents } from "@shared/commerce/cents";
import { allergySwapNote } from "@shared/allergens";
import { Button } from "~/components/ui/button";
import { oneLineAddress } from "./wording";

const badges: Record<UpcomingBox["status"] | "packing", { label: string; tone: string }> = {
  scheduled: { label: "Ships", tone: "bg-emerald-100 text-emerald-900" },
  packing: { label: "Being packed", tone: "bg-sky-100 text-sky-950" },
  skipped: { label: "Skipped", tone: "bg-stone-200 text-stone-800" },
  paused: { label: "Paused", tone: "bg-amber-100 text-amber-950" },
};

/**
 * A card's next boxes (issue 25 §2): for each, when it ships and about when it arrives, what it
 * holds, for whom, where it goes and what it costs, and what can still be done to it: skip it,
 * bring it back, or why not (being packed, inside a pause).
 */
export function UpcomingBoxes({
  boxes,
  live,
  title = "Upcoming boxes",
  actions,
}: {
  boxes: readonly UpcomingBox[];
  /** False once cancelled: the boxes still to come ship, and nothing can be asked of them. */
  live: boolean;
  title?: string;
  /** Without them the list only shows (My orders); the card gives them. */
  actions?: { onSkip: (date: string) => void; onUnskip: (date: string) => void };
}) {
  const headingId = useId();
  if (boxes.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-5">
      <h3 id={headingId} className="text-base font-bold wrap-anywhere text-stone-900">
        {title}
      </h3>
      <ol className="mt-2 flex flex-col gap-2" data-testid="upcoming-boxes">
        {boxes.map((box) => (
          <UpcomingRow key={box.date} box={box} live={live} actions={actions} />
        ))}
      </ol>
    </section>
  );
}

function UpcomingRow({
  box,
  live,
  actions,
}: {
  box: UpcomingBox;
  live: boolean;
  actions?: { onSkip: (date: string) => void; onUnskip: (date: string) => void };
}) {
  const whyId = useId();
  const day = formatCalendarDate(box.date);
  const badge =
    badges[box.status === "scheduled" && box.changeUntil === null ? "packing" : box.status];
  const action = box.status === "skipped" ? box.unskip : box.skip;
  const note = live ? boxNote(box, action) : null;
  return (
    <li
      className="rounded-2xl border border-amber-100 bg-amber-50/60 p-3 text-sm"
      data-testid="upcoming-box"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p className="font-semibold text-stone-900">
          Ships on <span data-testid="upcoming-date">{day}</span>
        </p>
        <span className={`rounded-lg px-2 py-0.5 text-xs font-semibold ${badge.tone}`}>
          {badge.label}
        </span>
      </div>
      <p className="text-stone-700">Arrives about {formatCalendarDate(box.arrivesAbout)}</p>
      <p className="mt-1 wrap-anywhere text-stone-800">
        {box.boxName}
        {box.petName ? ` for ${box.petName}` : ""} · {formatCents(box.price)}
      </p>
      {box.allergySwap && box.petName ? (
        <p className="font-semibold wrap-anywhere text-red-900" data-testid="upcoming-allergy-swap">
          {allergySwapNote(box.petName, box.allergySwap)}
        </p>
      ) : null}
      <p className="wrap-anywhere text-stone-700">To {oneLineAddress(box.address)}</p>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
        {actions && live && box.status !== "paused" ? (
          <Button
            size="sm"
            variant="secondary"
            disabled={!action.allowed}
            aria-label={`${box.status === "skipped" ? "Undo skip" : "Skip this box"}: ${day}`}
            aria-describedby={note ? whyId : undefined}
            onClick={() =>
              box.status === "skipped" ? actions.onUnskip(box.date) : actions.onSkip(box.date)
            }
          >
            {box.status === "skipped" ? "Undo skip" : "Skip this box"}
          </Button>
        ) : null}
        {note ? (
          <p id={whyId} className="text-stone-600">
            {note}
          </p>
        ) : null}
      </div>
    </li>
  );
}

const sentence = (text: string) => text.replace(/([^.!?])$/, "$1.");

/** What the row says under its button: until when it can change, or why it cannot. */
function boxNote(box: UpcomingBox, action: UpcomingBox["skip"]): string | null {
  if (box.status === "paused") {
    return sentence(box.skip.allowed ? "Inside your pause" : box.skip.message);
  }
  if (!action.allowed) return sentence(action.message);
  if (!box.changeUntil) return null;
  const until = `until the end of ${formatCalendarDate(box.changeUntil)}`;
  return box.status === "skipped" ? `You can bring it back ${until}.` : `Change or skip ${until}.`;
}
