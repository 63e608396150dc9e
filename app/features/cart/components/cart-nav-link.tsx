import { Link } from "react-router";
import { Icon, strokeIcon } from "~/components/ui/icon";
import { paths } from "~/config/paths";
import { useCartItems } from "../use-cart";

const basket = strokeIcon([
  "M5 9h14l-1.5 10.5a1 1 0 0 1-1 .5h-9a1 1 0 0 1-1-.5z",
  "M9 9l3-5 3 5",
  "M10 13v4M14 13v4",
]);

/** What the cart holds, in words for a screen reader; before hydration the page cannot know. */
function cartLabel(count: number | null): string {
  if (count === null) return "Cart";
  if (count === 0) return "Cart, empty";
  return `Cart, ${count} ${count === 1 ? "box" : "boxes"}`;
}

/**
 * The cart in the navigation bar, on every page, with the number of boxes in it, in step with
 * localStorage "cart" in this tab and others (use-cart.ts). The badge sits over the icon, so its
 * arrival after hydration shifts nothing.
 */
export function CartNavLink() {
  const items = useCartItems();
  const count = items === null ? null : items.length;
  return (
    <Link
      to={paths.cart()}
      aria-label={cartLabel(count)}
      className="relative inline-flex size-11 shrink-0 items-center justify-center rounded-full text-amber-950 hover:bg-amber-100 focus-visible:outline-3 focus-visible:outline-amber-700"
    >
      <Icon icon={basket} className="size-6" />
      {count ? (
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-rose-700 px-1 text-xs font-bold text-white"
        >
          {count > 99 ? "99+" : count}
        </span>
      ) : null}
    </Link>
  );
}
