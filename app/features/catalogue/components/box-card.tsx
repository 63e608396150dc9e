import { ButtonLink } from "~/components/ui/button";
import { CardPhoto } from "~/components/ui/card-photo";
import { paths } from "~/config/paths";
import { centsFromDollars, formatCents } from "@shared/commerce/cents";
import type { BoxSummary } from "../api/load-listing";

/** Spec §2 box card: NEW badge, thumbnail, name, description, price, Subscribe and View More. */
export function BoxCard({ box }: { box: BoxSummary }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-amber-100 transition-shadow hover:shadow-lg">
      <div className="relative">
        <CardPhoto src={box.thumbnail} alt={`What comes in the ${box.name} box`} />
        <span className="absolute top-4 left-4 rounded-full bg-rose-700 px-3 py-1 text-xs font-bold tracking-wider text-white shadow">
          NEW
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <h3 className="text-xl font-bold text-stone-900">{box.name}</h3>
        <p className="text-stone-700">{box.description}</p>
        <p className="mt-auto flex items-baseline gap-2 pt-2">
          <span className="text-2xl font-extrabold text-amber-900" data-testid="box-price">
            {formatCents(centsFromDollars(box.price))}
          </span>
          <span className="text-sm text-stone-600">{box.frequency}</span>
        </p>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={paths.subscribeBox(box.id)} className="flex-1">
            Subscribe<span className="sr-only"> to {box.name}</span>
          </ButtonLink>
          <ButtonLink to={paths.boxDetails(box.id)} variant="secondary" className="flex-1">
            View More<span className="sr-only"> about {box.name}</span>
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
