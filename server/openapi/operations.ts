import { accountOperations } from "./account-operations";
import { adminDeliveryOperations } from "./admin-delivery-operations";
import { adminMetricOperations } from "./admin-metric-operations";
import { adminOperations } from "./admin-operations";
import { adminPaymentOperations } from "./admin-payment-operations";
import { problemOperations } from "./problem-operations";
import { cartOperations } from "./cart-operations";
import { codeOperations } from "./code-operations";
import { giftOperations } from "./gift-operations";
import { customerOperations } from "./customer-operations";
import type { Operation } from "./operation";
import { publicOperations } from "./public-operations";
import { stockOperations } from "./stock-operations";
import { subscriptionOperations } from "./subscription-operations";

/**
 * Every operation of the shop API. A test compares this list with the routes the API registers,
 * so a new route without its entry here fails (server/openapi/document.test.ts).
 */
export const operations: readonly Operation[] = [
  ...publicOperations,
  ...accountOperations,
  ...cartOperations,
  ...subscriptionOperations,
  ...adminOperations,
  ...adminDeliveryOperations,
  ...adminPaymentOperations,
  ...problemOperations,
  ...customerOperations,
  ...adminMetricOperations,
  ...stockOperations,
  ...codeOperations,
  ...giftOperations,
];
