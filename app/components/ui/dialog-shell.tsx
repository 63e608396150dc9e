import { useLayoutEffect, useRef, type ReactNode } from "react";

const widths = { sm: "max-w-sm", md: "max-w-md" } as const;

/**
 * The one modal of the shop, on the browser's own <dialog> (decision 082). Mount it to open it:
 * it is shown with showModal() (in place where that is missing, as in jsdom), so the page behind
 * is inert and the dialog sits in the top layer. Focus starts on what `initialFocus` picks;
 * Escape and a click on the backdrop ask `onDismiss` (without one they do nothing); on closing,
 * focus goes back where it was. Every dialog of the shop is this shell with its own content.
 */
export function DialogShell({
  role = "dialog",
  labelledBy,
  label,
  describedBy,
  busy,
  width = "sm",
  onDismiss,
  initialFocus,
  children,
}: {
  /** alertdialog for errors and for steps that cannot be undone. */
  role?: "dialog" | "alertdialog";
  labelledBy?: string;
  label?: string;
  describedBy?: string;
  busy?: boolean;
  width?: keyof typeof widths;
  onDismiss?: () => void;
  initialFocus: (dialog: HTMLDialogElement) => HTMLElement | null | undefined;
  children: ReactNode;
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
    if (!dialog) return;
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
    // The content fills the dialog box, so a click on the dialog element itself is on the backdrop.
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
  }, []);

  return (
    <dialog
      ref={dialogRef}
      role={role === "alertdialog" ? "alertdialog" : undefined}
      aria-labelledby={labelledBy}
      aria-label={label}
      aria-describedby={describedBy}
      aria-busy={busy || undefined}
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] ${widths[width]} overflow-y-auto rounded-3xl bg-white p-0 shadow-2xl backdrop:bg-stone-900/50`}
    >
      {children}
    </dialog>
  );
}

/** A dialog's title: it names the dialog (aria-labelledby). */
export function DialogTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="text-xl font-bold wrap-anywhere text-stone-900">
      {children}
    </h2>
  );
}
