import { useState } from "react";
import type { Box } from "@shared/catalogue";
import type { SubscriptionDetail } from "@shared/api/subscriptions";
import { formatCents } from "@shared/commerce/cents";
import { formatCalendarDate } from "@shared/commerce/dates";
import { addressLines } from "@shared/commerce/delivery-texts";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { ApiFailure } from "~/lib/api-failure";
import { actForCustomer, type CustomerAction, type CustomerPageAnswer } from "../../api/customers";
import { ActionDialog, type DialogKind } from "./customer-action-dialogs";

function statusLabel(s: SubscriptionDetail): string {
  switch (s.status) {
    case "active":
      return "Active";
    case "paused":
      return s.pausedUntil ? `Paused until ${formatCalendarDate(s.pausedUntil)}` : "Paused";
    case "cancelled":
      return s.endsOn ? `Cancelled — ends on ${formatCalendarDate(s.endsOn)}` : "Cancelled";
    case "pending":
      return "Waiting for the card payment";
  }
}

/**
 * One subscription of the customer, as their portal card has it, with the portal's actions
 * taken for them (decision 232): each answer is the subscription afterwards, shown at once.
 */
export function CustomerSubscription({
  uid,
  initial,
  addresses,
  pets,
  catalogue,
}: {
  uid: string;
  initial: SubscriptionDetail;
  addresses: CustomerPageAnswer["addresses"];
  pets: CustomerPageAnswer["pets"];
  catalogue: readonly Box[];
}) {
  const [s, setS] = useState(initial);
  const [dialog, setDialog] = useState<DialogKind | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const name = `${s.box?.name ?? "Box"}${s.pet ? ` for ${s.pet.name}` : ""}`;

  async function run(action: CustomerAction, said: string) {
    setPending(true);
    setFailure(null);
    setDone(null);
    try {
      setS(await actForCustomer(uid, s.id, action));
      setDialog(null);
      setDone(`${said} The customer is told by e-mail.`);
    } catch (error) {
      setFailure(
        error instanceof ApiFailure
          ? error.message
          : "That did not work just now. Please try again.",
      );
    } finally {
      setPending(false);
    }
  }

  const allowed = (kind: keyof SubscriptionDetail["actions"]) => s.actions[kind]?.allowed === true;
  const buttons: { kind: DialogKind; label: string; variant?: "secondary" | "danger" }[] = [
    { kind: "change", label: "Change", variant: "secondary" },
    { kind: "pause", label: "Pause", variant: "secondary" },
    { kind: "resume", label: "Resume", variant: "secondary" },
    { kind: "cancel", label: "Cancel subscription", variant: "danger" },
    { kind: "uncancel", label: "Undo cancel", variant: "secondary" },
  ];
  return (
    <li className="rounded-xl border border-stone-200 p-4">
      <h3 className="text-lg font-bold text-stone-900">{name}</h3>
      <p className="text-stone-700">
        {statusLabel(s)} · {s.plan.name} · {s.quantity === 1 ? "1 box" : `${s.quantity} boxes`} ·{" "}
        {formatCents(s.pricePerDelivery)} a delivery
      </p>
      <p className="text-sm wrap-anywhere text-stone-600">
        To {addressLines(s.address).join(", ")}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {buttons
          .filter((button) => allowed(button.kind))
          .map((button) => (
            <Button
              key={button.kind}
              size="sm"
              variant={button.variant ?? "secondary"}
              disabled={pending}
              onClick={() => setDialog(button.kind)}
            >
              {button.label}
            </Button>
          ))}
      </div>
      {s.upcoming.length > 0 ? (
        <>
          <h4 className="mt-4 font-semibold text-stone-900">Upcoming boxes</h4>
          <ul className="mt-1 divide-y divide-stone-200">
            {s.upcoming.map((box) => {
              const day = formatCalendarDate(box.date);
              const canSkip = box.skip.allowed;
              const canUnskip = box.unskip.allowed;
              return (
                <li
                  key={box.date}
                  className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2"
                >
                  <span className="text-stone-800">
                    <span className="font-semibold">{day}</span> · {box.boxName} ·{" "}
                    {box.status === "scheduled" ? "ships" : box.status}
                    {box.allergySwap ? (
                      <span className="block text-sm text-red-800">{box.allergySwap}</span>
                    ) : null}
                  </span>
                  {canSkip || canUnskip ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={pending}
                      aria-label={`${canSkip ? "Skip" : "Bring back"} the box of ${day}`}
                      onClick={() =>
                        void run(
                          { kind: canSkip ? "skip" : "unskip", date: box.date },
                          canSkip
                            ? `The box of ${day} is skipped.`
                            : `The box of ${day} is back on.`,
                        )
                      }
                    >
                      {canSkip ? "Skip" : "Bring back"}
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      <div aria-live="polite" className="mt-3">
        {done ? <Alert tone="success">{done}</Alert> : null}
        {failure && dialog === null ? <Alert tone="error">{failure}</Alert> : null}
      </div>
      {dialog ? (
        <ActionDialog
          kind={dialog}
          subscription={s}
          addresses={addresses}
          pets={pets}
          catalogue={catalogue}
          pending={pending}
          failure={failure}
          onAct={(action, said) => void run(action, said)}
          onClose={() => {
            setDialog(null);
            setFailure(null);
          }}
        />
      ) : null}
    </li>
  );
}
