import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/cn";
import { controlClasses, FieldFrame } from "./field";

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * Every list to choose from: a labelled <select> with an optional hint and its error beside it,
 * wired like `Field` (decision 080). Uncontrolled (read from the form at submit, `defaultValue`)
 * or controlled (`value` and `onChange`), as the form needs. `describedBy` adds ids of other text
 * about it (a warning); a given `aria-invalid` marks it without a message of its own (two lists
 * that share one error).
 */
export function SelectField({
  label,
  error,
  hint,
  options,
  describedBy,
  className,
  id,
  ...select
}: {
  label: ReactNode;
  error?: string | null | undefined;
  hint?: ReactNode;
  options: readonly SelectOption[];
  describedBy?: string | undefined;
} & ComponentProps<"select">) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} describedBy={describedBy}>
      {(wiring) => (
        <select
          {...select}
          id={wiring.id}
          aria-invalid={wiring["aria-invalid"] ?? select["aria-invalid"]}
          aria-describedby={wiring["aria-describedby"]}
          className={cn(controlClasses, className)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
