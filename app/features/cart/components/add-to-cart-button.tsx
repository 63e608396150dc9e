import { useState } from "react";
import { Button, ButtonLink } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { paths } from "~/config/paths";
import { cart as browserCart } from "../cart";
import type { AddToCartResult, Cart } from "../cart-storage";

/** Spec §4: Add to Cart appends the item to the stored list and tells the shopper it was added. */
export function AddToCartButton({
  item,
  cart = browserCart,
}: {
  item: object;
  cart?: Pick<Cart, "add">;
}) {
  const [result, setResult] = useState<AddToCartResult | null>(null);

  function add() {
    try {
      setResult(cart.add(item));
    } catch {
      // cart.add does not throw; this is the last line of "never crash".
      setResult({ saved: false, count: 0, repaired: false });
    }
  }

  return (
    <>
      <Button size="lg" onClick={add}>
        Add to Cart
      </Button>
      <Dialog
        open={result !== null}
        title="Item added to cart!"
        tone={result?.saved === false ? "info" : "success"}
        actionLabel="OK"
        onAction={() => setResult(null)}
        onDismiss={() => setResult(null)}
        secondary={
          <ButtonLink to={paths.cart()} variant="secondary">
            View cart
          </ButtonLink>
        }
      >
        {result?.saved === false ? (
          <p>
            Your browser would not let us save the cart on this device (its storage is full or
            turned off), so we are keeping it only until you reload or close this page.
          </p>
        ) : result ? (
          <p>{result.count === 1 ? "1 item is" : `${result.count} items are`} in your cart.</p>
        ) : null}
      </Dialog>
    </>
  );
}
