import { centsFromDollars, formatCents } from "@shared/commerce/cents";
import { Link } from "react-router";
import { PlainButton } from "~/components/ui/button";
import { QuantityStepper } from "~/components/ui/quantity-stepper";
import { Thumbnail } from "~/components/ui/thumbnail";
import { paths } from "~/config/paths";
import { MAX_PER_BOX, type CartLine as Line } from "../cart-storage";

/** One box of the cart: what it is, for whom, how often, its price and how many. */
export function CartLine({
  line,
  onQuantity,
  onRemove,
}: {
  line: Line;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const { box, quantity } = line;
  const unit = centsFromDollars(box.price);
  return (
    <li className="grid grid-cols-[5rem_minmax(0,1fr)] gap-4 py-6 sm:grid-cols-[7rem_minmax(0,1fr)_auto] sm:items-center">
      <Thumbnail src={box.thumbnail} />
      <div className="min-w-0">
        <h2 className="text-lg font-bold break-words text-stone-900">
          <Link
            to={paths.boxDetails(box.id)}
            className="rounded hover:underline focus-visible:outline-3 focus-visible:outline-amber-700"
          >
            {box.name}
          </Link>
        </h2>
        <p className="text-sm text-stone-700">
          For {box.pet === "cat" ? "cats" : "dogs"} · {box.frequency} ·{" "}
          <span data-testid="cart-unit-price">{formatCents(unit)}</span> a box
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <QuantityStepper
            value={quantity}
            max={MAX_PER_BOX}
            label={box.name}
            onChange={onQuantity}
          />
          <PlainButton
            onClick={onRemove}
            className="rounded px-2 py-2 text-sm font-semibold text-red-800 underline underline-offset-2 hover:text-red-950 focus-visible:outline-3 focus-visible:outline-amber-700"
          >
            Remove<span className="sr-only"> {box.name}</span>
          </PlainButton>
        </div>
      </div>
      <p className="col-start-2 text-right sm:col-start-3">
        <span className="block text-lg font-extrabold text-stone-900" data-testid="cart-line-total">
          {formatCents(unit * quantity)}
        </span>
        <span className="text-sm text-stone-600">per delivery</span>
      </p>
    </li>
  );
}
