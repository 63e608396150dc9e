import {
  awaitingTransfersAnswerSchema,
  failedRenewalsAnswerSchema,
  orderPaymentAnswerSchema,
  type AwaitingTransfer,
  orderPaymentsAnswerSchema,
  paymentLinkAnswerSchema,
  refundAnswerSchema,
  transfersToReturnAnswerSchema,
  type FailedRenewal,
  type TransferToReturn,
  type OrderPayments,
} from "@shared/api/admin/payments";
import { paymentAnswerSchema } from "@shared/api/admin/deliveries";
import type { ApiResult } from "~/lib/api-failure";
import { dataOrThrow } from "~/lib/api-failure";
import { shopApi, type ShopApi } from "~/lib/shop-api";

export type { FailedRenewal, OrderPayments };

/** GET /api/admin/renewals/failed: card renewals Stripe could not collect. */
export async function getFailedRenewals(api: ShopApi = shopApi): Promise<FailedRenewal[]> {
  return dataOrThrow(
    await api.request("GET", "/api/admin/renewals/failed", failedRenewalsAnswerSchema),
  ).renewals;
}

/** GET /api/admin/orders?number=: an order's money (paid, refunded, left), or a refusal. */
export async function findOrderPayments(
  number: string,
  api: ShopApi = shopApi,
): Promise<ApiResult<OrderPayments>> {
  const result = await api.request(
    "GET",
    `/api/admin/orders?number=${encodeURIComponent(number.trim())}`,
    orderPaymentsAnswerSchema,
  );
  return result.kind === "ok" ? { kind: "ok", data: result.data.order } : result;
}

/** POST /api/admin/orders/:id/refunds { amount, reason }: answers the order afterwards. */
export async function refundOrder(
  orderId: string,
  input: { amount: number; reason: string },
  api: ShopApi = shopApi,
): Promise<ApiResult<OrderPayments>> {
  const result = await api.request(
    "POST",
    `/api/admin/orders/${orderId}/refunds`,
    refundAnswerSchema,
    input,
  );
  return result.kind === "ok" ? { kind: "ok", data: result.data.order } : result;
}

/** POST /api/admin/orders/:id/payment-link: e-mails the customer Stripe's payment page. */
export async function sendPaymentLink(orderId: string, api: ShopApi = shopApi): Promise<void> {
  dataOrThrow(
    await api.request(
      "POST",
      `/api/admin/orders/${orderId}/payment-link`,
      paymentLinkAnswerSchema,
      {},
    ),
  );
}

/** POST /api/admin/deliveries/:id/payment: a pay-on-delivery box paid (and how) or refused. */
export async function recordDeliveryPayment(
  deliveryId: number,
  input:
    { status: "paid"; method: "cash" | "card_on_delivery" | "transfer" } | { status: "refused" },
  api: ShopApi = shopApi,
): Promise<void> {
  dataOrThrow(
    await api.request(
      "POST",
      `/api/admin/deliveries/${deliveryId}/payment`,
      paymentAnswerSchema,
      input,
    ),
  );
}

export type { AwaitingTransfer };

/** GET /api/admin/orders/awaiting-transfer: orders waiting for a bank transfer, oldest first. */
export async function getAwaitingTransfers(api: ShopApi = shopApi): Promise<AwaitingTransfer[]> {
  return dataOrThrow(
    await api.request("GET", "/api/admin/orders/awaiting-transfer", awaitingTransfersAnswerSchema),
  ).orders;
}

/** POST /api/admin/orders/:id/payment {status: "paid", method: "transfer"}: the transfer came. */
export async function recordTransfer(orderId: string, api: ShopApi = shopApi): Promise<void> {
  dataOrThrow(
    await api.request("POST", `/api/admin/orders/${orderId}/payment`, orderPaymentAnswerSchema, {
      status: "paid",
      method: "transfer",
    }),
  );
}

export type { TransferToReturn };

/** GET /api/admin/orders/transfers-to-return: cancelled transfer orders to pay back, oldest first. */
export async function getTransfersToReturn(api: ShopApi = shopApi): Promise<TransferToReturn[]> {
  return dataOrThrow(
    await api.request(
      "GET",
      "/api/admin/orders/transfers-to-return",
      transfersToReturnAnswerSchema,
    ),
  ).orders;
}
