import { Hono, type Context } from "hono";
import { createMiddleware } from "hono/factory";
import {
  deliveriesQuerySchema,
  packingListRoles,
  type DeliveriesAnswer,
} from "../../shared/api/deliveries";
import {
  cancelInputSchema,
  changeInputSchema,
  type CancelInput,
  parseSubscriptionId,
  pauseInputSchema,
  type AccountHistoryAnswer,
  type SubscriptionDetail,
  type SubscriptionDetailAnswer,
  type SubscriptionDetailsAnswer,
} from "../../shared/api/subscriptions";
import { isCalendarDate } from "../../shared/commerce/dates";
import type { RouteDeps } from "../api-deps";
import { requireUser } from "../auth/request-user";
import { apiError } from "../http/api-error";
import { idempotencyScope, idempotent, type WriteOnce } from "../http/idempotency";
import { declaredSize, jsonBody, optionalJsonBody, validQuery } from "../http/json-body";
import { requireStaff } from "../http/staff-access";
import { writeLimit } from "../http/write-limit";
import { accountHistory } from "../services/account-history";
import { settleCall, type PendingCall } from "../services/provider-calls";
import { verbs } from "../services/subscription-actions";
import type { SubscriptionDeps } from "../services/subscription-deps";
import { listSubscriptionDetails } from "../services/subscription-details";
import { deliveriesForMonth } from "../services/packing";
import { begin, type Verb } from "../services/subscription-runner";
import { answerOf, refusalAnswer } from "./answers";

/** The lifecycle services' dependencies, from the API's (the clock is the API's, for tests). */
export function subscriptionDeps(deps: RouteDeps): SubscriptionDeps {
  return {
    catalogue: deps.catalogue,
    plans: deps.plans,
    payments: deps.payments,
    timeZone: deps.timeZone,
    shopUrl: deps.shopUrl,
    now: () => new Date(deps.clock()),
  };
}

/** The `:id` of /api/subscriptions/:id as a number; an id that can be no subscription is 404. */
const subscriptionId = createMiddleware<{ Variables: { subscriptionId: number } }>(
  async (c, next) => {
    const id = parseSubscriptionId(c.req.param("id") ?? "");
    if (id === null) {
      return apiError(c, 404, "not_found", "There is no such subscription in your account.");
    }
    c.set("subscriptionId", id);
    await next();
  },
);

/** The `:date` of a box's path, "YYYY-MM-DD"; anything else names no box (404). */
const deliveryDate = createMiddleware<{ Variables: { deliveryDate: string } }>(async (c, next) => {
  const date = c.req.param("date") ?? "";
  if (!isCalendarDate(date)) {
    return apiError(c, 404, "not_found", "There is no such box: its date is YYYY-MM-DD.");
  }
  c.set("deliveryDate", date);
  await next();
});

const answer = (detail: SubscriptionDetail): SubscriptionDetailAnswer => ({ subscription: detail });

/** The signed-in account and the subscription of the path. */
const who = (vars: { user: { uid: string }; subscriptionId: number }) => ({
  uid: vars.user.uid,
  id: vars.subscriptionId,
});

/**
 * The customer's portal (issue 13, decision 130): GET /api/subscriptions (the cards), and each
 * action on one subscription — POST /:id/deliveries/:date/skip and /unskip (one box, issue 25
 * §2), /:id/pause {months}, /resume, /cancel, /uncancel (decision 218), and
 * PATCH /:id {boxId?, petId?, quantity?, addressId?, address?} — answering 200 with the whole
 * subscription as it is afterwards. What its state does not allow is 409 `conflict` with the
 * state machine's sentence; another account's subscription is 404, as a missing one.
 */
export function subscriptionRoutes(deps: RouteDeps) {
  const { database, tokens } = deps;
  const services = subscriptionDeps(deps);
  // One limiter for every action: they are one page's buttons.
  const limit = writeLimit(deps.rateLimit, "subscriptions", deps.trustProxyHops);
  const keyed = idempotent(deps.idempotency);

  const routes = new Hono().get("/", requireUser(tokens), async (c) => {
    const { uid } = c.var.user;
    const subscriptions = await database.use("subscriptions.list", (db) =>
      listSubscriptionDetails(db, services, uid),
    );
    return c.json({ subscriptions } satisfies SubscriptionDetailsAnswer);
  });
  /**
   * One action (decision 175): decided, and written or held for the card provider, in the
   * Idempotency-Key's transaction; the provider is called only after that commit, so no
   * transaction waits for it. If it then says no, or does not answer, the change and the key's
   * stored answer are taken back, and the customer hears its refusal (409) or 503.
   */
  async function act(
    c: Context,
    writeOnce: WriteOnce,
    operation: string,
    { uid, id }: { uid: string; id: number },
    verb: Verb,
  ) {
    const key = c.req.header("idempotency-key");
    // The key's row as http/idempotency.ts writes it: scoped to the signed-in account.
    const request = key === undefined ? null : { scope: idempotencyScope(uid), key };
    const held: { call: PendingCall | null } = { call: null };
    const response = await writeOnce(operation, async (db) => {
      const begun = await begin(db, services, uid, id, verb, request);
      if (begun.ok) held.call = begun.value.pending;
      return answerOf(begun, 200, (value) => answer(value.detail));
    });
    const pending = held.call;
    if (!pending) return response;
    const settled = await database.use(`${operation}.provider`, (db) =>
      settleCall(db, deps.payments, pending, services.now()),
    );
    if (settled.ok) return response;
    const { status, body } = refusalAnswer(settled);
    return c.json(body, status as 409);
  }

  // The actions without a body: lookup, token, key, then the action.
  const plain = { resume: verbs.resume, uncancel: verbs.uncancel };
  for (const [name, verb] of Object.entries(plain)) {
    routes.post(`/:id/${name}`, limit, subscriptionId, requireUser(tokens), keyed, async (c) =>
      act(c, c.var.writeOnce, `subscriptions.${name}`, who(c.var), verb()),
    );
  }
  // One named box (issue 25 §2): skipping a box already skipped, or bringing back one that
  // ships, changes nothing and sends nothing, so a repeated or concurrent request is harmless.
  const perBox = { skip: verbs.skip, unskip: verbs.unskip };
  for (const [name, verb] of Object.entries(perBox)) {
    routes.post(
      `/:id/deliveries/:date/${name}`,
      limit,
      subscriptionId,
      requireUser(tokens),
      deliveryDate,
      keyed,
      async (c) =>
        act(c, c.var.writeOnce, `subscriptions.${name}`, who(c.var), verb(c.var.deliveryDate)),
    );
  }
  return routes
    .post(
      "/:id/cancel",
      limit,
      subscriptionId,
      declaredSize(),
      requireUser(tokens),
      optionalJsonBody(cancelInputSchema),
      keyed,
      async (c) => {
        // No body is a cancel without a reason, as before the question was asked (issue 27).
        const input = c.req.valid("json") as CancelInput | undefined;
        const verb = verbs.cancel(input?.reason ?? null);
        return act(c, c.var.writeOnce, "subscriptions.cancel", who(c.var), verb);
      },
    )
    .post(
      "/:id/pause",
      limit,
      subscriptionId,
      declaredSize(),
      requireUser(tokens),
      jsonBody(pauseInputSchema),
      keyed,
      async (c) => {
        const input = c.req.valid("json");
        return act(c, c.var.writeOnce, "subscriptions.pause", who(c.var), verbs.pause(input));
      },
    )
    .patch(
      "/:id",
      limit,
      subscriptionId,
      declaredSize(),
      requireUser(tokens),
      jsonBody(changeInputSchema),
      keyed,
      async (c) => {
        const input = c.req.valid("json");
        const change = verbs.change(services, c.var.user.uid, input);
        return act(c, c.var.writeOnce, "subscriptions.change", who(c.var), change);
      },
    );
}

/** GET /api/account/history: every order and every delivery of the account, newest first. */
export function accountRoutes(deps: RouteDeps) {
  const services = subscriptionDeps(deps);
  return new Hono().get("/history", requireUser(deps.tokens), async (c) => {
    const { uid } = c.var.user;
    const history = await deps.database.use("account.history", (db) =>
      accountHistory(db, services, uid),
    );
    return c.json(history satisfies AccountHistoryAnswer);
  });
}

/**
 * GET /api/deliveries?month=YYYY-MM: the month's packing list, for the shop's staff (decision
 * 223, was the owner's, decision 131): a signed-in account not on the staff is 403 `forbidden`,
 * before the query is looked at. The same lines as `npm run shop -- packing`.
 */
export function deliveryRoutes(deps: RouteDeps) {
  const packing = {
    catalogue: deps.catalogue,
    timeZone: deps.timeZone,
    now: () => new Date(deps.clock()),
  };
  return new Hono().get(
    "/",
    requireStaff(deps, packingListRoles),
    validQuery(deliveriesQuerySchema),
    async (c) => {
      const { month } = c.req.valid("query");
      const result = await deps.database.use("deliveries.month", (db) =>
        deliveriesForMonth(db, month, packing),
      );
      if (!result.ok) {
        const { status, body } = refusalAnswer(result);
        return c.json(body, status as 400);
      }
      return c.json(result.value satisfies DeliveriesAnswer);
    },
  );
}
