import { useEffect, type ComponentProps } from "react";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { lazyWithRetry, useLazyModule } from "~/lib/lazy-with-retry";
import type { PetForm } from "./pet-form";

const petFormCode = lazyWithRetry(() => import("./pet-form"));

/**
 * The pet form where it opens behind a button (checkout's "Add your cat"): its code (3.4 KB gzip)
 * loads when it is opened, not with the page (decision 167). If it cannot load, the customer
 * can try again or cancel; nothing else on the page is lost.
 */
export function PetFormLater(props: ComponentProps<typeof PetForm>) {
  const { module, failed, load } = useLazyModule(petFormCode);
  useEffect(load, [load]);

  if (module) return <module.PetForm {...props} />;
  if (failed) {
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="error">
          The pet form could not be opened. Check your connection and try again.
        </Alert>
        <div className="flex flex-wrap gap-3">
          <Button type="button" onClick={load}>
            Try again
          </Button>
          {props.onCancel ? (
            <Button type="button" variant="secondary" onClick={props.onCancel}>
              Cancel
            </Button>
          ) : null}
        </div>
      </div>
    );
  }
  return (
    <div className="flex min-h-40 items-center justify-center">
      <Spinner label="Opening the pet form" />
    </div>
  );
}
