import { useSyncExternalStore } from "react";

const QUERY = "(prefers-reduced-motion: reduce)";

function subscribe(onChange: () => void) {
  const media = typeof window !== "undefined" ? window.matchMedia?.(QUERY) : undefined;
  media?.addEventListener("change", onChange);
  return () => media?.removeEventListener("change", onChange);
}

const getSnapshot = () => window.matchMedia?.(QUERY).matches ?? false;
// Prerendered HTML is the "motion allowed" page; the browser's real preference applies right
// after hydration, without a mismatch.
const getServerSnapshot = () => false;

export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
