import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { RouteDeps } from "../api-deps";
import { apiError } from "../http/api-error";
import { log } from "../log";
import { processPaymentWebhook, type WebhookDeps } from "../services/payment-webhooks";

/** Stripe's events can be far larger than a customer's request (16 KB): whole sessions. */
export const WEBHOOK_MAX_BYTES = 256 * 1024;

/**
 * POST /api/payments/stripe/webhook — Stripe's signed events (decision 111). No token and no
 * Idempotency-Key: the signature says who sent it, and the event id makes a redelivery change
 * nothing. 400 for a bad signature or a signed body that is no readable event (Stripe shows both
 * in its dashboard), 200 for every verified event, 503 when the database fails, so Stripe
 * delivers it again later.
 */
export function paymentWebhookRoutes(routeDeps: RouteDeps) {
  const { database, payments, shopUrl, clock } = routeDeps;
  // A subscription cancelled in Stripe is cancelled here by the lifecycle's rule, with its
  // e-mail naming the box, in the shop's zone and on the API's clock (decision 104).
  const deps: WebhookDeps = {
    payments,
    shopUrl,
    shopNotifyEmail: routeDeps.shopNotifyEmail ?? null,
    lifecycle: {
      catalogue: routeDeps.catalogue,
      plans: routeDeps.plans,
      timeZone: routeDeps.timeZone,
      now: () => new Date(clock()),
    },
  };
  return new Hono().post(
    "/stripe/webhook",
    bodyLimit({
      maxSize: WEBHOOK_MAX_BYTES,
      onError: (c) =>
        apiError(
          c,
          413,
          "payload_too_large",
          `The body is larger than ${WEBHOOK_MAX_BYTES / 1024} KB.`,
        ),
    }),
    async (c) => {
      // The signature covers the bytes as sent: read them as text, never re-serialised JSON.
      const rawBody = await c.req.text();
      const signature = c.req.header("stripe-signature");
      const outcome = await database.use("payments.webhook", (db) =>
        processPaymentWebhook(db, deps, { rawBody, signature }),
      );
      if (outcome.kind === "invalid_signature") {
        return apiError(
          c,
          400,
          "invalid_signature",
          "The Stripe-Signature header does not match this body and the webhook secret.",
        );
      }
      if (outcome.kind === "malformed_event") {
        // Field names only: the event may carry a customer's details.
        log.warn(`Stripe event refused, not readable: ${Object.keys(outcome.fields).join(", ")}`);
        return apiError(
          c,
          400,
          "invalid_body",
          "The event is signed, but it is not a Stripe event this endpoint can read.",
          outcome.fields,
        );
      }
      // These two need the owner: an order left pending, or an event about no order of ours.
      if (
        outcome.kind === "ignored" &&
        ["amount_mismatch", "unknown_order"].includes(outcome.why)
      ) {
        log.warn(`Stripe event ${outcome.eventId} changed no order: ${outcome.why}`);
      }
      return c.json({ received: true });
    },
  );
}
