import { useEffect, useState } from "react";

/** Where code asked for on demand stands: on its way, failed (try again), or here. */
export type Later<T> =
  { status: "loading" } | { status: "failed"; retry: () => void } | { status: "ready"; value: T };

/**
 * Code a page needs only once the customer asks for it (a form behind a button), loaded then
 * rather than with the page. `load` is usually `() => import("./x").then((m) => m.X)`. The hook
 * it returns starts loading when first used and says where that stands; `retry` loads again
 * after a failure. What loaded is kept for the rest of the visit.
 */
export function later<T>(load: () => Promise<T>): () => Later<T> {
  let loaded: { value: T } | undefined;
  return function useLater(): Later<T> {
    const [attempt, setAttempt] = useState(0);
    const [failed, setFailed] = useState<number | null>(null);
    const [, setArrived] = useState(false);

    useEffect(() => {
      if (loaded) return;
      let current = true;
      load().then(
        (value) => {
          loaded = { value };
          if (current) setArrived(true);
        },
        () => {
          if (current) setFailed(attempt);
        },
      );
      return () => {
        current = false;
      };
    }, [attempt]);

    if (loaded) return { status: "ready", value: loaded.value };
    if (failed === attempt) return { status: "failed", retry: () => setAttempt(attempt + 1) };
    return { status: "loading" };
  };
}
