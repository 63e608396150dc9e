import {
  metricsMonthSchema,
  metricsSchema,
  metricsTodaySchema,
} from "../../shared/api/admin/metrics";
import {
  awaitingTransferSchema,
  awaitingTransfersAnswerSchema,
  transferToReturnSchema,
  transfersToReturnAnswerSchema,
  failedRenewalSchema,
  failedRenewalsAnswerSchema,
  orderPaymentAnswerSchema,
  orderPaymentInputSchema,
  orderPaymentsAnswerSchema,
  orderPaymentsSchema,
  paymentLinkAnswerSchema,
  refundAnswerSchema,
  refundInputSchema,
  refundSchema,
} from "../../shared/api/admin/payments";
import {
  addressSchema,
  lastAddressAnswerSchema,
  storedAddressSchema,
} from "../../shared/api/address";
import {
  adminPackingAnswerSchema,
  adminPackingLineSchema,
  adminPackingTodayAnswerSchema,
  bulkShipAnswerSchema,
  bulkShipInputSchema,
  fulfilmentAnswerSchema,
  fulfilmentSchema,
  paymentAnswerSchema,
  paymentInputSchema,
  shipInputSchema,
  unpaidAnswerSchema,
} from "../../shared/api/admin/deliveries";
import {
  backOfficeSettingsAnswerSchema,
  backOfficeSettingsSchema,
} from "../../shared/api/admin/settings";
import {
  stockAnswerSchema,
  stockInputSchema,
  stockLineSchema,
  stockSetAnswerSchema,
} from "../../shared/api/admin/stock";
import {
  adminMeAnswerSchema,
  auditAnswerSchema,
  auditEntrySchema,
  staffAnswerSchema,
  staffEntrySchema,
  staffInputSchema,
  staffListAnswerSchema,
  staffMemberSchema,
} from "../../shared/api/admin/staff";
import {
  adminReviewAnswerSchema,
  adminReviewsAnswerSchema,
  hideReviewInputSchema,
  inboxAnswerSchema,
  inboxMessageAnswerSchema,
  replyInputSchema,
} from "../../shared/api/admin/messages";
import {
  adminProblemAnswerSchema,
  adminProblemsAnswerSchema,
  resolveInputSchema,
} from "../../shared/api/admin/problems";
import { problemAnswerSchema, problemInputSchema } from "../../shared/api/problems";
import {
  customerPageAnswerSchema,
  customerSearchAnswerSchema,
} from "../../shared/api/admin/customers";
import { cartAnswerSchema, cartInputSchema } from "../../shared/api/cart";
import { checkoutAnswerSchema, checkoutInputSchema } from "../../shared/api/checkout";
import {
  codeAnswerSchema,
  codeCheckAnswerSchema,
  codeCheckInputSchema,
  codeInputSchema,
  codePatchSchema,
  codeSchema,
  codesAnswerSchema,
  referralAnswerSchema,
} from "../../shared/api/codes";
import {
  giftAnswerSchema,
  giftClaimAnswerSchema,
  giftClaimedAnswerSchema,
  giftChangedAnswerSchema,
  giftClaimInputSchema,
  giftInputSchema,
  giftPatchSchema,
  giftSchema,
  giftsAnswerSchema,
} from "../../shared/api/gifts";
import { contactInputSchema, contactReceivedSchema } from "../../shared/api/contact";
import { deliveriesAnswerSchema, packingLineSchema } from "../../shared/api/deliveries";
import { apiErrorSchema } from "../../shared/api/errors";
import { newsletterInputSchema, newsletterSubscribedSchema } from "../../shared/api/newsletter";
import { withdrawalAnswerSchema, withdrawalInputSchema } from "../../shared/api/withdrawals";
import { orderAnswerSchema, orderSchema, ordersAnswerSchema } from "../../shared/api/orders";
import {
  petAnswerSchema,
  petUpdatedAnswerSchema,
  petInputSchema,
  petPatchSchema,
  petSchema,
  petsAnswerSchema,
} from "../../shared/api/pets";
import { plansAnswerSchema } from "../../shared/api/plans";
import {
  reviewCreatedSchema,
  reviewInputSchema,
  reviewListSchema,
  reviewSchema,
} from "../../shared/api/reviews";
import type { SessionAnswer } from "../../shared/api/session";
import {
  accountHistoryAnswerSchema,
  changeInputSchema,
  deliveryEntrySchema,
  pauseInputSchema,
  cancelInputSchema,
  subscriptionDetailAnswerSchema,
  subscriptionDetailSchema,
  subscriptionDetailsAnswerSchema,
} from "../../shared/api/subscriptions";
import { planSchema } from "../../shared/commerce/plans";
import { z } from "../../shared/zod";

/**
 * The schemas the API reference names, as components: what requests send (converted as zod's
 * input, before defaults and transforms) and what answers carry (zod's output). The same schema
 * objects the routes validate with and the app reads with, so the reference cannot drift.
 */
export const requestSchemas = z.registry<{ id: string }>();
export const answerSchemas = z.registry<{ id: string }>();

/** GET /api/session. No zod in shared/api/session.ts (the browser reads it by hand); the type
 * check below keeps this one in step with it. */
export const sessionAnswerSchema = z.object({
  uid: z.string(),
  email: z.nullable(z.string()),
  displayName: z.nullable(z.string()),
  photoURL: z.nullable(z.string()),
  emailVerified: z.boolean(),
}) satisfies z.ZodMiniType<SessionAnswer>;

/** GET /api/health, as server/routes/health.ts answers it. */
export const healthAnswerSchema = z.object({
  status: z.enum(["ok", "unavailable"]),
  database: z.enum(["pglite", "postgres"]),
});

/** POST /api/payments/stripe/webhook: every verified event, whatever it changed. */
export const webhookReceivedSchema = z.object({ received: z.literal(true) });

/** GET /api/openapi.json: this document; only its version is promised here. */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.literal("3.1.0"),
  paths: z.record(z.string(), z.unknown()),
});

const requests: Record<string, z.ZodMiniType> = {
  CancelInput: cancelInputSchema,
  ReviewInput: reviewInputSchema,
  ContactInput: contactInputSchema,
  NewsletterInput: newsletterInputSchema,
  WithdrawalInput: withdrawalInputSchema,
  PetInput: petInputSchema,
  PetPatch: petPatchSchema,
  AddressInput: addressSchema,
  CartInput: cartInputSchema,
  CheckoutInput: checkoutInputSchema,
  PauseInput: pauseInputSchema,
  ChangeInput: changeInputSchema,
  StaffInput: staffInputSchema,
  BackOfficeSettingsInput: backOfficeSettingsSchema,
  StockInput: stockInputSchema,
  ShipInput: shipInputSchema,
  BulkShipInput: bulkShipInputSchema,
  PaymentInput: paymentInputSchema,
  RefundInput: refundInputSchema,
  ProblemInput: problemInputSchema,
  ResolveInput: resolveInputSchema,
  ReplyInput: replyInputSchema,
  HideReviewInput: hideReviewInputSchema,
  CodeInput: codeInputSchema,
  CodeCheckInput: codeCheckInputSchema,
  CodePatch: codePatchSchema,
  GiftInput: giftInputSchema,
  GiftClaimInput: giftClaimInputSchema,
  GiftPatch: giftPatchSchema,
  OrderPaymentInput: orderPaymentInputSchema,
};

const answers: Record<string, z.ZodMiniType> = {
  ApiError: apiErrorSchema,
  Health: healthAnswerSchema,
  Session: sessionAnswerSchema,
  Review: reviewSchema,
  ReviewList: reviewListSchema,
  ReviewCreated: reviewCreatedSchema,
  ContactReceived: contactReceivedSchema,
  NewsletterSubscribed: newsletterSubscribedSchema,
  WithdrawalAnswer: withdrawalAnswerSchema,
  Plan: planSchema,
  PlansAnswer: plansAnswerSchema,
  Pet: petSchema,
  PetsAnswer: petsAnswerSchema,
  PetAnswer: petAnswerSchema,
  PetUpdatedAnswer: petUpdatedAnswerSchema,
  StoredAddress: storedAddressSchema,
  LastAddressAnswer: lastAddressAnswerSchema,
  CartAnswer: cartAnswerSchema,
  Order: orderSchema,
  OrdersAnswer: ordersAnswerSchema,
  OrderAnswer: orderAnswerSchema,
  CheckoutAnswer: checkoutAnswerSchema,
  SubscriptionDetail: subscriptionDetailSchema,
  SubscriptionDetailsAnswer: subscriptionDetailsAnswerSchema,
  SubscriptionDetailAnswer: subscriptionDetailAnswerSchema,
  DeliveryEntry: deliveryEntrySchema,
  AccountHistoryAnswer: accountHistoryAnswerSchema,
  PackingLine: packingLineSchema,
  DeliveriesAnswer: deliveriesAnswerSchema,
  WebhookReceived: webhookReceivedSchema,
  OpenApiDocument: openApiDocumentSchema,
  StaffMember: staffMemberSchema,
  AdminMeAnswer: adminMeAnswerSchema,
  StaffEntry: staffEntrySchema,
  StaffListAnswer: staffListAnswerSchema,
  StaffAnswer: staffAnswerSchema,
  AuditEntry: auditEntrySchema,
  AuditAnswer: auditAnswerSchema,
  BackOfficeSettings: backOfficeSettingsSchema,
  BackOfficeSettingsAnswer: backOfficeSettingsAnswerSchema,
  Code: codeSchema,
  CodeAnswer: codeAnswerSchema,
  CodesAnswer: codesAnswerSchema,
  CodeCheckAnswer: codeCheckAnswerSchema,
  ReferralAnswer: referralAnswerSchema,
  Gift: giftSchema,
  GiftAnswer: giftAnswerSchema,
  GiftsAnswer: giftsAnswerSchema,
  GiftClaimAnswer: giftClaimAnswerSchema,
  GiftClaimedAnswer: giftClaimedAnswerSchema,
  GiftChangedAnswer: giftChangedAnswerSchema,
  OrderPaymentAnswer: orderPaymentAnswerSchema,
  AwaitingTransfer: awaitingTransferSchema,
  AwaitingTransfersAnswer: awaitingTransfersAnswerSchema,
  TransferToReturn: transferToReturnSchema,
  TransfersToReturnAnswer: transfersToReturnAnswerSchema,
  StockLine: stockLineSchema,
  StockAnswer: stockAnswerSchema,
  StockSetAnswer: stockSetAnswerSchema,
  AdminPackingLine: adminPackingLineSchema,
  AdminPackingAnswer: adminPackingAnswerSchema,
  AdminPackingTodayAnswer: adminPackingTodayAnswerSchema,
  Fulfilment: fulfilmentSchema,
  FulfilmentAnswer: fulfilmentAnswerSchema,
  BulkShipAnswer: bulkShipAnswerSchema,
  PaymentAnswer: paymentAnswerSchema,
  UnpaidAnswer: unpaidAnswerSchema,
  Refund: refundSchema,
  OrderPayments: orderPaymentsSchema,
  OrderPaymentsAnswer: orderPaymentsAnswerSchema,
  RefundAnswer: refundAnswerSchema,
  FailedRenewal: failedRenewalSchema,
  FailedRenewalsAnswer: failedRenewalsAnswerSchema,
  PaymentLinkAnswer: paymentLinkAnswerSchema,
  ProblemAnswer: problemAnswerSchema,
  AdminProblemsAnswer: adminProblemsAnswerSchema,
  AdminProblemAnswer: adminProblemAnswerSchema,
  InboxAnswer: inboxAnswerSchema,
  InboxMessageAnswer: inboxMessageAnswerSchema,
  AdminReviewsAnswer: adminReviewsAnswerSchema,
  AdminReviewAnswer: adminReviewAnswerSchema,
  CustomerSearchAnswer: customerSearchAnswerSchema,
  CustomerPageAnswer: customerPageAnswerSchema,
  MetricsToday: metricsTodaySchema,
  MetricsMonth: metricsMonthSchema,
  Metrics: metricsSchema,
};

for (const [id, schema] of Object.entries(requests)) requestSchemas.add(schema, { id });
for (const [id, schema] of Object.entries(answers)) answerSchemas.add(schema, { id });
