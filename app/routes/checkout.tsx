import { lazy, Suspense } from "react";
import { useNavigate, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { siteRoutes } from "@shared/site-routes";
import type { Route } from "./+types/checkout";
import { getLastAddress } from "~/api/addresses";
import { listPets } from "~/api/pets";
import { getPlans } from "~/api/plans";
import { Alert } from "~/components/ui/alert";
import { CheckboxField } from "~/components/ui/field";
import { TitledSection } from "~/components/ui/titled-section";
import { Loading, Resolve } from "~/components/ui/load-state";
import { Spinner } from "~/components/ui/spinner";
import { paths } from "~/config/paths";
import { routeMeta } from "~/lib/page-title";
import { accountData } from "~/lib/route-data";
import { SignedInPage } from "~/features/auth/components/require-auth";
import { storedUid } from "~/features/auth/stored-session";
import { cart } from "~/features/cart/cart";
import { groupCart, tidyNotice } from "~/features/cart/cart-storage";
import { useCartItems } from "~/features/cart/use-cart";
import { getCatalogue } from "~/features/catalogue/api/get-catalogue";
import { CatalogueRouteError } from "~/features/catalogue/components/catalogue-error";
import { withoutBought } from "~/features/checkout/checkout-lines";
import { CheckoutView, type CheckoutData } from "~/features/checkout/components/checkout-view";
import { PetFormLater } from "~/features/pets/components/pet-form-later";
import { onlyGiftToggled, useGiftToggle } from "~/features/gifts/gift-toggle";

// "This is a gift" loads its form when ticked: checkout's first load carries none of it
// (decisions 271, 277).
const GiftFromCart = lazy(() =>
  import("~/features/gifts/components/gift-from-cart").then((module) => ({
    default: module.GiftFromCart,
  })),
);

/** The account's pets, the plans on sale and the address used last. */
async function loadCheckoutData(): Promise<CheckoutData> {
  const [pets, plans, lastAddress] = await Promise.all([listPets(), getPlans(), getLastAddress()]);
  return {
    pets,
    plans: plans.plans,
    paymentMethod: plans.paymentMethod,
    timeZone: plans.timeZone,
    lastAddress,
  };
}

/**
 * The cart is checked against the catalogue first, as on the cart page (decision 032). The
 * account's pets, plans and last address are asked for at once, with the stored session's token,
 * and read once the session is confirmed (lib/route-data.ts).
 */
export async function clientLoader() {
  const account = accountData(storedUid(), loadCheckoutData);
  const catalogue = await getCatalogue();
  return { catalogue, notice: tidyNotice(cart.tidy(catalogue)), account };
}

export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return onlyGiftToggled(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}

export const meta = routeMeta("checkout", "Choose who each box is for, a plan and where it goes.");

export function HydrateFallback() {
  return <Loading label="Loading your checkout" minHeight="min-h-[50vh]" />;
}

export default function CheckoutScreen({ loaderData }: Route.ComponentProps) {
  return (
    <SignedInPage title="Checkout" width="max-w-6xl">
      {(user) => (
        <CheckoutContent
          catalogue={loaderData.catalogue}
          notice={loaderData.notice}
          account={loaderData.account.for(user.uid)}
        />
      )}
    </SignedInPage>
  );
}

/**
 * Composes the cart (its lines, written back in the spec's format), the pets' form and the
 * checkout. `?box=&pet=&plan=` (from a box's subscribe page) preselects a pet and a plan.
 */
function CheckoutContent({
  catalogue,
  notice,
  account,
}: Pick<Route.ComponentProps["loaderData"], "catalogue" | "notice"> & {
  account: Promise<CheckoutData>;
}) {
  const items = useCartItems();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [giftTicked, setGift] = useGiftToggle();
  if (items === null) return <Spinner label="Loading your cart" />;
  const { lines } = groupCart(items, catalogue);
  const pet = Number(search.get("pet"));
  // "This is a gift" (decision 271): one of the cart's boxes, given instead of subscribed to.
  const gift = lines.length > 0 && giftTicked;

  return (
    <div className="flex flex-col gap-6">
      {notice ? <Alert tone="info">{notice}</Alert> : null}
      {lines.length > 0 ? (
        <CheckboxField
          label="This is a gift"
          checked={gift}
          onChange={(event) => setGift(event.target.checked)}
        />
      ) : null}
      <Resolve
        data={account}
        fallback={<Loading label="Loading your checkout" minHeight="min-h-[40vh]" />}
      >
        {(data) =>
          gift ? (
            <TitledSection
              id="gift-heading"
              title="Give a box"
              className="flex min-w-0 flex-col gap-5 rounded-3xl bg-amber-100 p-6 sm:p-8"
              titleClassName="text-2xl font-bold text-stone-900"
            >
              <Suspense fallback={<Loading label="Loading the gift form" minHeight="" />}>
                <GiftFromCart
                  boxes={lines.map((line) => line.box)}
                  plans={data.plans}
                  timeZone={data.timeZone}
                />
              </Suspense>
            </TitledSection>
          ) : (
            <CheckoutView
              catalogue={catalogue}
              lines={lines}
              data={data}
              preselect={{
                boxId: search.get("box") ?? undefined,
                petId: Number.isSafeInteger(pet) && pet > 0 ? pet : undefined,
                planId: search.get("plan") ?? undefined,
              }}
              onLinesChange={(next) => cart.replace(next)}
              onPlaced={(answer, bought) => {
                if (answer.payment.method === "card") {
                  // The boxes leave the cart when Stripe sends the customer back paid (order.tsx).
                  // That code loads only for a card order: a chunk of its own (vite.config.ts).
                  // Should it fail to load, the boxes simply stay in the cart.
                  const { redirectUrl } = answer.payment;
                  const leave = () => window.location.assign(redirectUrl);
                  import("~/features/checkout/card-checkout")
                    .then(({ rememberCardCheckout }) =>
                      rememberCardCheckout(answer.order.id, bought),
                    )
                    .then(leave, leave);
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
          )
        }
      </Resolve>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CatalogueRouteError error={error} title={siteRoutes.checkout.title} heading="Checkout" />;
}
