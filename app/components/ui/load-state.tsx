import { Suspense, use, useState, type ReactNode } from "react";
import { useRevalidator } from "react-router";
import { ApiFailure } from "~/lib/api-failure";
import { outcomeOf } from "~/lib/route-data";
import { Button } from "./button";
import { Spinner } from "./spinner";

const FAILED = "We could not load this just now. Please try again.";

/**
 * Route data on screen (docs/decisions/195): `data` is what the route's clientLoader returned (a
 * promise), read with use() under Suspense. Until it is there, `fallback` (a spinner that names
 * what is loading: <Loading>); if it failed, `failure`: by default why, with Try again, which
 * runs the route's loader again. While the loader runs again (Try again, or after a write), what
 * is shown stays until the new data is there: the router's updates are transitions.
 */
export function Resolve<T>({
  data,
  fallback,
  failure = (error) => <LoadFailure error={error} />,
  children,
}: {
  data: Promise<T>;
  fallback: ReactNode;
  failure?: (error: unknown) => ReactNode;
  children: (value: T) => ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <Resolved data={data} failure={failure}>
        {children}
      </Resolved>
    </Suspense>
  );
}

function Resolved<T>({
  data,
  failure,
  children,
}: {
  data: Promise<T>;
  failure: (error: unknown) => ReactNode;
  children: (value: T) => ReactNode;
}) {
  // Read as an outcome, so a failure is shown here rather than thrown: a thrown error would
  // reach the route's ErrorBoundary as well, but React and the router log every caught render
  // error to the console, and an outage is an answer to show, not a bug.
  const outcome = use(outcomeOf(data));
  return outcome.ok ? children(outcome.value) : failure(outcome.error);
}

/** A spinner that names what is loading, in room kept for the content, so nothing jumps. */
export function Loading({
  label,
  minHeight = "min-h-[30vh]",
}: {
  label: string;
  minHeight?: string | undefined;
}) {
  return (
    <div className={`flex items-center justify-center ${minHeight}`}>
      <Spinner label={label} />
    </div>
  );
}

/**
 * Why the page's data could not be loaded, in the shop's own words when it gave some (a network
 * failure is one of them: "The shop cannot be reached right now…"), and Try again, which runs
 * the route's loader again.
 */
export function LoadFailure({ error }: { error: unknown }) {
  const revalidator = useRevalidator();
  // The failure Try again was pressed for: a new failure (a new error) offers it afresh.
  const [retried, setRetried] = useState<unknown>(null);
  const retrying = retried === error || revalidator.state === "loading";
  return (
    <div
      role="alert"
      className="flex max-w-xl flex-col items-start gap-4 rounded-3xl border border-red-200 bg-white p-6 shadow-sm"
    >
      <p className="text-stone-800">{error instanceof ApiFailure ? error.message : FAILED}</p>
      <Button
        disabled={retrying}
        onClick={() => {
          setRetried(error);
          void revalidator.revalidate();
        }}
      >
        {retrying ? "Trying again…" : "Try again"}
      </Button>
    </div>
  );
}
