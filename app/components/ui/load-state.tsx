import { Alert } from "./alert";
import { Button } from "./button";
import { Spinner } from "./spinner";

type NotReady = { status: "loading" } | { status: "failed"; message: string; retry: () => void };

/**
 * What a screen shows until its data is there (lib/use-account-data.ts): a spinner that names
 * what is loading, or why it failed with Try again.
 */
export function LoadState({
  state,
  label,
  minHeight = "min-h-[30vh]",
}: {
  state: NotReady;
  /** What is loading, for screen readers: "Loading your orders". */
  label: string;
  /** Room kept for the spinner, so the page does not jump when the data comes. */
  minHeight?: string;
}) {
  if (state.status === "loading") {
    return (
      <div className={`flex items-center justify-center ${minHeight}`}>
        <Spinner label={label} />
      </div>
    );
  }
  return (
    <div className="flex flex-col items-start gap-4">
      <Alert tone="error">{state.message}</Alert>
      <Button onClick={state.retry}>Try again</Button>
    </div>
  );
}
