import { useId, useRef, type ComponentProps, type ReactNode } from "react";
import { Button } from "./button";
import { DialogShell, DialogTitle } from "./dialog-shell";

/**
 * A question with two answers, on the one dialog shell: what will happen (`description`, which
 * describes the dialog), any choices it needs (`children`), a message of the last try
 * (`alert`), then the safe answer and the confirm button. A destructive one (cannot be undone)
 * is an alertdialog with a red confirm button, and opens with focus on the safe answer; any other
 * opens on its first choice, else on the confirm button. Escape and the backdrop mean the safe
 * answer, except while the answer is being sent.
 *
 * Given `form` (a form's props, lib/use-form.ts), the dialog is that form and confirm submits it;
 * otherwise confirm calls `onConfirm`.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  children,
  alert,
  confirmLabel,
  cancelLabel = "Cancel",
  pendingLabel = "Saving…",
  destructive = false,
  pending = false,
  form,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  alert?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  pendingLabel?: string;
  destructive?: boolean;
  pending?: boolean;
  form?: ComponentProps<"form">;
  onConfirm?: () => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  const descriptionId = useId();
  const safeRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);

  if (!open) return null;

  const content = (
    <>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {description ? (
        <div id={descriptionId} className="flex flex-col gap-2 wrap-anywhere text-stone-700">
          {description}
        </div>
      ) : null}
      {children ? <div className="flex flex-col gap-4 text-stone-700">{children}</div> : null}
      {alert}
      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button ref={safeRef} variant="secondary" onClick={onCancel} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button
          ref={confirmRef}
          type={form ? "submit" : "button"}
          variant={destructive ? "danger" : "primary"}
          onClick={form ? undefined : onConfirm}
          disabled={pending}
        >
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </div>
    </>
  );
  const classes = "flex flex-col gap-4 p-6";

  return (
    <DialogShell
      role={destructive ? "alertdialog" : "dialog"}
      labelledBy={titleId}
      describedBy={description ? descriptionId : undefined}
      width="md"
      onDismiss={pending ? undefined : onCancel}
      initialFocus={(dialog) =>
        destructive
          ? safeRef.current
          : (dialog.querySelector<HTMLElement>(
              "input:checked, select, textarea, input:not([type=hidden])",
            ) ?? confirmRef.current)
      }
    >
      {form ? (
        <form {...form} className={classes}>
          {content}
        </form>
      ) : (
        <div className={classes}>{content}</div>
      )}
    </DialogShell>
  );
}
