import { useLayoutEffect, useRef } from "react";

/**
 * The life of a modal on the browser's own <dialog> (decision 082), for every dialog of the
 * shop: shown with showModal() while `open` (in place where showModal is missing, as in jsdom),
 * focus on what `initialFocus` picks, Escape and a click on the backdrop ask `onDismiss` (when
 * there is none, they do nothing), and on closing focus goes back where it was.
 */
export function useModalDialog({
  open,
  onDismiss,
  initialFocus,
}: {
  open: boolean;
  onDismiss?: () => void;
  initialFocus: (dialog: HTMLDialogElement) => HTMLElement | null | undefined;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const dismissRef = useRef(onDismiss);
  const focusRef = useRef(initialFocus);
  useLayoutEffect(() => {
    dismissRef.current = onDismiss;
    focusRef.current = initialFocus;
  });

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === "function") dialog.showModal();
    else dialog.setAttribute("open", "");
    focusRef.current(dialog)?.focus();

    // Escape asks to close (a "cancel"); the dialog decides. Stopping the key itself also keeps
    // Chromium from forcing the close on a second press.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      event.stopPropagation();
      dismissRef.current?.();
    };
    const onCancel = (event: Event) => {
      event.preventDefault();
      dismissRef.current?.();
    };
    // The panel fills the dialog box, so a click on the dialog element itself is on the backdrop.
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) dismissRef.current?.();
    };
    dialog.addEventListener("keydown", onKeyDown);
    dialog.addEventListener("cancel", onCancel);
    dialog.addEventListener("click", onClick);
    return () => {
      dialog.removeEventListener("keydown", onKeyDown);
      dialog.removeEventListener("cancel", onCancel);
      dialog.removeEventListener("click", onClick);
      if (typeof dialog.close === "function") dialog.close();
      if (previous?.isConnected) previous.focus();
    };
  }, [open]);

  return dialogRef;
}
