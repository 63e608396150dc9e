import { siteRoutes } from "@shared/site-routes";
import type { Route } from "./+types/cart";
import { Page } from "~/components/layout/page";
import { Spinner } from "~/components/ui/spinner";
import { routeMeta } from "~/lib/page-title";
import { useAuth } from "~/features/auth/auth-provider";
import { cart } from "~/features/cart/cart";
import { tidyNotice } from "~/features/cart/cart-storage";
import { CartView } from "~/features/cart/components/cart-view";
import { getCatalogue } from "~/features/catalogue/api/get-catalogue";
import { CatalogueRouteError } from "~/features/catalogue/components/catalogue-error";

/**
 * The cart is checked against the catalogue before it is shown: boxes no longer sold and extra
 * copies go (and the stored value is repaired), with a notice saying what went.
 */
export async function clientLoader() {
  const catalogue = await getCatalogue();
  return { catalogue, notice: tidyNotice(cart.tidy(catalogue)) };
}

export const meta = routeMeta("cart", "The boxes in your cart, their prices, and checkout.");

export function HydrateFallback() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label="Loading your cart" />
    </div>
  );
}

export default function CartScreen({ loaderData }: Route.ComponentProps) {
  const { user, initialized } = useAuth();
  return (
    <Page title="Your cart" width="max-w-6xl">
      <CartView
        catalogue={loaderData.catalogue}
        notice={loaderData.notice}
        visitor={initialized && user === null}
      />
    </Page>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CatalogueRouteError error={error} title={siteRoutes.cart.title} heading="Your cart" />;
}
