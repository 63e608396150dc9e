import { z } from "../../shared/zod";

// What a signed Stripe event must look like before it is read (issue 24, defect 5): the
// envelope, and for the events that change an order the fields read from their object, each
// with the type Stripe gives it. A field Stripe may leave out stays optional; one that is there
// with another type is refused, so a malformed event is a 400, never a database error.

const id = z.string().check(z.minLength(1));
const optionalText = z.optional(z.nullable(z.string()));
/** An expandable reference: the id, or the object with its id. */
const reference = z.optional(z.nullable(z.union([z.string(), z.object({ id })])));

const session = z.object({
  id,
  client_reference_id: optionalText,
  payment_status: optionalText,
  amount_total: z.optional(z.nullable(z.number().check(z.int()))),
  currency: optionalText,
  subscription: reference,
});

const invoice = z.object({
  parent: z.optional(
    z.nullable(
      z.object({
        subscription_details: z.optional(z.nullable(z.object({ subscription: reference }))),
      }),
    ),
  ),
  subscription: reference,
  // A failed renewal's invoice (decision 230): what it asks, when Stripe tries again, its page.
  id: z.optional(id),
  amount_due: z.optional(z.nullable(z.number().check(z.int()))),
  next_payment_attempt: z.optional(z.nullable(z.number().check(z.int()))),
  hosted_invoice_url: optionalText,
});

const subscription = z.object({ id });

/** Each event this shop reads, with the object it reads from it. */
const objects: Record<string, z.ZodMiniType> = {
  "checkout.session.completed": session,
  "checkout.session.async_payment_succeeded": session,
  "checkout.session.async_payment_failed": session,
  "checkout.session.expired": session,
  "invoice.payment_failed": invoice,
  "invoice.paid": invoice,
  "customer.subscription.deleted": subscription,
};

const eventOf = (object: z.ZodMiniType) =>
  z.object({ id, type: z.string().check(z.minLength(1)), data: z.object({ object }) });
/** Any other event is recorded once and changes nothing: its object only has to be one. */
const anyEvent = eventOf(z.record(z.string(), z.unknown()));
const eventsByType = new Map(
  Object.entries(objects).map(([type, object]) => [type, eventOf(object)]),
);

/** Why a verified event cannot be read (paths as in the event), or null when it can. */
export function stripeEventProblems(event: unknown): z.core.$ZodError | null {
  const type = typeof event === "object" && event !== null && "type" in event ? event.type : null;
  const schema = (typeof type === "string" && eventsByType.get(type)) || anyEvent;
  const checked = schema.safeParse(event);
  return checked.success ? null : checked.error;
}
