import { useSyncExternalStore } from "react";
import type { regionsOf } from "@shared/api/region-names";

let names: typeof regionsOf | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/**
 * Loads the names of the states, provinces and territories (once): when the customer starts on
 * a page with an address form (a focus or a press), not with its first load (decision 214).
 */
export function prepareRegionNames() {
  loading ??= import("@shared/api/region-names").then(
    (module) => {
      names = module.regionsOf;
      for (const listener of listeners) listener();
    },
    () => {
      loading = null; // the lists keep their codes; a later press tries again
    },
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The regions of a country, named, once loaded; null until then (the lists show the codes). */
export function useRegionNames(): typeof regionsOf | null {
  return useSyncExternalStore(subscribe, () => names);
}
