import { useState } from "react";
import { addressLimits, shippingCountries } from "@shared/api/countries";
import type { LastAddressAnswer } from "@shared/api/stored-address";
import { Field, SelectField } from "~/components/ui/field";
import type { FieldErrors } from "~/lib/use-form";

type StoredAddress = NonNullable<LastAddressAnswer["address"]>;

const countryOptions = shippingCountries.map((each) => ({ value: each.code, label: each.name }));

/**
 * The delivery address, the same at checkout and in the portal's "Change delivery address"
 * (shared addressSchema): uncontrolled fields read when the form is sent, prefilled with
 * `initial`, limited to the schema's lengths. The country chooses what the region and postal
 * code are called; `errors` show under each field, from the browser's check or the server's.
 * `form` names the <form> the fields belong to when they sit outside it (checkout).
 */
export function AddressFields({
  initial,
  errors,
  form,
}: {
  initial: StoredAddress | null | undefined;
  errors: FieldErrors;
  form?: string;
}) {
  const known = shippingCountries.find((each) => each.code === initial?.country);
  const [countryCode, setCountryCode] = useState<string>(known?.code ?? "US");
  const country = shippingCountries.find((each) => each.code === countryCode);
  const field = (name: keyof typeof addressLimits) => ({
    name,
    form,
    maxLength: addressLimits[name],
    defaultValue: initial?.[name] ?? "",
    error: errors[name],
  });

  // Two columns where the fields have room (the checkout's step), one in a dialog.
  return (
    <div className="@container">
      <div className="grid gap-4 @md:grid-cols-2">
        <div className="@md:col-span-2">
          <Field label="Full name" autoComplete="shipping name" {...field("fullName")} />
        </div>
        <div className="@md:col-span-2">
          <Field label="Address line 1" autoComplete="shipping address-line1" {...field("line1")} />
        </div>
        <div className="@md:col-span-2">
          <Field
            label="Address line 2 (optional)"
            autoComplete="shipping address-line2"
            {...field("line2")}
          />
        </div>
        <Field label="Town or city" autoComplete="shipping address-level2" {...field("city")} />
        <Field
          label={
            country?.regionRequired
              ? country.regionLabel
              : `${country?.regionLabel ?? "Region"} (optional)`
          }
          autoComplete="shipping address-level1"
          {...field("region")}
        />
        <Field
          label={country?.postalLabel ?? "Postal code"}
          autoComplete="shipping postal-code"
          {...field("postalCode")}
        />
        <SelectField
          label="Country"
          name="country"
          form={form}
          autoComplete="shipping country"
          value={countryCode}
          onChange={(event) => setCountryCode(event.target.value)}
          options={countryOptions}
          error={errors.country}
        />
        <div className="@md:col-span-2">
          <Field
            label="Phone (optional)"
            type="tel"
            autoComplete="shipping tel"
            hint="Only for the courier, if they cannot find the door."
            {...field("phone")}
          />
        </div>
      </div>
    </div>
  );
}
