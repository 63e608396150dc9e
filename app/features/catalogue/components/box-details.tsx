import type { ReactNode } from "react";
import type { Box } from "@shared/catalogue";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { centsFromDollars, formatCents } from "@shared/commerce/cents";
import { BoxAllergens } from "./box-allergens";
import { BoxRating } from "./box-rating";

/**
 * Everything the spec lists for a box's page (§2): banner, name, description, price, frequency,
 * features joined with commas, benefits as a bulleted list, rating and reviews. `actions` holds
 * the buttons the route composes in (Add to Cart).
 */
export function BoxDetails({
  box,
  actions,
  rating = <BoxRating box={box} stored={null} />,
}: {
  box: Box;
  actions?: ReactNode;
  /** The rating, once the reviews written here are known (a <BoxRating> with them). */
  rating?: ReactNode;
}) {
  return (
    <article className="overflow-hidden rounded-3xl bg-white shadow-sm">
      <ResponsiveImage
        src={box.banner}
        alt={`The ${box.name} box and what comes inside it`}
        width={1200}
        height={500}
        priority
        className="aspect-[12/5] h-auto w-full object-cover"
      />
      <div className="grid gap-8 p-6 sm:p-8 lg:grid-cols-[1fr_18rem]">
        <div className="min-w-0">
          <p className="text-sm font-bold tracking-wide text-amber-800 uppercase">
            For {box.pet === "cat" ? "cats" : "dogs"}
          </p>
          <h1 className="mt-1 text-3xl font-extrabold wrap-anywhere text-stone-900 sm:text-4xl">
            {box.name}
          </h1>
          <p className="mt-4 text-lg text-stone-700">{box.description}</p>
          <h2 className="mt-8 text-lg font-bold text-stone-900">What’s inside</h2>
          <p className="mt-2 text-stone-800" data-testid="box-features">
            {box.features.join(", ")}
          </p>
          <BoxAllergens allergens={box.allergens} />
          <h2 className="mt-8 text-lg font-bold text-stone-900">Subscription benefits</h2>
          <ul className="mt-2 list-disc space-y-1 pl-6 text-stone-800 marker:text-amber-700">
            {box.subscription_benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </div>
        <aside
          aria-label="Price and rating"
          className="flex flex-col gap-4 self-start rounded-3xl bg-amber-50 p-6"
        >
          <p>
            <span className="block text-3xl font-extrabold text-stone-900" data-testid="box-price">
              {formatCents(centsFromDollars(box.price))}
            </span>
            <span className="text-stone-700">
              Frequency: <span data-testid="box-frequency">{box.frequency}</span>
            </span>
          </p>
          {rating}
          {actions}
        </aside>
      </div>
    </article>
  );
}
