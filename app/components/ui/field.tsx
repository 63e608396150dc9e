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

const controlClasses =
  "block w-full rounded-xl border-2 border-stone-300 bg-white px-4 py-2.5 text-base text-stone-900 placeholder:text-stone-500 focus:border-amber-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-amber-700/40 aria-[invalid=true]:border-red-700";

/**
 * Every text field of the app, one line or (`multiline`) several: a visible label, an optional
 * hint, and its error beside it, wired up for screen readers (docs/decisions/080). Fields are
 * uncontrolled: forms read them at submit (lib/use-form.ts), so what a visitor types into a
 * prerendered page before the scripts run is simply there when the form is sent.
 */
export function Field(props: InputFieldProps | TextAreaFieldProps) {
  const autoId = useId();
  const { label, error, hint, className, id: givenId, multiline, ...control } = props;
  const id = givenId ?? autoId;
  const describedBy =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") ||
    undefined;
  const shared = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    className: cn(controlClasses, className),
  };
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-stone-800">
        {label}
      </label>
      {multiline ? (
        <textarea {...(control as ComponentProps<"textarea">)} {...shared} />
      ) : (
        <input {...(control as ComponentProps<"input">)} {...shared} />
      )}
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

function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  return message ? (
    <p id={id} className="text-sm font-medium wrap-anywhere text-red-700">
      {message}
    </p>
  ) : null;
}
