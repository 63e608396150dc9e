import { useCallback, useState, useSyncExternalStore } from "react";

/** Code fetched on first ask and then kept (see `lazyWithRetry`). */
export interface LazyModule<T> {
  /** Starts the import, or joins the one under way; resolves at once once it has arrived. */
  load: () => Promise<T>;
  /** The module once it has arrived, else undefined. */
  current: () => T | undefined;
  /** Calls `listener` when the module arrives. */
  subscribe: (listener: () => void) => () => void;
}

/**
 * A module fetched once, when first asked for. Unlike React.lazy, which keeps a rejected import
 * for good, a failed import is forgotten: the next ask (Try again) imports again.
 */
export function lazyWithRetry<T>(importer: () => Promise<T>): LazyModule<T> {
  let loading: Promise<T> | undefined;
  let module: T | undefined;
  const listeners = new Set<() => void>();
  return {
    load() {
      loading ??= importer().then(
        (loaded) => {
          module = loaded;
          for (const listener of listeners) listener();
          return loaded;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    current: () => module,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * `lazy` for code a component needs only once the customer asks for it. `load()` asks for it now
 * (the press) and, when that import fails, `failed` says so until the next `load()` (Try again).
 * `prefetch()` asks quietly, for a sign that the press is coming (a pointer over the buttons, a
 * focus among them): loading at idle time instead would make every visit pay for code most never
 * use (docs/decisions/166).
 */
export function useLazyModule<T>(lazy: LazyModule<T>) {
  const module = useSyncExternalStore(lazy.subscribe, lazy.current, lazy.current);
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    setFailed(false);
    lazy.load().catch(() => setFailed(true));
  }, [lazy]);

  const prefetch = useCallback(() => {
    // A failed prefetch is forgotten; the press asks again and reports.
    lazy.load().catch(() => {});
  }, [lazy]);

  return { module, failed, load, prefetch };
}
