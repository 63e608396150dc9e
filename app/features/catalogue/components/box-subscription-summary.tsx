import { Link } from "react-router";
import type { Box } from "@shared/catalogue";
import { CardPhoto } from "~/components/ui/card-photo";
import { Stars } from "~/components/ui/stars";
import { BoxAllergens } from "./box-allergens";
import { paths } from "~/config/paths";
import { centsFromDollars, formatCents } from "@shared/commerce/cents";

/**
 * The summary of a box on its subscription page, open to visitors: what you get, how often, for
 * how much, how it is rated and which allergens it holds, so a visitor can decide before making an
 * account (issue 25 §8).
 */
export function BoxSubscriptionSummary({ box }: { box: Box }) {
  return (
    <article className="overflow-hidden rounded-3xl bg-white shadow-sm">
      <CardPhoto src={box.thumbnail} alt={`The ${box.name} box`} priority />
      <div className="flex flex-col gap-4 p-6">
        <div>
          <h2 className="text-2xl font-bold text-stone-900">{box.name}</h2>
          <p className="mt-2 text-stone-700">{box.description}</p>
        </div>
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-3xl font-extrabold text-stone-900" data-testid="box-price">
            {formatCents(centsFromDollars(box.price))}
          </span>
          <span className="text-stone-700">
            per box · Frequency: <span data-testid="box-frequency">{box.frequency}</span>
          </span>
        </p>
        <p className="flex flex-wrap items-center gap-2 text-stone-800">
          <Stars value={box.rating} className="text-lg" />
          <span data-testid="summary-rating">
            Rated <span className="font-bold">{box.rating}</span> out of 5 by{" "}
            {box.number_of_reviews === 1 ? "1 customer" : `${box.number_of_reviews} customers`}
          </span>
        </p>
        <div>
          <h3 className="font-bold text-stone-900">What’s inside</h3>
          <ul className="mt-2 list-disc space-y-1 pl-6 text-stone-800 marker:text-amber-700">
            {box.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </div>
        <BoxAllergens allergens={box.allergens} heading="h3" />
        <Link
          to={paths.boxDetails(box.id)}
          className="self-start rounded font-semibold text-amber-900 underline underline-offset-4 hover:text-amber-950 focus-visible:outline-3 focus-visible:outline-amber-700"
        >
          Read the reviews and full details
        </Link>
      </div>
    </article>
  );
}
