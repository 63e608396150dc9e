import { useEffect } from "react";
import { useLocation } from "react-router";

/** Spec §2: scroll smoothly to the top on every path change (instantly under reduced motion). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
    window.scrollTo({ top: 0, left: 0, behavior: reduce ? "auto" : "smooth" });
  }, [pathname]);
  return null;
}
