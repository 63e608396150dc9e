import { LoadState } from "~/components/ui/load-state";
import { useEffect } from "react";
import { useParams } from "react-router";
import { orderNumberLabel } from "@shared/api/orders";
import { siteRoutes } from "@shared/site-routes";
import { Page } from "~/components/layout/page";
import { ButtonLink } from "~/components/ui/button";
import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/page-title";
import { RequireAuth } from "~/features/auth/components/require-auth";
import { cart } from "~/features/cart/cart";
import { getOrder } from "~/features/checkout/api/get-order";
import { takeCardCheckout } from "~/features/checkout/card-checkout";
import { OrderConfirmation } from "~/features/checkout/components/order-confirmation";
import { useAccountData } from "~/lib/use-account-data";

export const meta = () => pageMeta(siteRoutes.order.title);

/** /orders/{id}: the confirmation of one of the account's orders (decision 125). */
export default function OrderScreen() {
  const { id = "" } = useParams();
  return (
    <RequireAuth>
      <OrderPage key={id} id={id} />
    </RequireAuth>
  );
}

function OrderPage({ id }: { id: string }) {
  const order = useAccountData(() => getOrder(id));
  const placed = order.status === "ready" && order.data !== null && order.data.status !== "failed";

  useEffect(() => {
    // Back from Stripe's page: the order's boxes leave the cart now (checkout.tsx kept them).
    if (!placed) return;
    const bought = takeCardCheckout(id);
    if (bought) cart.remove(bought);
  }, [placed, id]);

  if (order.status === "loading") {
    return <LoadState state={order} label="Loading your order" minHeight="min-h-[50vh]" />;
  }
  if (order.status === "failed") {
    return (
      <Page title="Your order" width="max-w-3xl">
        <LoadState state={order} label="Loading your order" />
      </Page>
    );
  }
  if (!order.data) {
    return (
      <Page title="Order not found" width="max-w-3xl">
        <div className="flex flex-col items-start gap-5 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-amber-100 sm:p-8">
          <p className="text-lg text-stone-800">
            There is no such order in your account. If you followed a link from an e-mail, check
            that you are signed in with the address the e-mail went to.
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
  const number = orderNumberLabel(order.data.number);
  return (
    <Page
      title="Thank you for your order!"
      lead={
        <>
          Order number <strong data-testid="order-number">{number}</strong>. A confirmation is on
          its way to your e-mail.
        </>
      }
      width="max-w-6xl"
    >
      <OrderConfirmation order={order.data} onCheckAgain={order.retry} />
    </Page>
  );
}
