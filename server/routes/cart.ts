import { Hono } from "hono";
import { cartInputSchema, type CartAnswer } from "../../shared/api/cart";
import type { RouteDeps } from "../api-deps";
import { requireUser } from "../auth/request-user";
import { idempotent } from "../http/idempotency";
import { declaredSize, jsonBody } from "../http/json-body";
import { writeLimit } from "../http/write-limit";
import { getCart, mergeCart, saveCart } from "../services/cart";
import { answerOf } from "./answers";

/**
 * GET, PUT /api/cart and POST /api/cart/merge: the signed-in account's cart (decision 219). The
 * writes go through the same guards as every write: a bearer token (never a cookie, so another
 * site cannot send one for the customer), a JSON body, a size limit, a rate limit and an
 * Idempotency-Key.
 */
export function cartRoutes(deps: RouteDeps) {
  const { database, tokens, catalogue } = deps;
  const limit = writeLimit(deps.rateLimit, "cart", deps.trustProxyHops);
  const answer = (lines: CartAnswer["lines"]): CartAnswer => ({ lines });
  return new Hono()
    .get("/", requireUser(tokens), async (c) => {
      const { uid } = c.var.user;
      const lines = await database.use("cart.get", (db) => getCart(db, uid));
      return c.json(answer(lines));
    })
    .put(
      "/",
      limit,
      declaredSize(),
      requireUser(tokens),
      jsonBody(cartInputSchema),
      idempotent(deps.idempotency),
      async (c) => {
        const { lines } = c.req.valid("json");
        const { uid } = c.var.user;
        return c.var.writeOnce("cart.save", async (db) =>
          answerOf(await saveCart(db, uid, lines, catalogue), 200, answer),
        );
      },
    )
    .post(
      "/merge",
      limit,
      declaredSize(),
      requireUser(tokens),
      jsonBody(cartInputSchema),
      idempotent(deps.idempotency),
      async (c) => {
        const { lines } = c.req.valid("json");
        const { uid } = c.var.user;
        return c.var.writeOnce("cart.merge", async (db) =>
          answerOf(await mergeCart(db, uid, lines, catalogue), 200, answer),
        );
      },
    );
}
