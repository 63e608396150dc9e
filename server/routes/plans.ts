import { Hono } from "hono";
import type { PlansAnswer } from "../../shared/api/plans";
import type { RouteDeps } from "../api-deps";

/** GET /api/plans (open): the plans checkout sells, how this shop takes payment, its time zone. */
export function planRoutes({ plans, payments, timeZone }: RouteDeps) {
  // Read once at start (loadPlans), so the answer never changes while the server runs.
  const answer: PlansAnswer = { plans: [...plans], paymentMethod: payments.method, timeZone };
  return new Hono().get("/", (c) => c.json(answer));
}
