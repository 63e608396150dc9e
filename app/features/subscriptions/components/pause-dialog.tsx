import { pauseInputSchema } from "@shared/api/subscriptions";
import { z } from "@shared/zod";
import { FormDialog } from "~/components/forms/form-dialog";
import { Chip, ChipGroup } from "~/components/ui/chips";
import { act } from "~/api/subscriptions";
import type { ActionDialogProps } from "./dialog-types";

/** The server's own schema (POST …/pause), behind the radios' text. */
const pauseFormSchema = z.pipe(
  z.transform((values: Record<string, unknown>): unknown => ({ months: Number(values.months) })),
  pauseInputSchema,
);

/** Pause for 1, 2 or 3 months. */
export function PauseDialog({ subscription: s, onClose, onDone }: ActionDialogProps) {
  return (
    <FormDialog
      title="Pause deliveries"
      confirmLabel="Pause"
      schema={pauseFormSchema}
      submit={({ months }) => act(s.id, { pause: months })}
      onClose={onClose}
      onDone={onDone}
    >
      {(form) => (
        <ChipGroup
          legend="For how long?"
          name="months"
          hint={`Paused boxes are not sent and not charged${
            s.deliveriesLeft !== null ? "; prepaid deliveries simply come later" : ""
          }. You can resume early at any time.`}
          error={form.errors.months}
        >
          {[1, 2, 3].map((months) => (
            <Chip
              key={months}
              type="radio"
              name="months"
              value={months}
              defaultChecked={months === 1}
            >
              {months} {months === 1 ? "month" : "months"}
            </Chip>
          ))}
        </ChipGroup>
      )}
    </FormDialog>
  );
}
