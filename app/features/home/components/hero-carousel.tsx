import { useEffect, useId, useState, type FocusEvent, type ReactNode } from "react";
import { PlainButton } from "~/components/ui/button";
import { CarouselSlide } from "~/components/ui/carousel-slide";
import { Icon, fillIcon, strokeIcon } from "~/components/ui/icon";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { nextIndex, previousIndex } from "../carousel-index";
import { slides } from "../content";
import { useHydrated } from "~/lib/use-hydrated";
import { usePrefersReducedMotion } from "../use-prefers-reduced-motion";

const chevronLeftIcon = strokeIcon(["M15 5l-7 7 7 7"], 2.5);

const chevronRightIcon = strokeIcon(["M9 5l7 7-7 7"], 2.5);

const pauseIcon = fillIcon([
  "M7 5h2a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm8 0h2a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1h-2a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z",
]);

const playIcon = fillIcon([
  "M8 5.5v13a1 1 0 0 0 1.5.86l10.2-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z",
]);

/** Spec §9: the home carousel advances every 4000 ms. */
export const SLIDE_INTERVAL_MS = 4000;

const controlClasses =
  "inline-flex size-11 items-center justify-center rounded-full text-amber-950 transition-colors hover:bg-amber-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-700";

/**
 * The home carousel (WAI-ARIA APG carousel pattern): four slides that advance every 4 s and
 * wrap, Previous/Next buttons that wrap, and a Pause/Play button (WCAG 2.2.2). It rests while
 * hovered or focused, and does not start by itself under prefers-reduced-motion.
 */
export function HeroCarousel({
  priority = false,
  label = "PetBox highlights",
  className = "",
}: {
  /** The first slide is the page's largest image: load it first. */
  priority?: boolean;
  label?: string;
  className?: string;
}) {
  const count = slides.length;
  const trackId = useId();
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  // null until the visitor presses Pause or Play: then their choice wins over the preference.
  const [choice, setChoice] = useState<"play" | "pause" | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const hydrated = useHydrated();

  const autoplay = choice ? choice === "play" : !reducedMotion;
  const running = autoplay && !hovered && !focused;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(
      () => setIndex((current) => nextIndex(current, count)),
      SLIDE_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [running, count]);

  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  }

  const upcoming = nextIndex(index, count);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={`relative overflow-hidden rounded-3xl bg-amber-100 ring-1 ring-amber-100 ${className}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div
        id={trackId}
        aria-live={running ? "off" : "polite"}
        className="flex aspect-[2/1] transition-transform duration-700 ease-out sm:aspect-[5/2]"
        style={{ transform: `translateX(-${index * 100}%)` }}
        data-testid="hero-track"
      >
        {slides.map((slide, position) => {
          const current = position === index;
          // After hydration the next slide loads ahead of time so it never slides in blank.
          const wanted = current || (hydrated && position === upcoming);
          return (
            <CarouselSlide
              key={slide.image}
              position={position}
              count={count}
              current={current}
              className="h-full w-full shrink-0"
            >
              <ResponsiveImage
                src={slide.image}
                alt={slide.alt}
                width={1600}
                height={640}
                priority={priority && position === 0}
                loading={priority && position === 0 ? "eager" : wanted ? "eager" : "lazy"}
                className={`h-full w-full object-cover ${
                  slide.position === "bottom" ? "object-bottom" : "object-center"
                }`}
              />
            </CarouselSlide>
          );
        })}
      </div>

      <div className="flex items-center justify-center gap-1 bg-white p-1 sm:absolute sm:right-3 sm:bottom-3 sm:rounded-full sm:bg-white/95 sm:shadow-md">
        <Control
          label="Previous slide"
          controls={trackId}
          onClick={() => setIndex((current) => previousIndex(current, count))}
        >
          <Icon icon={chevronLeftIcon} className="size-6" />
        </Control>
        <Control
          label={autoplay ? "Pause slideshow" : "Play slideshow"}
          onClick={() => setChoice(autoplay ? "pause" : "play")}
        >
          <Icon icon={autoplay ? pauseIcon : playIcon} className="size-5" />
        </Control>
        <span
          className="min-w-10 text-center text-sm font-semibold text-stone-800 tabular-nums"
          data-testid="hero-position"
        >
          {index + 1} / {count}
        </span>
        <Control
          label="Next slide"
          controls={trackId}
          onClick={() => setIndex((current) => nextIndex(current, count))}
        >
          <Icon icon={chevronRightIcon} className="size-6" />
        </Control>
      </div>
    </section>
  );
}

/** A round button of the carousel's control bar, named by `label`. */
function Control({
  label,
  controls,
  onClick,
  children,
}: {
  label: string;
  /** The id of the slide track it moves, for Previous and Next. */
  controls?: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <PlainButton
      type="button"
      className={controlClasses}
      aria-controls={controls}
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </PlainButton>
  );
}
