import { Link } from "react-router";
import { Icon, strokeIcon } from "~/components/ui/icon";
import { paths } from "~/config/paths";

// A parcel: the boxes that come again and again.
const repeatBox = strokeIcon(["M4 8l8-4 8 4v8l-8 4-8-4z", "M4 8l8 4 8-4", "M12 12v8"]);

/**
 * "My subscriptions" in the navigation bar, beside the cart, on every width (the root shows it
 * to a signed-in account only): an icon with a name for screen readers and a tooltip, so the bar does not
 * crowd on a phone.
 */
export function SubscriptionsNavLink() {
  return (
    <Link
      to={paths.accountSubscriptions()}
      aria-label="My subscriptions"
      title="My subscriptions"
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-amber-950 hover:bg-amber-100 focus-visible:outline-3 focus-visible:outline-amber-700"
    >
      <Icon icon={repeatBox} className="size-6" />
    </Link>
  );
}
