import { Hono } from "hono";
import type { LastAddressAnswer } from "../../shared/api/address";
import type { RouteDeps } from "../api-deps";
import { requireUser } from "../auth/request-user";
import { lastUsedAddress } from "../services/addresses";

/** GET /api/addresses/last: the address the account used last, offered at checkout, or null. */
export function addressRoutes({ database, tokens }: RouteDeps) {
  return new Hono().get("/last", requireUser(tokens), async (c) => {
    const { uid } = c.var.user;
    const address = await database.use("addresses.last", (db) => lastUsedAddress(db, uid));
    return c.json({ address } satisfies LastAddressAnswer);
  });
}
