import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { deliveriesQuerySchema, type DeliveriesAnswer } from "../../shared/api/deliveries";
import {
  changeInputSchema,
  parseSubscriptionId,
  pauseInputSchema,
  type AccountHistoryAnswer,
  type SubscriptionDetail,
  type SubscriptionDetailAnswer,
  type SubscriptionDetailsAnswer,
} from "../../shared/api/subscriptions";
import type { RouteDeps } from "../api-deps";
import { requireUser } from "../auth/request-user";
import { apiError } from "../http/api-error";
import { idempotent } from "../http/idempotency";
import { declaredSize, jsonBody, validQuery } from "../http/json-body";
import { writeLimit } from "../http/write-limit";
import { accountHistory } from "../services/account-history";
import { cancel, change, pause, resume, skip, unskip } from "../services/subscription-actions";
import type { SubscriptionDeps } from "../services/subscription-deps";
import { listSubscriptionDetails } from "../services/subscription-details";
import { deliveriesForMonth } from "../services/packing";
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

const answer = (detail: SubscriptionDetail): SubscriptionDetailAnswer => ({ subscription: detail });

/**
 * The customer's portal (issue 13, decision 130): GET /api/subscriptions (the cards), and each
 * action on one subscription — POST /:id/skip, /unskip, /pause {months}, /resume, /cancel, and
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
  // The four actions without a body: lookup, token, key, then the service in the key's
  // transaction.
  const plain = { skip, unskip, resume, cancel } as const;
  for (const [name, run] of Object.entries(plain)) {
    routes.post(`/:id/${name}`, limit, subscriptionId, requireUser(tokens), keyed, async (c) => {
      const { uid } = c.var.user;
      const id = c.var.subscriptionId;
      return c.var.writeOnce(`subscriptions.${name}`, async (db) =>
        answerOf(await run(db, services, uid, id), 200, answer),
      );
    });
  }
  return routes
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
        const { uid } = c.var.user;
        const id = c.var.subscriptionId;
        return c.var.writeOnce("subscriptions.pause", async (db) =>
          answerOf(await pause(db, services, uid, id, input), 200, answer),
        );
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
        const { uid } = c.var.user;
        const id = c.var.subscriptionId;
        return c.var.writeOnce("subscriptions.change", async (db) =>
          answerOf(await change(db, services, uid, id, input), 200, answer),
        );
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
 * GET /api/deliveries?month=YYYY-MM: the month's packing list, for the owner only (decision
 * 131): a signed-in account that is not in OWNER_UIDS is 403 `forbidden`, before the query is
 * looked at. The same lines as `npm run shop -- packing`.
 */
export function deliveryRoutes(deps: RouteDeps) {
  const owners = new Set(deps.ownerUids ?? []);
  const packing = {
    catalogue: deps.catalogue,
    timeZone: deps.timeZone,
    now: () => new Date(deps.clock()),
  };
  const ownerOnly = createMiddleware<{ Variables: { user: { uid: string } } }>(async (c, next) => {
    if (!owners.has(c.var.user.uid)) {
      return apiError(c, 403, "forbidden", "Only the shop's owner can see the packing list.");
    }
    await next();
  });
  return new Hono().get(
    "/",
    requireUser(deps.tokens),
    ownerOnly,
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
