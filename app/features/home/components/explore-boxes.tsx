import { useId } from "react";
import { buttonClasses } from "~/components/ui/button";
import { CardPhoto } from "~/components/ui/card-photo";
import { exploreCards } from "../content";
import { Reveal } from "./reveal";
import { SectionHeading } from "./section-heading";

/**
 * Spec §2 'Explore Our Subscription Boxes': three fixed cards that slide in from the left, the
 * bottom and the right, and tilt on hover. 'Subscribe Now' leads to the box listing rather than
 * doing nothing (docs/decisions/024).
 */
export function ExploreBoxes({ listingHref }: { listingHref: string }) {
  const headingId = useId();
  return (
    // overflow-x-clip: cards waiting to slide in from the side must not widen the page.
    <section
      aria-labelledby={headingId}
      className="mx-auto w-full max-w-7xl overflow-x-clip px-4 py-14 sm:py-20"
    >
      <SectionHeading id={headingId} eyebrow="Something for every pet">
        Explore Our Subscription Boxes
      </SectionHeading>
      <ul className="mt-10 grid gap-8 md:grid-cols-3">
        {exploreCards.map((card, index) => (
          <li key={card.title}>
            <Reveal from={card.from} index={index} className="h-full">
              <article className="flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-md ring-1 ring-amber-100 transition-transform duration-300 hover:scale-105 hover:rotate-5 motion-reduce:hover:scale-100 motion-reduce:hover:rotate-0">
                <CardPhoto src={card.image} alt={card.alt} />
                <div className="flex flex-1 flex-col items-center gap-3 px-6 pt-5 pb-7 text-center">
                  <h3 className="text-2xl font-bold text-stone-900">{card.title}</h3>
                  <p className="text-stone-700">{card.description}</p>
                  <a href={listingHref} className={buttonClasses("primary", "md", "mt-auto")}>
                    Subscribe Now
                  </a>
                </div>
              </article>
            </Reveal>
          </li>
        ))}
      </ul>
    </section>
  );
}
