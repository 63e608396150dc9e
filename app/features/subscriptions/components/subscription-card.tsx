import { useEffect, useId, useRef, useState } from "react";
import type { Pet } from "@shared/api/pets";
import type { SubscriptionDetail } from "@shared/api/subscriptions";
import type { Box } from "@shared/catalogue";
import { formatCalendarDate } from "@shared/commerce/dates";
import { Alert } from "~/components/ui/alert";
import { PendingDialog } from "~/components/ui/pending-dialog";
import { lazyWithRetry, useLazyModule, type LazyModule } from "~/lib/lazy-with-retry";
import { CardActions } from "./card-actions";
import { CardFacts } from "./card-facts";
import { UpcomingBoxes } from "./upcoming-boxes";
import type { DialogKind } from "./dialog-types";
import type * as Dialogs from "./subscription-dialogs";
import { cancellingMeans, statusLabel, undoUntilText } from "./wording";

/**
 * The confirmations' code (forms, address fields: about 4 KB gzip) is not part of the page's
 * first load; it is fetched at the first sign of an action (docs/decisions/166).
 */
const subscriptionDialogs = lazyWithRetry(() => import("./subscription-dialogs"));

const statusTones: Record<SubscriptionDetail["status"], string> = {
  active: "bg-emerald-100 text-emerald-900",
  paused: "bg-amber-100 text-amber-950",
  cancelled: "bg-stone-200 text-stone-800",
  pending: "bg-sky-100 text-sky-950",
};

/**
 * One subscription of /account/subscriptions: what it is, where it stands, and what can be done
 * with it. Every action opens one confirmation; the card is then replaced by the server's answer
 * and the outcome is announced (role status).
 */
export function SubscriptionCard({
  subscription,
  catalogue,
  pets,
  onChange,
  openSwap = false,
  dialogs = subscriptionDialogs,
}: {
  subscription: SubscriptionDetail;
  catalogue: readonly Box[];
  pets: readonly Pet[] | null;
  onChange: (detail: SubscriptionDetail) => void;
  /** Opens the Swap box dialog at once, when a swap is allowed (a link from the pets page). */
  openSwap?: boolean;
  /** Where the confirmations' code comes from; tests give one that fails. */
  dialogs?: LazyModule<typeof Dialogs>;
}) {
  const s = subscription;
  const headingId = useId();
  const [dialog, setDialog] = useState<{ kind: DialogKind; date?: string } | null>(null);
  const dialogCode = useLazyModule(dialogs);
  const [message, setMessage] = useState<{ text: string; at: number } | null>(null);
  const messageRef = useRef<HTMLDivElement>(null);

  // After the dialog has closed (and given focus back), the outcome takes focus: the button that
  // opened the dialog may be gone (Cancel, Pause), and the reader should hear what happened.
  useEffect(() => {
    if (message) messageRef.current?.focus();
  }, [message]);

  const open = (kind: DialogKind, date?: string) => {
    setMessage(null);
    setDialog({ kind, date });
    dialogCode.load();
  };

  const swapAllowed = s.actions.change?.allowed === true;
  const askedToSwap = useRef(false);
  const loadDialogs = dialogCode.load;
  useEffect(() => {
    if (!openSwap || !swapAllowed || askedToSwap.current) return;
    askedToSwap.current = true;
    setDialog({ kind: "swap" });
    loadDialogs();
  }, [openSwap, swapAllowed, loadDialogs]);

  // Called by a confirmation, so its chunk, which words the outcome, has loaded.
  const done =
    (opened: { kind: DialogKind; date?: string }, code: typeof Dialogs) =>
    (detail: SubscriptionDetail) => {
      setDialog(null);
      onChange(detail);
      setMessage({ text: code.resultMessage(opened.kind, detail, opened.date), at: Date.now() });
    };

  const live = s.status !== "cancelled";
  // A cancelled subscription keeps its controls while a paid box can still change or the cancel
  // can be undone (decision 218); one that has ended shows none. A pending one shows them only
  // while its order waits for a bank transfer, to cancel it (decision 273).
  const controls =
    s.status === "pending"
      ? s.actions.cancel.allowed
      : live || Object.values(s.actions).some((action) => action.allowed);
  const thumbnail = s.box?.thumbnail;
  return (
    // The confirmations' code loads at the first sign of an action: a pointer over the card, a
    // press or a focus in it (decision 166).
    <article
      aria-labelledby={headingId}
      onPointerEnter={dialogCode.prefetch}
      onPointerDownCapture={dialogCode.prefetch}
      onFocusCapture={dialogCode.prefetch}
      className="rounded-3xl border border-amber-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="subscription-card"
    >
      <div className="flex items-start gap-4">
        {thumbnail ? (
          <img
            src={thumbnail}
            alt=""
            width={80}
            height={80}
            className="size-16 shrink-0 rounded-2xl object-cover sm:size-20"
          />
        ) : null}
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-xl font-bold wrap-anywhere text-stone-900">
            {s.box?.name ?? "A box no longer sold"}
          </h2>
          <p className="mt-0.5 text-stone-700">
            {s.pet ? `For ${s.pet.name}` : "For a pet no longer in your account"} · {s.quantity}{" "}
            {s.quantity === 1 ? "box" : "boxes"} · {s.frequency}
          </p>
          <p
            className={`mt-2 inline-block rounded-xl px-3 py-1 text-sm font-semibold ${statusTones[s.status]}`}
            data-testid="subscription-status"
          >
            {statusLabel(s)}
          </p>
        </div>
      </div>

      <CardFacts subscription={s} />

      <UpcomingBoxes
        boxes={s.upcoming}
        live={controls}
        actions={{ onSkip: (date) => open("skip", date), onUnskip: (date) => open("unskip", date) }}
      />

      {s.paymentIssue === "payment_failed" && live ? (
        <div className="mt-4">
          <Alert tone="error">
            Your last card payment did not go through. Check the card with your bank; boxes already
            paid for still ship.
          </Alert>
        </div>
      ) : null}

      {live && s.status !== "pending" ? (
        <p className="mt-4 text-sm text-stone-700">
          {s.changeUntil
            ? `You can skip or change the next box until the end of ${formatCalendarDate(s.changeUntil)}. `
            : ""}
          {cancellingMeans(s)}
        </p>
      ) : null}
      {s.undoUntil ? (
        <p className="mt-4 text-sm text-stone-700" data-testid="undo-until">
          {undoUntilText(s)}
        </p>
      ) : null}

      <div
        ref={messageRef}
        tabIndex={-1}
        role="status"
        className="mt-4 empty:hidden focus:outline-none"
      >
        {message ? (
          <p
            key={message.at}
            className="rounded-xl border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900"
          >
            {message.text}
          </p>
        ) : null}
      </div>

      {controls ? <CardActions subscription={s} onOpen={open} /> : null}

      {dialog && dialogCode.module ? (
        <dialogCode.module.SubscriptionDialog
          kind={dialog.kind}
          date={dialog.date}
          subscription={s}
          catalogue={catalogue}
          pets={pets}
          onClose={() => setDialog(null)}
          onDone={done(dialog, dialogCode.module)}
        />
      ) : dialog ? (
        <PendingDialog
          failed={dialogCode.failed}
          onRetry={dialogCode.load}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </article>
  );
}
