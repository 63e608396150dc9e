import { useNavigate, useSearchParams } from "react-router";
import { siteRoutes } from "@shared/site-routes";
import type { Route } from "./+types/checkout";
import { Page } from "~/components/layout/page";
import { Alert } from "~/components/ui/alert";
import { Spinner } from "~/components/ui/spinner";
import { paths } from "~/config/paths";
import { prefetchAccountData, takeAccountData } from "~/lib/account-prefetch";
import { pageMeta } from "~/lib/page-title";
import { useAuth } from "~/features/auth/auth-provider";
import { RequireAuth } from "~/features/auth/components/require-auth";
import { storedUid } from "~/features/auth/stored-session";
import { cart } from "~/features/cart/cart";
import { rememberCardCheckout } from "~/features/checkout/card-checkout";
import { groupCart, tidyNotice } from "~/features/cart/cart-storage";
import { useCartItems } from "~/features/cart/use-cart";
import { getCatalogue } from "~/features/catalogue/api/get-catalogue";
import { CatalogueRouteError } from "~/features/catalogue/components/catalogue-error";
import { withoutBought } from "~/features/checkout/checkout-lines";
import { CheckoutView, loadCheckoutData } from "~/features/checkout/components/checkout-view";
import { PetFormLater } from "~/features/pets/components/pet-form-later";

/**
 * The cart is checked against the catalogue first, as on the cart page (decision 032). The
 * account's pets, plans and last address are asked for at once, with the stored session's token
 * (lib/account-prefetch.ts); the screen takes them once the session is confirmed.
 */
export async function clientLoader() {
  prefetchAccountData("checkout", storedUid(), loadCheckoutData);
  const catalogue = await getCatalogue();
  return { catalogue, notice: tidyNotice(cart.tidy(catalogue)) };
}

export const meta = () =>
  pageMeta(siteRoutes.checkout.title, "Choose who each box is for, a plan and where it goes.");

export function HydrateFallback() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label="Loading your checkout" />
    </div>
  );
}

export default function CheckoutScreen({ loaderData }: Route.ComponentProps) {
  return (
    <RequireAuth>
      <Page title="Checkout" width="max-w-6xl">
        <CheckoutContent catalogue={loaderData.catalogue} notice={loaderData.notice} />
      </Page>
    </RequireAuth>
  );
}

/**
 * Composes the cart (its lines, written back in the spec's format), the pets' form and the
 * checkout. `?box=&pet=&plan=` (from a box's subscribe page) preselects a pet and a plan.
 */
function CheckoutContent({
  catalogue,
  notice,
}: Pick<Route.ComponentProps["loaderData"], "catalogue" | "notice">) {
  const items = useCartItems();
  const uid = useAuth().user?.uid;
  const navigate = useNavigate();
  const [search] = useSearchParams();
  if (items === null) return <Spinner label="Loading your cart" />;
  const { lines } = groupCart(items, catalogue);
  const pet = Number(search.get("pet"));

  return (
    <div className="flex flex-col gap-6">
      {notice ? <Alert tone="info">{notice}</Alert> : null}
      <CheckoutView
        catalogue={catalogue}
        lines={lines}
        load={() => takeAccountData("checkout", uid, loadCheckoutData)}
        preselect={{
          boxId: search.get("box") ?? undefined,
          petId: Number.isSafeInteger(pet) && pet > 0 ? pet : undefined,
          planId: search.get("plan") ?? undefined,
        }}
        onLinesChange={(next) => cart.replace(next)}
        onPlaced={(answer, bought) => {
          if (answer.payment.method === "card") {
            // The boxes leave the cart when Stripe sends the customer back paid (order.tsx).
            rememberCardCheckout(answer.order.id, bought);
            window.location.assign(answer.payment.redirectUrl);
            return;
          }
          cart.replace(withoutBought(groupCart(cart.items(), catalogue).lines, bought));
          void navigate(paths.order(answer.order.id));
        }}
        renderPetForm={({ species, onSaved, onCancel }) => (
          <PetFormLater
            species={species}
            onSaved={onSaved}
            onCancel={onCancel}
            submitLabel="Save and choose this pet"
          />
        )}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CatalogueRouteError error={error} title={siteRoutes.checkout.title} heading="Checkout" />;
}
