import { useId, useLayoutEffect, useRef, type ReactNode } from "react";
import type { z } from "@shared/zod";
import type { SubscriptionDetail } from "@shared/api/subscriptions";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { useModalDialog } from "~/components/ui/use-modal-dialog";
import { useForm } from "~/lib/use-form";

type Form = ReturnType<typeof useForm<z.ZodMiniType, SubscriptionDetail>>;

/**
 * One action's confirmation, on the browser's own <dialog> (decision 082): what will happen, the
 * choices it needs (fields read by useForm, decision 080), and one confirm button. Escape, the
 * backdrop and "Keep as it is" close it without doing anything; focus then goes back to the
 * button that opened it. A refusal (409: "This box is already being packed") shows inside, so
 * the reader sees why and can close.
 */
export function ActionDialog<S extends z.ZodMiniType>({
  title,
  confirmLabel,
  closeLabel = "Keep as it is",
  danger = false,
  schema,
  submit,
  onClose,
  onDone,
  children,
}: {
  title: string;
  confirmLabel: string;
  /** The button that closes without doing anything. */
  closeLabel?: string;
  danger?: boolean;
  schema: S;
  submit: (values: z.output<S>) => Promise<SubscriptionDetail>;
  onClose: () => void;
  onDone: (detail: SubscriptionDetail) => void;
  children: ReactNode | ((form: Form) => ReactNode);
}) {
  const titleId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  // Shown while mounted; the first choice has focus when there is one, else the confirm button.
  const dialogRef = useModalDialog({
    open: true,
    onDismiss: onClose,
    initialFocus: (dialog) =>
      dialog.querySelector<HTMLElement>("input:checked, select, input:not([type=hidden])") ??
      confirmRef.current,
  });
  const form = useForm({ schema, submit }) as unknown as Form;
  const doneRef = useRef(onDone);
  useLayoutEffect(() => {
    doneRef.current = onDone;
  });
  const { state } = form;
  useLayoutEffect(() => {
    if (state.status === "done") doneRef.current(state.result);
  }, [state]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto rounded-3xl bg-white p-0 shadow-2xl backdrop:bg-stone-900/50"
    >
      <form {...form.props} className="flex flex-col gap-4 p-6">
        <h2 id={titleId} className="text-xl font-bold wrap-anywhere text-stone-900">
          {title}
        </h2>
        <div className="flex flex-col gap-4 text-stone-700">
          {typeof children === "function" ? children(form) : children}
        </div>
        {state.status === "failed" ? <Alert tone="error">{state.message}</Alert> : null}
        <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {closeLabel}
          </Button>
          <Button
            ref={confirmRef}
            type="submit"
            variant={danger ? "danger" : "primary"}
            disabled={form.pending}
          >
            {form.pending ? "Saving…" : confirmLabel}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
