import { useCallback, useEffect, useState, useSyncExternalStore } from "react";

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

/** Runs `task` when the browser has nothing else to do (soon in any case); returns a cancel. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}

/**
 * `lazy` for a component that needs it only on a press. It is fetched when the browser is idle
 * after the component has shown, so the press is normally instant; `load()` asks for it at once
 * (the press) and, when that import fails, `failed` says so until the next `load()` (Try again).
 */
export function useLazyModule<T>(lazy: LazyModule<T>) {
  const module = useSyncExternalStore(lazy.subscribe, lazy.current, lazy.current);
  const [failed, setFailed] = useState(false);

  useEffect(
    () =>
      whenIdle(() => {
        // A failed prefetch is forgotten; the press asks again and reports.
        lazy.load().catch(() => {});
      }),
    [lazy],
  );

  const load = useCallback(() => {
    setFailed(false);
    lazy.load().catch(() => setFailed(true));
  }, [lazy]);

  return { module, failed, load };
}
