import type { Route } from "./+types/account-orders";
import { getAccountHistory } from "~/api/account-history";
import { SignedInDataPage } from "~/features/auth/components/require-auth";
import { storedUid } from "~/features/auth/stored-session";
import { AccountHistory } from "~/features/subscriptions/components/account-history";
import { routeMeta } from "~/lib/page-title";
import { accountData } from "~/lib/route-data";

export const meta = routeMeta(
  "accountOrders",
  "Your PetBox orders and every delivery: scheduled, skipped and shipped.",
);

/** The history is asked for at once, with the stored session's token (lib/route-data.ts). */
export function clientLoader() {
  return { history: accountData(storedUid(), () => getAccountHistory()) };
}

export default function AccountOrdersScreen({ loaderData }: Route.ComponentProps) {
  return (
    <SignedInDataPage
      title="My orders"
      lead="Every order and every delivery, newest first."
      width="max-w-3xl"
      data={loaderData.history}
      loading="Loading your orders"
    >
      {(history) => <AccountHistory history={history} />}
    </SignedInDataPage>
  );
}
