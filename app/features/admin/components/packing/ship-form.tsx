import { useEffect } from "react";
import { SubmitButton } from "~/components/forms/submit-button";
import { FormAlert } from "~/components/forms/form-alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { useForm } from "~/lib/use-form";
import { shipDelivery } from "../../api/packing";
import { shipFormSchema } from "../../ship-schemas";
import type { PackingLine } from "../../packing-model";
import { CarrierField } from "./ship-fields";

/** Ship one box: the carrier and its tracking number, then Ship box (issue 26). */
export function ShipForm({
  line,
  onShipped,
  onCancel,
}: {
  line: PackingLine;
  onShipped: (shipment: { carrier: string; trackingNumber: string }) => void;
  onCancel: () => void;
}) {
  const trackingId = `tracking-${line.deliveryId}`;
  // The form replaces the Ship button that opened it: focus goes on to the tracking number
  // (where a scanner types), not back to the top of the page.
  useEffect(() => {
    document.getElementById(trackingId)?.focus();
  }, [trackingId]);
  const form = useForm({
    schema: shipFormSchema,
    async submit(values) {
      await shipDelivery(line.deliveryId, values);
      onShipped(values);
    },
  });
  return (
    <form
      {...form.props}
      aria-label={`Ship ${line.orderNumber}`}
      className="mt-3 flex flex-col gap-3 rounded-xl bg-stone-50 p-3 sm:flex-row sm:flex-wrap sm:items-end"
    >
      <div className="sm:w-44">
        <CarrierField error={form.field("carrier").error} />
      </div>
      <div className="sm:min-w-56 sm:flex-1">
        <Field
          label="Tracking number"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="min-h-12 font-mono"
          id={trackingId}
          {...form.field("trackingNumber")}
        />
      </div>
      <div className="flex gap-2">
        <SubmitButton pending={form.pending} pendingLabel="Shipping…" size="lg" className="flex-1">
          Ship box
        </SubmitButton>
        <Button variant="ghost" size="lg" onClick={onCancel} disabled={form.pending}>
          Cancel
        </Button>
      </div>
      <div className="w-full">
        <FormAlert state={form.state} />
      </div>
    </form>
  );
}
