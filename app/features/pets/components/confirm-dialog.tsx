import { useId, useLayoutEffect, useRef, type ReactNode } from "react";
import { Button } from "~/components/ui/button";

/**
 * A yes/no question on the native <dialog> (decision 082) for a destructive step: focus starts
 * on the safe button, Escape and the backdrop mean "no", focus goes back where it was.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = "Cancel",
  busy = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  const bodyId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const cancelHandler = useRef(onCancel);
  useLayoutEffect(() => {
    cancelHandler.current = onCancel;
  });

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === "function") dialog.showModal();
    else dialog.setAttribute("open", "");
    cancelRef.current?.focus();
    const onCancelEvent = (event: Event) => {
      event.preventDefault();
      cancelHandler.current();
    };
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) cancelHandler.current();
    };
    dialog.addEventListener("cancel", onCancelEvent);
    dialog.addEventListener("click", onClick);
    return () => {
      dialog.removeEventListener("cancel", onCancelEvent);
      dialog.removeEventListener("click", onClick);
      if (typeof dialog.close === "function") dialog.close();
      if (previous?.isConnected) previous.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={dialogRef}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      className="m-auto w-[calc(100%-2rem)] max-w-sm overflow-visible bg-transparent p-0 backdrop:bg-stone-900/50"
    >
      <div className="rounded-3xl bg-white p-6 text-center shadow-2xl">
        <h2 id={titleId} className="text-xl font-bold wrap-anywhere text-stone-900">
          {title}
        </h2>
        {children ? (
          <div id={bodyId} className="mt-2 wrap-anywhere text-stone-700">
            {children}
          </div>
        ) : null}
        <div className="mt-6 flex flex-col gap-3">
          <Button variant="danger" onClick={onConfirm} disabled={busy}>
            {busy ? "Deleting…" : confirmLabel}
          </Button>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
