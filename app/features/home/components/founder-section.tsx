import { useId } from "react";
import { ButtonLink } from "~/components/ui/button";
import { founder } from "../content";
import { FounderPortrait, FounderStory } from "./founder-story";

/** Who the founder greets when nobody is signed in, or the account has no name (docs/decisions/022). */
export const VISITOR_GREETING_NAME = "Pet Lover";

/**
 * Spec §1/§2 founder introduction: 'HELLO' followed by the signed-in user's name, the founder's
 * story, 'Follow for more !' to the details page, and a portrait.
 */
export function FounderSection({
  userName,
  detailsHref,
}: {
  userName: string | null | undefined;
  detailsHref: string;
}) {
  const headingId = useId();
  const name = userName?.trim() || VISITOR_GREETING_NAME;
  return (
    <section aria-labelledby={headingId} className="bg-white px-4 py-14 sm:py-20">
      <div className="mx-auto grid max-w-6xl items-center gap-10 lg:grid-cols-[1fr_24rem] lg:gap-16">
        <div>
          <h2 id={headingId} className="text-3xl font-extrabold text-stone-900 sm:text-4xl">
            <span className="text-amber-800">HELLO</span>{" "}
            <span data-testid="founder-greeting-name">{name}</span>
          </h2>
          <FounderStory />
          <p className="mt-6 font-semibold text-stone-900">— {founder.name}, founder of PetBox</p>
          <ButtonLink to={detailsHref} className="mt-8" size="lg">
            Follow for more !
          </ButtonLink>
        </div>
        <FounderPortrait className="order-first mx-auto h-auto w-full max-w-60 rounded-3xl shadow-lg sm:max-w-xs lg:order-none lg:max-w-sm" />
      </div>
    </section>
  );
}
