export function Spinner({
  label = "Loading",
  className = "",
}: {
  label?: string;
  className?: string;
}) {
  return (
    <div role="status" className={`inline-flex flex-col items-center gap-3 ${className}`}>
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-amber-200 border-t-amber-700 motion-reduce:animate-[spin_3s_linear_infinite]"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}

/** Replaces the whole app while nothing can be shown yet (spec §2). */
export function FullScreenSpinner({ label }: { label?: string }) {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-amber-50">
      <Spinner label={label} />
    </div>
  );
}
