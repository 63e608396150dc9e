import { useEffect } from "react";
import { FormAlert } from "~/components/forms/form-alert";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Field } from "~/components/ui/field";
import { useForm } from "~/lib/use-form";
import { shipDeliveries } from "../../api/packing";
import type { PackingLine } from "../../packing-model";
import { bulkShipSchema } from "../../ship-schemas";
import { CarrierField } from "./ship-fields";

/**
 * Ship several boxes at once: one carrier, a tracking number for each (issue 26). The server
 * ships all of them or none, so a mistake in one number leaves every box as it was. The one
 * confirm dialog made a form by useForm, as FormDialog does; FormDialog itself is not imported
 * here, as sharing it with the back office moved it into a chunk checkout loads (decision 227).
 */
export function BulkShipDialog({
  lines,
  onClose,
  onShipped,
}: {
  lines: PackingLine[];
  onClose: () => void;
  onShipped: (tracking: Map<number, string>) => void;
}) {
  const ids = lines.map((line) => line.deliveryId);
  const boxes = `${lines.length} ${lines.length === 1 ? "box" : "boxes"}`;
  const form = useForm({
    schema: bulkShipSchema(ids),
    async submit(values: Record<string, string>) {
      const items = ids.map((id) => ({
        id,
        carrier: values.carrier ?? "",
        trackingNumber: values[`tracking-${id}`] ?? "",
      }));
      await shipDeliveries(items);
      return new Map(items.map((item) => [item.id, item.trackingNumber]));
    },
  });
  const { state } = form;
  useEffect(() => {
    if (state.status === "done") onShipped(state.result);
  }, [state, onShipped]);

  return (
    <ConfirmDialog
      open
      title={`Ship ${boxes}`}
      description="One carrier for all of them, and the tracking number from each label."
      confirmLabel={`Ship ${boxes}`}
      pendingLabel="Shipping…"
      cancelLabel="Not now"
      pending={form.pending}
      form={form.props}
      alert={<FormAlert state={state} />}
      onCancel={onClose}
    >
      <CarrierField error={form.field("carrier").error} />
      {lines.map((line) => (
        <Field
          key={line.deliveryId}
          label={`Tracking number for ${line.orderNumber} (${line.boxName}${line.pet ? `, ${line.pet.name}` : ""})`}
          autoComplete="off"
          spellCheck={false}
          className="min-h-12 font-mono"
          {...form.field(`tracking-${line.deliveryId}`)}
        />
      ))}
    </ConfirmDialog>
  );
}
