import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Spec §2: scroll smoothly to the top on every path change (instantly under reduced motion).
 *
 * Not on the first render: by then the browser has already placed the page, at the top, at the
 * address's #target, or wherever the visitor scrolled while the scripts loaded. A path change to
 * an address with a #target (the founder page's '/#boxes') scrolls to that target instead.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  // The path the page is placed for; a ref, not a flag, so StrictMode's second effect run is a no-op.
  const placedFor = useRef(pathname);
  useEffect(() => {
    if (placedFor.current === pathname) return;
    placedFor.current = pathname;
    const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
    const behavior: ScrollBehavior = reduce ? "auto" : "smooth";
    const target = hash ? document.getElementById(fragmentId(hash)) : null;
    if (target) target.scrollIntoView({ behavior, block: "start" });
    else window.scrollTo({ top: 0, left: 0, behavior });
    // A #link within the same page changes only the hash: the browser scrolls to it by itself.
  }, [pathname, hash]);
  return null;
}

/** '#some%20id' → 'some id'; a malformed escape is looked up as written rather than throwing. */
function fragmentId(hash: string): string {
  const raw = hash.slice(1);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
