import { Hono } from "hono";
import type { PlansAnswer } from "../../shared/api/plans";
import type { RouteDeps } from "../api";

/** GET /api/plans (open): the plans checkout sells and how this shop takes payment. */
export function planRoutes({ plans, payments }: RouteDeps) {
  // Read once at start (loadPlans), so the answer never changes while the server runs.
  const answer: PlansAnswer = { plans: [...plans], paymentMethod: payments.method };
  return new Hono().get("/", (c) => c.json(answer));
}
