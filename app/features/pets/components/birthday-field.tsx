import { useId } from "react";
import { FieldError, joinIds, SelectField } from "~/components/ui/field";
import { monthNames } from "../pet-labels";

/** The earliest year the birthday list offers; the schema refuses earlier ones too. */
const FIRST_YEAR = 1980;

const months = [
  { value: "", label: "Month" },
  ...monthNames.map((name, index) => ({ value: String(index + 1).padStart(2, "0"), label: name })),
];

/**
 * A birthday as two lists, month and year (`birthdayMonth`, `birthdayYear`), both optional; the
 * one message about it (`birthday`) describes both.
 */
export function BirthdayField({
  error,
  year,
  month,
}: {
  error: string | undefined;
  year: string;
  month: string;
}) {
  const id = useId();
  const thisYear = new Date().getFullYear();
  const years = [
    { value: "", label: "Year" },
    ...Array.from({ length: thisYear - FIRST_YEAR + 1 }, (_, i) => {
      const value = String(thisYear - i);
      return { value, label: value };
    }),
  ];
  const shared = {
    "aria-invalid": error ? true : undefined,
    describedBy: error ? `${id}-error` : undefined,
  };
  return (
    <fieldset
      name="birthday"
      aria-describedby={joinIds(`${id}-hint`, error ? `${id}-error` : null)}
      className="flex min-w-0 flex-col gap-1.5"
    >
      <legend className="mb-1.5 text-sm font-semibold text-stone-800">
        Birthday <span className="font-normal text-stone-600">(optional)</span>
      </legend>
      <p id={`${id}-hint`} className="-mt-1 text-sm text-stone-600">
        The month and year, if you know them.
      </p>
      <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
        {(
          [
            ["Month", "birthdayMonth", month, months],
            ["Year", "birthdayYear", year, years],
          ] as const
        ).map(([label, name, value, options]) => (
          <SelectField
            key={name}
            label={label}
            name={name}
            defaultValue={value}
            options={options}
            {...shared}
          />
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
