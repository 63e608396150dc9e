import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import type { EntryDirection } from "../content";
import { usePrefersReducedMotion } from "../use-prefers-reduced-motion";

/** Spec §9: entry animation 0.8 s, delayed 0.2 s times the card's index. */
export const ENTRY_DURATION_S = 0.8;
export const ENTRY_DELAY_STEP_S = 0.2;

const offsets: Record<EntryDirection, string> = {
  left: "-4rem 0",
  bottom: "0 4rem",
  right: "4rem 0",
};

// useLayoutEffect warns when rendered to a string at build time; useEffect is enough there.
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * Slides its content in from one side once it scrolls into view. The HTML (and any browser
 * without JavaScript or IntersectionObserver, or that prefers reduced motion) shows the content
 * in place: it is only hidden, just before paint, when it is about to be animated.
 */
export function Reveal({
  from,
  index,
  children,
  className = "",
}: {
  from: EntryDirection;
  index: number;
  children: ReactNode;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [phase, setPhase] = useState<"static" | "waiting" | "shown">("static");

  useBrowserLayoutEffect(() => {
    const element = ref.current;
    if (!element || reducedMotion || typeof IntersectionObserver === "undefined") {
      setPhase("static");
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setPhase("shown");
      },
      { threshold: 0.15 },
    );
    setPhase((current) => (current === "shown" ? current : "waiting"));
    observer.observe(element);
    return () => observer.disconnect();
  }, [reducedMotion]);

  const style =
    phase === "waiting"
      ? { opacity: 0, translate: offsets[from] }
      : phase === "shown"
        ? {
            opacity: 1,
            translate: "0 0",
            transition: `opacity ${ENTRY_DURATION_S}s ease-out, translate ${ENTRY_DURATION_S}s ease-out`,
            transitionDelay: `${ENTRY_DELAY_STEP_S * index}s`,
          }
        : undefined;

  return (
    <div ref={ref} className={className} style={style} data-reveal={phase}>
      {children}
    </div>
  );
}
