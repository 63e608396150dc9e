import { useId, useRef, type ReactNode } from "react";
import { Button } from "./button";
import { useModalDialog } from "./use-modal-dialog";

type Tone = "success" | "error" | "info";

interface DialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  /** Label of the one button that closes the dialog (e.g. "Continue", "Okay", "OK"). */
  actionLabel: string;
  onAction: () => void;
  /** When given, Escape and the backdrop close the dialog too. */
  onDismiss?: () => void;
  tone?: Tone;
  /** A second way on, under the main button (e.g. a "View cart" link). */
  secondary?: ReactNode;
}

const icons: Record<Tone, { symbol: string; classes: string }> = {
  success: { symbol: "✓", classes: "bg-emerald-100 text-emerald-800" },
  error: { symbol: "!", classes: "bg-red-100 text-red-800" },
  info: { symbol: "i", classes: "bg-amber-100 text-amber-900" },
};

/**
 * A modal message on the browser's own <dialog> (docs/decisions/082): shown with showModal(), it
 * sits above the page, keeps focus and the screen reader inside, and starts on its button. Escape
 * and the backdrop close it only when `onDismiss` says that is safe; focus then goes back where
 * it was. Errors use role alertdialog.
 */
export function Dialog({
  open,
  title,
  children,
  actionLabel,
  onAction,
  onDismiss,
  tone = "info",
  secondary,
}: DialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const actionRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useModalDialog({
    open,
    onDismiss,
    initialFocus: () => actionRef.current,
  });

  if (!open) return null;

  const icon = icons[tone];
  return (
    <dialog
      ref={dialogRef}
      role={tone === "error" ? "alertdialog" : undefined}
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      className="m-auto w-[calc(100%-2rem)] max-w-sm overflow-visible bg-transparent p-0 backdrop:bg-stone-900/50"
    >
      <div className="rounded-3xl bg-white p-6 text-center shadow-2xl">
        <div
          aria-hidden="true"
          className={`mx-auto mb-4 flex size-14 items-center justify-center rounded-full text-2xl font-bold ${icon.classes}`}
        >
          {icon.symbol}
        </div>
        <h2 id={titleId} className="text-xl font-bold wrap-anywhere text-stone-900">
          {title}
        </h2>
        {children ? (
          <div id={bodyId} className="mt-2 wrap-anywhere text-stone-700">
            {children}
          </div>
        ) : null}
        <Button ref={actionRef} className="mt-6 w-full" onClick={onAction}>
          {actionLabel}
        </Button>
        {secondary ? <div className="mt-3 flex flex-col">{secondary}</div> : null}
      </div>
    </dialog>
  );
}
