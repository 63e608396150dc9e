import { useEffect, useId, useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { Button } from "./button";

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
}

const icons: Record<Tone, { symbol: string; classes: string }> = {
  success: { symbol: "✓", classes: "bg-emerald-100 text-emerald-800" },
  error: { symbol: "!", classes: "bg-red-100 text-red-800" },
  info: { symbol: "i", classes: "bg-amber-100 text-amber-900" },
};

/**
 * A modal message: focus moves to its button on open and returns where it was on close, Tab
 * stays inside, Escape closes it when that is safe. Errors use role alertdialog.
 */
export function Dialog({
  open,
  title,
  children,
  actionLabel,
  onAction,
  onDismiss,
  tone = "info",
}: DialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const actionRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    actionRef.current?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, [open]);

  if (!open || typeof document === "undefined") return null;

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === "Escape" && onDismiss) {
      event.stopPropagation();
      onDismiss();
      return;
    }
    if (event.key !== "Tab" || !panelRef.current) return;
    const focusable = panelRef.current.querySelectorAll<HTMLElement>(
      'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])',
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  const icon = icons[tone];
  return createPortal(
    <div className="fixed inset-0 z-[60] flex items-center justify-center p-4">
      <div aria-hidden="true" className="absolute inset-0 bg-stone-900/50" onClick={onDismiss} />
      <div
        ref={panelRef}
        role={tone === "error" ? "alertdialog" : "dialog"}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children ? bodyId : undefined}
        onKeyDown={onKeyDown}
        className="relative w-full max-w-sm rounded-3xl bg-white p-6 text-center shadow-2xl"
      >
        <div
          aria-hidden="true"
          className={`mx-auto mb-4 flex size-14 items-center justify-center rounded-full text-2xl font-bold ${icon.classes}`}
        >
          {icon.symbol}
        </div>
        <h2 id={titleId} className="text-xl font-bold text-stone-900">
          {title}
        </h2>
        {children ? (
          <div id={bodyId} className="mt-2 text-stone-700">
            {children}
          </div>
        ) : null}
        <Button ref={actionRef} className="mt-6 w-full" onClick={onAction}>
          {actionLabel}
        </Button>
      </div>
    </div>,
    document.body,
  );
}
