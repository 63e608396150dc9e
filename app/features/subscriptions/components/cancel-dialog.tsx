import { cancelInputSchema } from "@shared/api/subscriptions";
import { cancelReasonLabels, cancelReasons } from "@shared/commerce/cancel-reasons";
import { z } from "@shared/zod";
import { FormDialog } from "~/components/forms/form-dialog";
import { Chip, ChipGroup } from "~/components/ui/chips";
import { act } from "~/api/subscriptions";
import type { ActionDialogProps } from "./dialog-types";
import { cancellingMeans } from "./wording";

/** The server's own schema (POST …/cancel): no choice is no reason. */
const cancelFormSchema = z.pipe(
  z.transform((values: Record<string, unknown>): unknown =>
    typeof values.reason === "string" && values.reason !== "" ? { reason: values.reason } : {},
  ),
  cancelInputSchema,
);

/**
 * Cancel, asking "Why are you leaving?" on the same confirmation (issue 27): the answer is
 * optional and nothing is chosen at first, so cancelling stays two presses.
 */
export function CancelDialog({ subscription: s, onClose, onDone }: ActionDialogProps) {
  return (
    <FormDialog
      title="Cancel this subscription?"
      confirmLabel="Cancel subscription"
      cancelLabel="Keep subscription"
      destructive
      schema={cancelFormSchema}
      submit={({ reason }) => act(s.id, { cancel: reason ?? null })}
      onClose={onClose}
      onDone={onDone}
      description={
        <>
          <p>{cancellingMeans(s)}</p>
          <p>Nothing renews and nothing more is charged after you cancel.</p>
        </>
      }
    >
      {(form) => (
        <ChipGroup legend="Why are you leaving?" name="reason" optional error={form.errors.reason}>
          {cancelReasons.map((reason) => (
            <Chip key={reason} type="radio" name="reason" value={reason}>
              {cancelReasonLabels[reason]}
            </Chip>
          ))}
        </ChipGroup>
      )}
    </FormDialog>
  );
}
