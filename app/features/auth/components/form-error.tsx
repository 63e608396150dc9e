/**
 * The form's one inline message (spec §5: the first failing check), announced at once. Give the
 * offending input aria-invalid and aria-describedby={id}.
 */
export function FormError({ id, message }: { id: string; message: string | null }) {
  return (
    <div aria-live="assertive" aria-atomic="true">
      {message ? (
        <p id={id} className="text-sm font-semibold text-red-700">
          {message}
        </p>
      ) : null}
    </div>
  );
}
