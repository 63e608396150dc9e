import { useId, type ComponentProps } from "react";
import { cn } from "~/lib/cn";

/**
 * A labelled <select> with its error beside it, wired like `Field` (decision 080): uncontrolled,
 * read from the form at submit, aria-invalid and aria-describedby while its message shows.
 */
export function SelectField({
  label,
  error,
  hint,
  options,
  className,
  id: givenId,
  ...select
}: {
  label: string;
  error?: string | null;
  hint?: string;
  options: readonly { value: string; label: string }[];
} & ComponentProps<"select">) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const describedBy =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") ||
    undefined;
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-stone-800">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(selectClasses, className)}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium wrap-anywhere text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const selectClasses =
  "block w-full min-w-0 rounded-xl border-2 border-stone-300 bg-white px-3 py-2.5 text-base text-stone-900 focus:border-amber-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-amber-700/40 aria-[invalid=true]:border-red-700";
