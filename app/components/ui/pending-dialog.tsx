import { useEffect, useId, useRef } from "react";
import { Alert } from "./alert";
import { Button } from "./button";
import { Spinner } from "./spinner";
import { useModalDialog } from "./use-modal-dialog";

export const NOT_OPENED = "This could not be opened. Check your connection and try again.";

/**
 * Stands in for a dialog whose code is still on its way (lib/lazy-with-retry.ts), on the same
 * <dialog> as the real one, so the page does not move: a spinner while it loads, or, when it
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
  const dialogRef = useModalDialog({
    open: true,
    onDismiss: onClose,
    initialFocus: () => retryRef.current,
  });
  // The failure may come after the dialog has opened: Try again takes focus then.
  useEffect(() => {
    if (failed) retryRef.current?.focus();
  }, [failed]);

  return (
    <dialog
      ref={dialogRef}
      aria-label={failed ? undefined : "Opening"}
      aria-labelledby={failed ? messageId : undefined}
      aria-busy={!failed}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto rounded-3xl bg-white p-0 shadow-2xl backdrop:bg-stone-900/50"
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
    </dialog>
  );
}
