import type { LastAddressAnswer } from "@shared/api/address";
import { AddressFields } from "~/components/forms/address-fields";
import type { FieldErrors } from "~/lib/use-form";
import { NumberedStep } from "~/components/ui/numbered-step";

/**
 * Step 3 of checkout: the delivery address, prefilled with the one used last. Its fields belong
 * to the checkout's <form> (`form`, its id) though they sit outside it.
 */
export function AddressStep({
  form,
  lastAddress,
  errors,
  onCountryChange,
}: {
  form: string;
  lastAddress: LastAddressAnswer["address"] | undefined;
  errors: FieldErrors;
  /** The country chosen, which prices the shipping. */
  onCountryChange: (country: string) => void;
}) {
  return (
    <NumberedStep number={3} title="Delivery address">
      {lastAddress ? (
        <p className="text-sm text-stone-700">
          We filled in the address you used last time. Change anything that is different.
        </p>
      ) : null}
      <AddressFields
        form={form}
        initial={lastAddress}
        errors={errors}
        onCountryChange={onCountryChange}
      />
    </NumberedStep>
  );
}
