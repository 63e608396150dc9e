import { carriers } from "@shared/shop/carriers";
import { SelectField } from "~/components/ui/field";

const carrierOptions = carriers.map((carrier) => ({ value: carrier.id, label: carrier.name }));

/** The carrier list of shared/shop/carriers.json, one label, for one box or many. */
export function CarrierField({ error, id }: { error?: string | undefined; id?: string }) {
  return (
    <SelectField
      id={id}
      label="Carrier"
      name="carrier"
      options={carrierOptions}
      defaultValue={carrierOptions[0]?.value}
      error={error}
      className="min-h-12"
    />
  );
}
