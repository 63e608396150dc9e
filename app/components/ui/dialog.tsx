import { useId, useRef, type ReactNode } from "react";
import { Button } from "./button";
import { DialogShell, DialogTitle } from "./dialog-shell";

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
 * A message with one button (the spec's dialogs: 'Login Successful!', 'Oops...' …), on the one
 * dialog shell: it starts on its button, and Escape and the backdrop close it only when
 * `onDismiss` says that is safe. Errors use role alertdialog.
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

  if (!open) return null;

  const icon = icons[tone];
  return (
    <DialogShell
      role={tone === "error" ? "alertdialog" : "dialog"}
      labelledBy={titleId}
      describedBy={children ? bodyId : undefined}
      onDismiss={onDismiss}
      initialFocus={() => actionRef.current}
    >
      <div className="p-6 text-center">
        <div
          aria-hidden="true"
          className={`mx-auto mb-4 flex size-14 items-center justify-center rounded-full text-2xl font-bold ${icon.classes}`}
        >
          {icon.symbol}
        </div>
        <DialogTitle id={titleId}>{title}</DialogTitle>
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
    </DialogShell>
  );
}
