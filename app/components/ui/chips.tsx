import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "~/lib/cn";
import { FieldError, joinIds } from "./field";

/**
 * A group of chips (radios or checkboxes) with its legend, hint and error, like `Field` for one
 * control (decision 080). `name` names the fieldset after the value it sets, so a form can tell
 * that an error for that name has a place on screen (lib/use-form.ts).
 */
export function ChipGroup({
  legend,
  name,
  hint,
  error,
  optional = false,
  children,
}: {
  legend: ReactNode;
  name?: string;
  hint?: ReactNode;
  error?: string | null | undefined;
  /** Says "(optional)" after the legend. */
  optional?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <fieldset
      name={name}
      aria-describedby={joinIds(hint ? `${id}-hint` : null, error ? `${id}-error` : null)}
      className="flex min-w-0 flex-col gap-2"
    >
      <legend className="mb-1.5 text-sm font-semibold text-stone-800">
        {legend}
        {optional ? <span className="font-normal text-stone-600"> (optional)</span> : null}
      </legend>
      {hint ? (
        <p id={`${id}-hint`} className="-mt-1 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">{children}</div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

/**
 * One choice drawn as a pill: the input stays real (keyboard, screen readers, the form reads it)
 * and is laid over the whole pill, invisible; checked and focus styles come from the label.
 */
export function Chip({
  type,
  invalid,
  children,
  ...input
}: {
  type: "checkbox" | "radio";
  invalid?: boolean;
  children: ReactNode;
} & Omit<ComponentProps<"input">, "type" | "className" | "children">) {
  return (
    <label
      className={cn(
        "relative inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-full border-2 px-4 py-2 text-sm font-semibold select-none",
        invalid ? "border-red-700" : "border-stone-300",
        "bg-white text-stone-800 hover:border-amber-700",
        "has-checked:border-amber-800 has-checked:bg-amber-800 has-checked:text-white",
        "has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-amber-700",
      )}
    >
      <input
        {...input}
        type={type}
        aria-invalid={invalid ? true : undefined}
        className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
      />
      <span aria-hidden="true" className="hidden peer-checked:inline">
        ✓
      </span>
      {children}
    </label>
  );
}
