import { useEffect, useId, useRef, useState } from "react";
import { COUNT_UP_DURATION_MS, countAt, formatStatistic, statistics } from "../count-up";
import { useHydrated } from "~/lib/use-hydrated";
import { usePrefersReducedMotion } from "../use-prefers-reduced-motion";
import { type HeadingLevel } from "./section-heading";

/**
 * Spec §2 statistics band: counts up over 3 s once it scrolls into view; under reduced motion
 * (or without IntersectionObserver) the final values show at once. Screen readers always get
 * the final values, never a number that is still running.
 */
export function StatisticsBand({ headingAs = "h2" }: { headingAs?: HeadingLevel }) {
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [elapsed, setElapsed] = useState(0);
  const [finished, setFinished] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || reducedMotion || typeof IntersectionObserver === "undefined") return;
    let frame = 0;
    let start: number | null = null;
    const tick = (now: number) => {
      start ??= now;
      const spent = now - start;
      setElapsed(spent);
      if (spent < COUNT_UP_DURATION_MS) frame = requestAnimationFrame(tick);
      else setFinished(true);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        frame = requestAnimationFrame(tick);
      },
      { threshold: 0.4 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [reducedMotion]);

  const hydrated = useHydrated();
  const done =
    finished || reducedMotion || (hydrated && typeof IntersectionObserver === "undefined");
  const Heading = headingAs;

  return (
    <section
      ref={ref}
      aria-labelledby={headingId}
      className="bg-amber-900 px-4 py-14 text-white sm:py-16"
      data-testid="statistics"
    >
      <div className="mx-auto max-w-7xl">
        <Heading
          id={headingId}
          className="text-center text-2xl font-extrabold text-amber-50 sm:text-3xl"
        >
          PetBox in numbers
        </Heading>
        <dl className="mt-8 grid grid-cols-2 gap-x-4 gap-y-8 text-center lg:grid-cols-4">
          {statistics.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse items-center gap-1">
              <dt className="text-base font-medium text-amber-100 sm:text-lg">{stat.label}</dt>
              <dd className="text-4xl font-extrabold tabular-nums sm:text-5xl">
                <span aria-hidden="true" data-testid="statistic-value">
                  {formatStatistic(done ? stat.end : countAt(elapsed, stat.end))}
                </span>
                <span className="sr-only">{formatStatistic(stat.end)}</span>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
