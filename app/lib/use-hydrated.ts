import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False in prerendered HTML and during hydration, true in the browser afterwards. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
