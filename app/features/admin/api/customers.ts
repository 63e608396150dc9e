import {
  customerPageAnswerSchema,
  customerSearchAnswerSchema,
  type CustomerPageAnswer,
  type CustomerSummary,
} from "@shared/api/admin/customers";
import {
  subscriptionDetailAnswerSchema,
  type ChangeInput,
  type SubscriptionDetail,
} from "@shared/api/subscriptions";
import { dataOrThrow } from "~/lib/api-failure";
import { shopApi, type ShopApi } from "~/lib/shop-api";

export type { CustomerPageAnswer, CustomerSummary };

/** GET /api/admin/customers?q= : by e-mail, name, order number or pet's name. */
export async function searchCustomers(q: string, api: ShopApi = shopApi) {
  const answer = dataOrThrow(
    await api.request(
      "GET",
      `/api/admin/customers?q=${encodeURIComponent(q)}`,
      customerSearchAnswerSchema,
    ),
  );
  return answer.customers;
}

/** GET /api/admin/customers/:uid: everything about one customer. */
export async function getCustomer(uid: string, api: ShopApi = shopApi) {
  return dataOrThrow(
    await api.request(
      "GET",
      `/api/admin/customers/${encodeURIComponent(uid)}`,
      customerPageAnswerSchema,
    ),
  );
}

/** One portal action, as the customer's own paths name it (decision 232). */
export type CustomerAction =
  | { kind: "skip" | "unskip"; date: string }
  | { kind: "pause"; months: number }
  | { kind: "resume" | "cancel" | "uncancel" }
  | { kind: "change"; change: ChangeInput };

/** The action on the customer's behalf; answers their subscription as it is afterwards. */
export async function actForCustomer(
  uid: string,
  subscriptionId: number,
  action: CustomerAction,
  api: ShopApi = shopApi,
): Promise<SubscriptionDetail> {
  const base = `/api/admin/customers/${encodeURIComponent(uid)}/subscriptions/${subscriptionId}`;
  const schema = subscriptionDetailAnswerSchema;
  const sent = (() => {
    switch (action.kind) {
      case "skip":
      case "unskip":
        return api.request("POST", `${base}/deliveries/${action.date}/${action.kind}`, schema, {});
      case "pause":
        return api.request("POST", `${base}/pause`, schema, { months: action.months });
      case "change":
        return api.request("PATCH", base, schema, action.change);
      default:
        return api.request("POST", `${base}/${action.kind}`, schema, {});
    }
  })();
  return dataOrThrow(await sent).subscription;
}
