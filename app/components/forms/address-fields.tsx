import { useState } from "react";
import { addressLimits, shippingCountries } from "@shared/api/countries";
import { regionCodes } from "@shared/api/regions";
import type { LastAddressAnswer } from "@shared/api/stored-address";
import { Field, SelectField } from "~/components/ui/field";
import type { FieldErrors } from "~/lib/use-form";
import { prepareRegionNames, useRegionNames } from "./use-region-names";

type StoredAddress = NonNullable<LastAddressAnswer["address"]>;

const countryOptions = shippingCountries.map((each) => ({ value: each.code, label: each.name }));

/** `code` if PetBox ships there, else the form's first country (the United States). */
export function knownCountry(code: string | null | undefined): string {
  return shippingCountries.find((each) => each.code === code)?.code ?? "US";
}

/**
 * The one delivery address form (decision 214), the same at checkout and in the portal's "Change
 * delivery address" (shared addressSchema): uncontrolled fields read when the form is sent,
 * prefilled with `initial`, limited to the schema's lengths. The country chooses what the region
 * and postal code are called, and whether the region is chosen from a list (US states, Canadian
 * provinces, Australian states); `errors` show under each field, from the browser's check or
 * the server's. `form` names the <form> the fields belong to when they sit outside it (checkout).
 */
export function AddressFields({
  initial,
  errors,
  form,
  onCountryChange,
}: {
  initial: StoredAddress | null | undefined;
  errors: FieldErrors;
  form?: string;
  /** Told the country chosen (checkout prices the shipping by it). */
  onCountryChange?: (country: string) => void;
}) {
  const [countryCode, setCountryCode] = useState(() => knownCountry(initial?.country));
  const country = shippingCountries.find((each) => each.code === countryCode);
  const codes = regionCodes(countryCode);
  const named = useRegionNames()?.(countryCode);
  // The stored region where it is this country's (a listed one is stored as its code).
  const initialRegion =
    initial && initial.country === countryCode && (!codes || codes.includes(initial.region))
      ? initial.region
      : "";
  const regionLabel = !country
    ? "Region (optional)"
    : country.regionRequired
      ? country.regionLabel
      : `${country.regionLabel} (optional)`;
  const field = (name: keyof typeof addressLimits) => ({
    name,
    form,
    maxLength: addressLimits[name],
    defaultValue: initial?.[name] ?? "",
    error: errors[name],
  });

  // Two columns where the fields have room (the checkout's step), one in a dialog.
  return (
    <div
      className="@container"
      // The region names load as the customer comes to the fields: a pointer, a touch, a tab.
      onPointerOver={prepareRegionNames}
      onFocusCapture={prepareRegionNames}
      onPointerDownCapture={prepareRegionNames}
    >
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
        {/* A new country starts its region afresh (its own list, or none). */}
        {codes ? (
          <SelectField
            key={countryCode}
            label={regionLabel}
            name="region"
            form={form}
            autoComplete="shipping address-level1"
            defaultValue={initialRegion}
            options={[
              { value: "", label: `Choose a ${regionLabel.toLowerCase()}` },
              ...codes.map((code) => ({
                value: code,
                label: named?.find((region) => region.code === code)?.name ?? code,
              })),
            ]}
            error={errors.region}
          />
        ) : (
          <Field
            key={countryCode}
            label={regionLabel}
            autoComplete="shipping address-level1"
            {...field("region")}
            defaultValue={initialRegion}
          />
        )}
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
          onChange={(event) => {
            setCountryCode(event.target.value);
            onCountryChange?.(event.target.value);
          }}
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
