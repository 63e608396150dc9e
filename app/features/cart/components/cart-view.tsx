import { useState } from "react";
import type { Box } from "@shared/catalogue";
import { centsFromDollars, formatCents } from "@shared/commerce/cents";
import { shippingPricesText } from "@shared/commerce/delivery-texts";
import { Alert } from "~/components/ui/alert";
import { ButtonLink } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { paths } from "~/config/paths";
import { cart as browserCart } from "../cart";
import { groupCart, type Cart, type CartLine as Line } from "../cart-storage";
import { useCartItems } from "../use-cart";
import { CartLine } from "./cart-line";
import { TitledSection } from "~/components/ui/titled-section";

/**
 * The cart page's content: the stored copies grouped by box, with the catalogue's prices, a
 * stepper and Remove per box, and the total per delivery. Every change is written straight back
 * to localStorage "cart" in the spec's format, so other tabs and the nav count follow.
 */
export function CartView({
  catalogue,
  notice,
  visitor,
  cart = browserCart,
}: {
  catalogue: readonly Box[];
  /** What was removed while the cart was read (boxes no longer sold, more than 5 of a box). */
  notice: string | null;
  /** Known to be signed out (not while a stored session is being checked). */
  visitor: boolean;
  cart?: Cart;
}) {
  const items = useCartItems(cart);
  const [unsaved, setUnsaved] = useState(false);

  if (items === null) return <Spinner label="Loading your cart" />;
  const { lines } = groupCart(items, catalogue);

  function write(next: Line[]) {
    setUnsaved(!cart.replace(next).saved);
  }

  const messages = (
    <>
      {notice ? <Alert tone="info">{notice}</Alert> : null}
      {unsaved ? (
        <Alert tone="info">
          Your browser would not let us save the cart on this device (its storage is full or turned
          off), so we are keeping it only until you reload or close this page.
        </Alert>
      ) : null}
    </>
  );

  if (lines.length === 0) {
    return (
      <div className="flex flex-col gap-6">
        {messages}
        <section className="flex flex-col items-center gap-4 rounded-3xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-amber-100">
          <p className="text-5xl" aria-hidden="true">
            🧺
          </p>
          <h2 className="text-2xl font-bold text-stone-900">Your cart is empty</h2>
          <p className="max-w-md text-stone-700">
            Find a box your cat or dog will love: toys, treats and cozy things, delivered every
            month or two.
          </p>
          <ButtonLink to={`${paths.home()}#boxes`} size="lg">
            Browse the boxes
          </ButtonLink>
        </section>
      </div>
    );
  }

  const boxes = lines.reduce((sum, line) => sum + line.quantity, 0);
  const total = lines.reduce(
    (sum, line) => sum + centsFromDollars(line.box.price) * line.quantity,
    0,
  );

  return (
    <div className="flex flex-col gap-6">
      {messages}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <section aria-label="Boxes in your cart" className="rounded-3xl bg-white px-6 shadow-sm">
          <ul className="divide-y divide-stone-200">
            {lines.map((line) => (
              <CartLine
                key={String(line.box.id)}
                line={line}
                onQuantity={(quantity) =>
                  write(lines.map((each) => (each === line ? { ...each, quantity } : each)))
                }
                onRemove={() => write(lines.filter((each) => each !== line))}
              />
            ))}
          </ul>
        </section>
        <TitledSection
          as="aside"
          id="cart-summary"
          title="Summary"
          className="flex flex-col gap-4 rounded-3xl bg-amber-100 p-6 lg:sticky lg:top-32"
          titleClassName="text-xl font-bold text-stone-900"
        >
          <dl className="flex flex-col gap-2 text-stone-800">
            <div className="flex justify-between gap-4">
              <dt>Boxes</dt>
              <dd data-testid="cart-box-count">{boxes}</dd>
            </div>
            <div className="flex justify-between gap-4 text-lg font-bold text-stone-900">
              <dt>Total per delivery</dt>
              <dd data-testid="cart-total">{formatCents(total)}</dd>
            </div>
          </dl>
          <p className="text-sm text-stone-700" data-testid="cart-shipping">
            {shippingPricesText()} At checkout you choose a pet for each box and how to pay: per
            box, or prepay 6 or 12 deliveries for less.
          </p>
          <ButtonLink to={paths.checkout()} size="lg">
            Checkout
          </ButtonLink>
          {visitor ? (
            <p className="text-sm text-stone-700">You will sign in or create an account first.</p>
          ) : null}
        </TitledSection>
      </div>
    </div>
  );
}
