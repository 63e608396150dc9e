import { Button } from "~/components/ui/button";

/** A friendly failure of the catalogue with a way out: never a blank page. */
export function CatalogueError({
  message = "We could not load our boxes just now.",
  onRetry,
  retrying = false,
}: {
  message?: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-3xl border border-amber-200 bg-white px-6 py-10 text-center shadow-sm"
    >
      <p className="text-4xl" aria-hidden="true">
        📦
      </p>
      <h2 className="text-xl font-bold text-stone-900">Our boxes are hiding</h2>
      <p className="text-stone-700">{message} Please check your connection and try again.</p>
      <Button onClick={onRetry} disabled={retrying}>
        {retrying ? "Trying again…" : "Retry"}
      </Button>
    </div>
  );
}
