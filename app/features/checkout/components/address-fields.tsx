import { useId, useState } from "react";
import { shippingCountries } from "@shared/api/address";
import type { LastAddressAnswer } from "@shared/api/address";
import { Field } from "~/components/ui/field";

type StoredAddress = NonNullable<LastAddressAnswer["address"]>;

const selectClasses =
  "block w-full rounded-xl border-2 border-stone-300 bg-white px-4 py-2.5 text-base text-stone-900 focus:border-amber-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-amber-700/40 aria-[invalid=true]:border-red-700";

/**
 * The delivery address (shared addressSchema): uncontrolled fields read when the order is
 * placed, prefilled with the address used last. The country chooses what the region and postal
 * code are called; errors show under each field, from the browser's check or the server's.
 */
export function AddressFields({
  form,
  initial,
  errors,
}: {
  /** The id of the form the fields belong to. */
  form: string;
  initial: StoredAddress | null;
  errors: Partial<Record<string, string>>;
}) {
  const known = shippingCountries.find((each) => each.code === initial?.country);
  const [countryCode, setCountryCode] = useState<string>(known?.code ?? "US");
  const country = shippingCountries.find((each) => each.code === countryCode);
  const id = useId();
  const countryError = errors.country;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <Field
          label="Full name"
          name="fullName"
          form={form}
          autoComplete="shipping name"
          maxLength={100}
          defaultValue={initial?.fullName}
          error={errors.fullName}
        />
      </div>
      <div className="sm:col-span-2">
        <Field
          label="Address line 1"
          name="line1"
          form={form}
          autoComplete="shipping address-line1"
          maxLength={100}
          defaultValue={initial?.line1}
          error={errors.line1}
        />
      </div>
      <div className="sm:col-span-2">
        <Field
          label="Address line 2 (optional)"
          name="line2"
          form={form}
          autoComplete="shipping address-line2"
          maxLength={100}
          defaultValue={initial?.line2}
          error={errors.line2}
        />
      </div>
      <Field
        label="Town or city"
        name="city"
        form={form}
        autoComplete="shipping address-level2"
        maxLength={60}
        defaultValue={initial?.city}
        error={errors.city}
      />
      <Field
        label={
          country?.regionRequired
            ? country.regionLabel
            : `${country?.regionLabel ?? "Region"} (optional)`
        }
        name="region"
        form={form}
        autoComplete="shipping address-level1"
        maxLength={60}
        defaultValue={initial?.region}
        error={errors.region}
      />
      <Field
        label={country?.postalLabel ?? "Postal code"}
        name="postalCode"
        form={form}
        autoComplete="shipping postal-code"
        maxLength={12}
        defaultValue={initial?.postalCode}
        error={errors.postalCode}
      />
      <div className="flex min-w-0 flex-col gap-1.5">
        <label htmlFor={`${id}-country`} className="text-sm font-semibold text-stone-800">
          Country
        </label>
        <select
          id={`${id}-country`}
          name="country"
          form={form}
          autoComplete="shipping country"
          value={countryCode}
          onChange={(event) => setCountryCode(event.target.value)}
          aria-invalid={countryError ? true : undefined}
          aria-describedby={countryError ? `${id}-country-error` : undefined}
          className={selectClasses}
        >
          {shippingCountries.map((each) => (
            <option key={each.code} value={each.code}>
              {each.name}
            </option>
          ))}
        </select>
        {countryError ? (
          <p id={`${id}-country-error`} className="text-sm font-medium text-red-700">
            {countryError}
          </p>
        ) : null}
      </div>
      <div className="sm:col-span-2">
        <Field
          label="Phone (optional)"
          name="phone"
          form={form}
          type="tel"
          autoComplete="shipping tel"
          maxLength={30}
          defaultValue={initial?.phone ?? ""}
          hint="Only for the courier, if they cannot find the door."
          error={errors.phone}
        />
      </div>
    </div>
  );
}
