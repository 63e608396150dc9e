import { useId } from "react";
import type { SubscriptionDetail } from "@shared/api/subscriptions";
import { Button, PlainButton } from "~/components/ui/button";
import type { DialogKind } from "./dialog-types";

type ActionState = SubscriptionDetail["actions"][keyof SubscriptionDetail["actions"]];

/**
 * What can be done with a subscription as a whole (a cancelled one too, while a paid box still
 * to come keeps its controls or the cancel can be undone, decision 218) (a box's own skip is in its row of the
 * upcoming list): one button per action, each opening its
 * confirmation. An action its state does not allow stays visible, disabled, with the server's
 * sentence saying why under the buttons and tied to each button it disables.
 */
export function CardActions({
  subscription: s,
  onOpen,
}: {
  subscription: SubscriptionDetail;
  onOpen: (kind: DialogKind) => void;
}) {
  const idBase = useId();
  const { actions } = s;
  // Each refusal once, with the buttons it disables: "Swap box: This box is already…".
  const reasons = new Map<string, { id: string; labels: string[] }>();
  const button = (
    kind: DialogKind,
    label: string,
    state: ActionState | undefined,
    variant: "secondary" | "danger" = "secondary",
  ) => {
    const why = state && !state.allowed ? state.message : undefined;
    if (why) {
      const reason = reasons.get(why) ?? { id: `${idBase}-why-${reasons.size}`, labels: [] };
      reason.labels.push(label);
      reasons.set(why, reason);
    }
    return (
      <Button
        size="sm"
        variant={variant}
        disabled={state?.allowed !== true}
        aria-describedby={why ? reasons.get(why)?.id : undefined}
        onClick={() => onOpen(kind)}
      >
        {label}
      </Button>
    );
  };

  return (
    <>
      <div className="mt-5 flex flex-wrap gap-2" role="group" aria-label="Change this subscription">
        {s.status === "paused" || (s.status === "cancelled" && s.actions.resume.allowed)
          ? button("resume", "Resume", actions.resume)
          : button("pause", "Pause", actions.pause)}
        {button("swap", "Swap box", actions.change)}
        {button("details", "Change pet or quantity", actions.change)}
        {button("address", "Change address", actions.change)}
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-amber-100 pt-3">
        {s.status === "cancelled"
          ? button("uncancel", "Undo cancel", actions.uncancel)
          : button("cancel", "Cancel", actions.cancel, "danger")}
        {s.status === "active" && actions.pause?.allowed ? (
          <p className="text-sm text-stone-700">
            Need a break instead?{" "}
            <PlainButton
              className="font-semibold text-amber-900 underline underline-offset-2 hover:text-amber-950 focus-visible:outline-3 focus-visible:outline-amber-700"
              onClick={() => onOpen("pause")}
            >
              Pause for 1–3 months
            </PlainButton>
          </p>
        ) : null}
      </div>
      {reasons.size > 0 ? (
        <ul className="mt-3 flex flex-col gap-1 text-sm text-stone-600">
          {[...reasons].map(([why, { id, labels }]) => (
            <li key={id} id={id}>
              <span className="font-semibold text-stone-700">{labels.join(", ")}:</span>{" "}
              {/[.!?]$/.test(why) ? why : `${why}.`}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
