import { useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { CatalogueError as CatalogueFailure } from "../api/get-catalogue";

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

/**
 * A route's ErrorBoundary for a catalogue that could not be loaded: the page keeps its title and
 * heading, and Retry runs the route's loader again. Any other error goes on to the root's.
 */
export function CatalogueRouteError({
  error,
  title,
  heading,
}: {
  error: unknown;
  title: string;
  heading: string;
}) {
  const revalidator = useRevalidator();
  if (!(error instanceof CatalogueFailure)) throw error;
  return (
    <div className="px-4 py-12">
      <title>{title}</title>
      <h1 className="sr-only">{heading}</h1>
      <CatalogueError
        message={error.message}
        retrying={revalidator.state === "loading"}
        onRetry={() => void revalidator.revalidate()}
      />
    </div>
  );
}
