import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "~/lib/cn";

interface FieldProps {
  label: string;
  /** Shown under the field and tied to it with aria-describedby; the field is then aria-invalid. */
  error?: string | null;
  hint?: ReactNode;
}

type InputFieldProps = FieldProps & ComponentProps<"input"> & { multiline?: false };
type TextAreaFieldProps = FieldProps & ComponentProps<"textarea"> & { multiline: true };

/** The look of every text box and select: one border, one focus ring, red when invalid. */
export const controlClasses =
  "block w-full min-w-0 rounded-xl border-2 border-stone-300 bg-white px-4 py-2.5 text-base text-stone-900 placeholder:text-stone-500 focus:border-amber-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-amber-700/40 aria-[invalid=true]:border-red-700";

/**
 * Every text field of the app, one line or (`multiline`) several: a visible label, an optional
 * hint, and its error beside it, wired up for screen readers (docs/decisions/080). Fields are
 * uncontrolled: forms read them at submit (lib/use-form.ts), so what a visitor types into a
 * prerendered page before the scripts run is simply there when the form is sent.
 */
export function Field(props: InputFieldProps | TextAreaFieldProps) {
  const { label, error, hint, className, id, multiline, ...control } = props;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {(wiring) =>
        multiline ? (
          <textarea
            {...(control as ComponentProps<"textarea">)}
            {...wiring}
            className={cn(controlClasses, className)}
          />
        ) : (
          <input
            {...(control as ComponentProps<"input">)}
            {...wiring}
            className={cn(controlClasses, className)}
          />
        )
      }
    </FieldFrame>
  );
}

/** What a control needs to be found by its label and described by its hint and error. */
export interface ControlWiring {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/**
 * A label above one control, an optional hint and the error under it (the shape epic-stack and
 * bulletproof-react call a field wrapper). `describedBy` adds ids of other text that describes
 * the control (a warning beside it).
 */
export function FieldFrame({
  id: givenId,
  label,
  hint,
  error,
  describedBy,
  children,
}: {
  id?: string | undefined;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null | undefined;
  describedBy?: string | undefined;
  children: (wiring: ControlWiring) => ReactNode;
}) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const wiring: ControlWiring = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": joinIds(
      hint ? `${id}-hint` : null,
      error ? `${id}-error` : null,
      describedBy,
    ),
  };
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-stone-800">
        {label}
      </label>
      {children(wiring)}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function CheckboxField({
  label,
  error,
  id: givenId,
  ...props
}: { label: ReactNode; error?: string | null } & Omit<ComponentProps<"input">, "type">) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-2.5">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="size-5 rounded accent-amber-800"
          {...props}
        />
        <label htmlFor={id} className="text-sm text-stone-800">
          {label}
        </label>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A field's error message, the one way it looks. */
export function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  return message ? (
    <p id={id} className="text-sm font-medium wrap-anywhere text-red-700">
      {message}
    </p>
  ) : null;
}

/** Space-separated ids for aria-describedby, or undefined when there are none. */
export function joinIds(...ids: (string | null | undefined | false)[]): string | undefined {
  return ids.filter(Boolean).join(" ") || undefined;
}

export interface SelectOption {
  value: string;
  label: string;
  /** Shown but not choosable; the label says why. */
  disabled?: boolean;
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
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
