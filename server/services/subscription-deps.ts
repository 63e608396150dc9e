import type { Box } from "../../shared/catalogue";
import type { Plan } from "../../shared/commerce/plans";
import type { PaymentProvider } from "../payments/provider";

/** What the lifecycle services need: checkout's dependencies (services/checkout.ts). */
export interface SubscriptionDeps {
  catalogue: readonly Box[];
  plans: readonly Plan[];
  payments: PaymentProvider;
  /** SHOP_TIME_ZONE: "today" for cut-offs and dates is this zone's calendar date. */
  timeZone: string;
  now: () => Date;
  /** For links in the confirmation e-mails. */
  shopUrl: string;
}
