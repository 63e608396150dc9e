import { Hono } from "hono";
import type { SubscriptionsAnswer } from "../../shared/api/subscriptions";
import type { RouteDeps } from "../api";
import { requireUser } from "../auth/request-user";
import { listSubscriptions } from "../services/subscriptions";

/** GET /api/subscriptions: the signed-in account's subscriptions, oldest first. */
export function subscriptionRoutes({ database, tokens }: RouteDeps) {
  return new Hono().get("/", requireUser(tokens), async (c) => {
    const { uid } = c.var.user;
    const subscriptions = await database.use("subscriptions.list", (db) =>
      listSubscriptions(db, uid),
    );
    return c.json({ subscriptions } satisfies SubscriptionsAnswer);
  });
}
