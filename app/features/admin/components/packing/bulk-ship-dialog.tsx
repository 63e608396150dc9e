import { FormDialog } from "~/components/forms/form-dialog";
import { Field } from "~/components/ui/field";
import { shipDeliveries } from "../../api/packing";
import type { PackingLine } from "../../packing-model";
import { bulkShipSchema } from "../../ship-schemas";
import { CarrierField } from "./ship-fields";

/**
 * Ship several boxes at once: one carrier, a tracking number for each (issue 26). The server
 * ships all of them or none, so a mistake in one number leaves every box as it was.
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
  return (
    <FormDialog
      title={`Ship ${lines.length} ${lines.length === 1 ? "box" : "boxes"}`}
      description="One carrier for all of them, and the tracking number from each label."
      confirmLabel={`Ship ${lines.length} ${lines.length === 1 ? "box" : "boxes"}`}
      cancelLabel="Not now"
      schema={bulkShipSchema(ids)}
      submit={async (values: Record<string, string>) => {
        const items = ids.map((id) => ({
          id,
          carrier: values.carrier ?? "",
          trackingNumber: values[`tracking-${id}`] ?? "",
        }));
        await shipDeliveries(items);
        return new Map(items.map((item) => [item.id, item.trackingNumber]));
      }}
      onClose={onClose}
      onDone={onShipped}
    >
      {(form) => (
        <>
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
        </>
      )}
    </FormDialog>
  );
}
