import type { Box } from "../../shared/catalogue";
import type { Plan } from "../../shared/commerce/plans";
import type { PaymentProvider } from "../payments/provider";

export interface CheckoutDeps {
  catalogue: readonly Box[];
  plans: readonly Plan[];
  payments: PaymentProvider;
  /** SHOP_TIME_ZONE: the zone whose calendar the delivery dates are in. */
  timeZone: string;
  /** The clock (tests inject one). */
  now: () => Date;
  /** The shop's public address, for links in the confirmation e-mail. */
  shopUrl: string;
  /** SHOP_NOTIFY_EMAIL: told of each new order (decision 210); null or absent: nobody. */
  shopNotifyEmail?: string | null;
}

export interface Customer {
  uid: string;
  /** The signed-in account's e-mail, where the confirmation goes; null if it has none. */
  email: string | null;
}
