import type { ComponentProps } from "react";
import { Dialog } from "~/components/ui/dialog";
import type { FormState } from "~/lib/use-form";

/**
 * One of the spec's dialogs that a form's outcome opens ('Thanks for contacting!', 'Oops...',
 * 'OOPPSSS....'): open while the form's last submission is `when`; its button, Escape and the
 * backdrop close it and clear the form.
 */
export function OutcomeDialog({
  form,
  when,
  ...dialog
}: {
  form: { state: FormState<unknown>; clear: () => void };
  when: FormState<unknown>["status"];
} & Omit<ComponentProps<typeof Dialog>, "open" | "onAction" | "onDismiss">) {
  return (
    <Dialog
      {...dialog}
      open={form.state.status === when}
      onAction={form.clear}
      onDismiss={form.clear}
    />
  );
}
