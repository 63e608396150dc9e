import { ButtonLink } from "~/components/ui/button";
import { founder } from "../content";
import { FounderPortrait, FounderStory } from "./founder-story";

const values = [
  {
    title: "Chosen by hand",
    text: "Maya tries every toy, reads every label and tastes… well, smells every treat before it goes in a box.",
  },
  {
    title: "Made nearby",
    text: "More than half of each box comes from local artisans, paid fairly and named on the card inside.",
  },
  {
    title: "Pets are family",
    text: "If it isn't good enough for Sunny and Miso at home, it isn't good enough for yours.",
  },
] as const;

/** /mydetails: about the founder, the target of 'Follow for more !'. */
export function FounderDetails() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:py-14">
      <div className="grid items-start gap-10 lg:grid-cols-[22rem_1fr] lg:gap-14">
        <FounderPortrait
          priority
          className="mx-auto h-auto w-full max-w-xs rounded-3xl shadow-lg lg:max-w-none"
        />
        <div>
          <p className="text-sm font-bold tracking-widest text-amber-800 uppercase">
            About our founder
          </p>
          <h1 className="mt-2 text-3xl font-extrabold text-stone-900 sm:text-4xl">
            {founder.name}
          </h1>
          <p className="mt-2 text-lg font-semibold text-stone-700">
            Founder of PetBox, dog walker, cat negotiator
          </p>
          <FounderStory>
            <p>
              Today PetBox ships to thousands of homes, and Maya still spends her Mondays at the
              makers&apos; workshops and her Fridays packing boxes with the team. Write to her any
              time: she reads every note, and Sunny reviews the treats.
            </p>
          </FounderStory>
        </div>
      </div>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {values.map((value) => (
          <li
            key={value.title}
            className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-amber-100"
          >
            <h2 className="text-xl font-bold text-stone-900">{value.title}</h2>
            <p className="mt-2 text-stone-700">{value.text}</p>
          </li>
        ))}
      </ul>
      <div className="mt-12 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/#boxes" size="lg">
          Browse the boxes
        </ButtonLink>
        <ButtonLink to="/" variant="secondary" size="lg">
          Back to home
        </ButtonLink>
      </div>
    </div>
  );
}
