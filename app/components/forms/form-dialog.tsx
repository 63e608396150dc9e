import { useLayoutEffect, useRef, type ReactNode } from "react";
import type { z } from "@shared/zod";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { useForm, type UseForm } from "~/lib/use-form";
import { FormAlert } from "./form-alert";

/**
 * A confirmation that writes (decision 201): the one confirm dialog, made a form by useForm. The
 * choices it asks for are its fields (`children`, given the form for their errors); confirm
 * checks them with `schema` and runs `submit`, which calls the API. A refusal shows inside, beside
 * a field or above the buttons, so the reader sees why and can close; success hands the result to
 * `onDone`.
 */
export function FormDialog<S extends z.ZodMiniType, R>({
  title,
  description,
  confirmLabel,
  cancelLabel = "Keep as it is",
  destructive = false,
  schema,
  submit,
  fieldPrefix,
  onClose,
  onDone,
  children,
}: {
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  destructive?: boolean;
  schema: S;
  submit: (values: z.output<S>) => Promise<R>;
  fieldPrefix?: string;
  onClose: () => void;
  onDone: (result: R) => void;
  children?: (form: UseForm<R>) => ReactNode;
}) {
  const form = useForm({ schema, submit, fieldPrefix }) as UseForm<R>;
  const doneRef = useRef(onDone);
  useLayoutEffect(() => {
    doneRef.current = onDone;
  });
  const { state } = form;
  useLayoutEffect(() => {
    if (state.status === "done") doneRef.current(state.result);
  }, [state]);

  return (
    <ConfirmDialog
      open
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      destructive={destructive}
      pending={form.pending}
      form={form.props}
      alert={<FormAlert state={state} />}
      onCancel={onClose}
    >
      {children?.(form)}
    </ConfirmDialog>
  );
}
