import { useId, useRef, useState, type TouchEvent } from "react";
import { CarouselSlide } from "~/components/ui/carousel-slide";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { PlainButton } from "~/components/ui/button";
import { nextIndex, previousIndex } from "../carousel-index";
import { featuredPets } from "../content";
import { SectionHeading } from "./section-heading";

/** Spec §9: featured pets carousel, 300 ms transitions, 40 px between slides, 550 px tall. */
export const PET_SLIDE_SPEED_MS = 300;
export const PET_SLIDE_GAP_PX = 40;
export const PET_SLIDE_HEIGHT_PX = 550;

const SWIPE_THRESHOLD_PX = 40;

/** Spec §2: the last home section, one pet per view, with clickable pagination dots. */
export function FeaturedPets() {
  const headingId = useId();
  const trackId = useId();
  const count = featuredPets.length;
  const [index, setIndex] = useState(0);
  const touchStart = useRef<number | null>(null);

  function onTouchStart(event: TouchEvent) {
    touchStart.current = event.touches[0]?.clientX ?? null;
  }
  function onTouchEnd(event: TouchEvent) {
    const start = touchStart.current;
    const end = event.changedTouches[0]?.clientX;
    touchStart.current = null;
    if (start === null || end === undefined) return;
    const delta = end - start;
    if (Math.abs(delta) < SWIPE_THRESHOLD_PX) return;
    setIndex((current) => (delta < 0 ? nextIndex(current, count) : previousIndex(current, count)));
  }

  return (
    <section aria-labelledby={headingId} className="mx-auto w-full max-w-5xl px-4 py-14 sm:py-20">
      <SectionHeading id={headingId} eyebrow="Our testers in chief">
        Featured pets
      </SectionHeading>
      <div
        aria-roledescription="carousel"
        aria-label="Featured pets slides"
        role="region"
        className="mt-10 overflow-hidden rounded-3xl"
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        <div
          id={trackId}
          aria-live="polite"
          className="flex ease-out"
          style={{
            gap: PET_SLIDE_GAP_PX,
            transform: `translateX(calc(-${index} * (100% + ${PET_SLIDE_GAP_PX}px)))`,
            transitionProperty: "transform",
            transitionDuration: `${PET_SLIDE_SPEED_MS}ms`,
          }}
          data-testid="pets-track"
        >
          {featuredPets.map((pet, position) => {
            const current = position === index;
            return (
              <CarouselSlide
                key={pet.name}
                position={position}
                count={count}
                current={current}
                className="relative w-full shrink-0 overflow-hidden rounded-3xl bg-amber-100"
                style={{ height: PET_SLIDE_HEIGHT_PX }}
              >
                <ResponsiveImage
                  src={pet.image}
                  alt={pet.alt}
                  width={1100}
                  height={550}
                  className="h-full w-full object-cover"
                />
                <div className="absolute inset-x-0 bottom-0 bg-stone-950/85 px-6 py-5 text-white sm:px-8">
                  <h3 className="text-2xl font-bold">{pet.name}</h3>
                  <p className="mt-1 text-base text-stone-100 sm:text-lg">{pet.description}</p>
                </div>
              </CarouselSlide>
            );
          })}
        </div>
      </div>
      <div className="mt-6 flex justify-center gap-1">
        {featuredPets.map((pet, position) => (
          <PlainButton
            key={pet.name}
            type="button"
            aria-label={`Go to slide ${position + 1}`}
            aria-controls={trackId}
            aria-current={position === index ? "true" : undefined}
            onClick={() => setIndex(position)}
            className="group inline-flex size-11 items-center justify-center rounded-full focus-visible:outline-3 focus-visible:outline-amber-700"
          >
            <span
              aria-hidden="true"
              className={`block rounded-full transition-all ${
                position === index
                  ? "h-3 w-8 bg-amber-800"
                  : "size-3 bg-stone-500 group-hover:bg-stone-700"
              }`}
            />
          </PlainButton>
        ))}
      </div>
    </section>
  );
}
