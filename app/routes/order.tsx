import { useEffect } from "react";
import { useRevalidator } from "react-router";
import type { Order } from "@shared/api/orders";
import { orderNumberLabel } from "@shared/api/orders";
import type { Route } from "./+types/order";
import { getOrder } from "~/api/orders";
import { Page } from "~/components/layout/page";
import { ButtonLink } from "~/components/ui/button";
import { LoadFailure, Loading, Resolve } from "~/components/ui/load-state";
import { paths } from "~/config/paths";
import { routeMeta } from "~/lib/page-title";
import { accountData } from "~/lib/route-data";
import { RequireAuth } from "~/features/auth/components/require-auth";
import { storedUid } from "~/features/auth/stored-session";
import { cart } from "~/features/cart/cart";
import { takeCardCheckout } from "~/features/checkout/card-checkout";
import { OrderConfirmation } from "~/features/checkout/components/order-confirmation";

export const meta = routeMeta("order");

/** The order is asked for at once, with the stored session's token (lib/route-data.ts). */
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { id: params.id, order: accountData(storedUid(), () => getOrder(params.id)) };
}

/** /orders/{id}: the confirmation of one of the account's orders (decision 125). */
export default function OrderScreen({ loaderData }: Route.ComponentProps) {
  const { id, order } = loaderData;
  return (
    <RequireAuth>
      {(user) => (
        <Resolve
          data={order.for(user.uid)}
          fallback={<Loading label="Loading your order" minHeight="min-h-[50vh]" />}
          failure={(error) => (
            <Page title="Your order" width="max-w-3xl">
              <LoadFailure error={error} />
            </Page>
          )}
        >
          {(found) => (found ? <OrderPage key={id} order={found} /> : <OrderNotFound />)}
        </Resolve>
      )}
    </RequireAuth>
  );
}

function OrderPage({ order }: { order: Order }) {
  const revalidator = useRevalidator();
  const placed = order.status !== "failed";

  useEffect(() => {
    // Back from Stripe's page: the order's boxes leave the cart now (checkout.tsx kept them).
    if (!placed) return;
    const bought = takeCardCheckout(order.id);
    if (bought) cart.remove(bought);
  }, [placed, order.id]);

  const number = orderNumberLabel(order.number);
  return (
    <Page
      title="Thank you for your order!"
      focusTitle
      lead={
        <>
          Order number <strong data-testid="order-number">{number}</strong>. A confirmation is on
          its way to your e-mail.
        </>
      }
      width="max-w-6xl"
    >
      {/* A card payment is confirmed by Stripe a moment after the redirect: read it again. */}
      <OrderConfirmation order={order} onCheckAgain={() => void revalidator.revalidate()} />
    </Page>
  );
}

function OrderNotFound() {
  return (
    <Page title="Order not found" width="max-w-3xl">
      <div className="flex flex-col items-start gap-5 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-amber-100 sm:p-8">
        <p className="text-lg text-stone-800">
          There is no such order in your account. If you followed a link from an e-mail, check that
          you are signed in with the address the e-mail went to.
        </p>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={paths.accountOrders()}>See my orders</ButtonLink>
          <ButtonLink to={paths.home()} variant="secondary">
            Back to home
          </ButtonLink>
        </div>
      </div>
    </Page>
  );
}
