import { routeMeta } from "~/lib/page-title";
import { SignedInPage } from "~/features/auth/components/require-auth";
import { MakerCard } from "~/features/blog/components/maker-card";
import { MeetMoreMakersLink } from "~/features/blog/components/makers-link";
import { makers } from "~/features/blog/makers";

export const meta = routeMeta(
  "blog",
  "Meet the local makers behind our boxes: knitters, bakers and herbalists who craft for your pets.",
);

export default function BlogScreen() {
  return (
    <SignedInPage
      title="Support Local Heroes"
      lead="Many things in your box are made in small workshops a few streets from someone’s home. Meet three of the makers we are proud to work with."
      width="max-w-7xl"
    >
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {makers.map((maker) => (
          <MakerCard key={maker.name} maker={maker} />
        ))}
      </div>
      <div className="mt-12 flex flex-col items-center gap-4 rounded-3xl bg-amber-100 px-6 py-10 text-center">
        <h2 className="text-2xl font-bold text-stone-900">Know a maker we should meet?</h2>
        <p className="max-w-xl text-stone-800">
          Browse hundreds of independent pet makers, and tell us about your favourites.
        </p>
        <MeetMoreMakersLink />
      </div>
    </SignedInPage>
  );
}
