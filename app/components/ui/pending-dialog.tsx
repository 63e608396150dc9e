import { useEffect, useId, useRef } from "react";
import { Alert } from "./alert";
import { Button } from "./button";
import { DialogShell } from "./dialog-shell";
import { Spinner } from "./spinner";

export const NOT_OPENED = "This could not be opened. Check your connection and try again.";

/**
 * Stands in for a dialog whose code is still on its way (lib/lazy-with-retry.ts), on the same
 * dialog shell as the real one, so the page does not move: a spinner while it loads, or, when it
 * could not be loaded, why, with Try again and Close. Escape and the backdrop close it; focus then
 * goes back to the button that opened it.
 */
export function PendingDialog({
  failed,
  onRetry,
  onClose,
}: {
  failed: boolean;
  onRetry: () => void;
  onClose: () => void;
}) {
  const messageId = useId();
  const retryRef = useRef<HTMLButtonElement>(null);
  // The failure may come after the dialog has opened: Try again takes focus then.
  useEffect(() => {
    if (failed) retryRef.current?.focus();
  }, [failed]);

  return (
    <DialogShell
      label={failed ? undefined : "Opening"}
      labelledBy={failed ? messageId : undefined}
      busy={!failed}
      width="md"
      onDismiss={onClose}
      initialFocus={() => retryRef.current}
    >
      {failed ? (
        <div className="flex flex-col gap-4 p-6">
          <div id={messageId}>
            <Alert tone="error">{NOT_OPENED}</Alert>
          </div>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
            <Button ref={retryRef} onClick={onRetry}>
              Try again
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex min-h-40 items-center justify-center p-6">
          <Spinner label="Opening…" />
        </div>
      )}
    </DialogShell>
  );
}
