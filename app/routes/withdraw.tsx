import { Link } from "react-router";
import type { Order } from "@shared/api/orders";
import {
  unmatchedWithdrawalText,
  WITHDRAWAL_DAYS,
  withdrawalPeriodText,
} from "@shared/commerce/withdrawal-rules";
import type { Route } from "./+types/withdraw";
import { listOrders } from "~/api/orders";
import { Page } from "~/components/layout/page";
import { Loading, Resolve } from "~/components/ui/load-state";
import { paths } from "~/config/paths";
import { useAuth } from "~/features/auth/auth-provider";
import { hasEmail } from "~/features/auth/session-user";
import { storedUid } from "~/features/auth/stored-session";
import { WithdrawalForm } from "~/features/withdrawal/components/withdrawal-form";
import { orderChoices } from "~/features/withdrawal/order-choices";
import { routeMeta } from "~/lib/page-title";
import { accountData, type AccountData } from "~/lib/route-data";

export const meta = routeMeta(
  "withdraw",
  `Withdraw from a PetBox order within ${WITHDRAWAL_DAYS} days, without a reason and without signing in.`,
);

/** Build time: the page is prerendered for everyone, with the form empty. */
export function loader(): { orders: null } {
  return { orders: null };
}

/**
 * In the browser, a stored session's orders are asked for at once (lib/route-data.ts), to offer
 * them in the form; a visitor asks nothing. Run on hydration too, over the prerendered form.
 */
export function clientLoader(): { orders: AccountData<Order[]> | null } {
  return { orders: accountData(storedUid(), () => listOrders()) };
}
clientLoader.hydrate = true as const;

/**
 * The EU withdrawal form (issue 25 §7), open to everyone from every page's footer. Signed in, it
 * starts filled in with the account's name and e-mail and offers its orders; if they cannot be
 * read, the form is still there to type the number.
 */
export default function WithdrawScreen({ loaderData }: Route.ComponentProps) {
  const { user } = useAuth();
  const account = hasEmail(user) ? user : null;
  const { orders } = loaderData;
  return (
    <Page title="Withdraw from your contract" lead={withdrawalPeriodText()} width="max-w-3xl">
      <div className="flex flex-col gap-6">
        <p className="text-stone-800">
          Fill in the order you withdraw from and press Confirm withdrawal. You do not need to sign
          in. {unmatchedWithdrawalText()}{" "}
          <Link to={paths.terms()} className="font-semibold text-amber-900 underline">
            How withdrawal works, in our terms
          </Link>
          .
        </p>
        <div className="rounded-3xl bg-white p-6 shadow-sm sm:p-8">
          {account && orders ? (
            <Resolve
              data={orders.for(account.uid)}
              fallback={<Loading label="Loading your orders" minHeight="min-h-40" />}
              failure={() => (
                <WithdrawalForm
                  key={account.uid}
                  fullName={account.displayName ?? ""}
                  email={account.email}
                  note="We could not load your orders just now: type the order number, like PB-000042."
                />
              )}
            >
              {(list) => (
                <WithdrawalForm
                  key={account.uid}
                  fullName={account.displayName ?? ""}
                  email={account.email}
                  orders={orderChoices(list)}
                />
              )}
            </Resolve>
          ) : (
            <WithdrawalForm key="visitor" />
          )}
        </div>
      </div>
    </Page>
  );
}
