import { useId, type ComponentProps, type ReactNode } from "react";
import { useEarlyInput } from "./use-early-input";

interface FieldProps {
  label: string;
  error?: string | null;
  hint?: ReactNode;
}

const inputClasses =
  "block w-full rounded-xl border-2 border-stone-300 bg-white px-4 py-2.5 text-base text-stone-900 placeholder:text-stone-500 focus:border-amber-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-amber-700/40 aria-[invalid=true]:border-red-700";

function FieldFrame({
  id,
  label,
  error,
  hint,
  children,
}: FieldProps & { id: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-stone-800">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, { error, hint }: FieldProps) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

/** A text input with a visible label and its error text wired up for screen readers. */
export function TextField({
  label,
  error,
  hint,
  className = "",
  id: givenId,
  ref,
  ...props
}: FieldProps & ComponentProps<"input">) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const fieldRef = useEarlyInput({ ref, ...props });
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <input
        ref={fieldRef}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { label, error, hint })}
        className={`${inputClasses} ${className}`}
        {...props}
      />
    </FieldFrame>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  className = "",
  id: givenId,
  ref,
  ...props
}: FieldProps & ComponentProps<"textarea">) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const fieldRef = useEarlyInput({ ref, ...props });
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <textarea
        ref={fieldRef}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { label, error, hint })}
        className={`${inputClasses} ${className}`}
        {...props}
      />
    </FieldFrame>
  );
}

export function CheckboxField({
  label,
  error,
  id: givenId,
  ref,
  ...props
}: { label: ReactNode; error?: string | null } & Omit<ComponentProps<"input">, "type">) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const fieldRef = useEarlyInput({ ref, ...props });
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-2.5">
        <input
          ref={fieldRef}
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
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
