import { ButtonLink } from "~/components/ui/button";
import { paths } from "~/config/paths";

/** Checkout with nothing in the cart: says so and leads to the boxes. */
export function EmptyCheckout() {
  return (
    <section className="flex flex-col items-center gap-4 rounded-3xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-amber-100">
      <p className="text-5xl" aria-hidden="true">
        🧺
      </p>
      <h2 className="text-2xl font-bold text-stone-900">Your cart is empty</h2>
      <p className="max-w-md text-stone-700">
        There is nothing to check out yet. Pick a box for your cat or dog first.
      </p>
      <ButtonLink to={`${paths.home()}#boxes`} size="lg">
        Browse the boxes
      </ButtonLink>
    </section>
  );
}
