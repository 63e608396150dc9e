import { Hono, type Context } from "hono";
import { createMiddleware } from "hono/factory";
import {
  customerSearchQuerySchema,
  type CustomerPageAnswer,
  type CustomerSearchAnswer,
} from "../../../shared/api/admin/customers";
import type { StaffRole } from "../../../shared/api/admin/staff";
import {
  changeInputSchema,
  parseSubscriptionId,
  pauseInputSchema,
} from "../../../shared/api/subscriptions";
import { isCalendarDate } from "../../../shared/commerce/dates";
import type { RouteDeps } from "../../api-deps";
import { apiError } from "../../http/api-error";
import { idempotencyScope, idempotent, type WriteOnce } from "../../http/idempotency";
import { declaredSize, jsonBody, validQuery } from "../../http/json-body";
import { requireStaff } from "../../http/staff-access";
import { writeLimit } from "../../http/write-limit";
import { recordAudit } from "../../services/audit";
import { auditOf, beginOnBehalf, type OnBehalf } from "../../services/customer-actions";
import { customerPage, searchCustomers } from "../../services/customers";
import { settleCall, type PendingCall } from "../../services/provider-calls";
import { verbs } from "../../services/subscription-actions";
import type { Verb } from "../../services/subscription-runner";
import type {
  SubscriptionDetail,
  SubscriptionDetailAnswer,
} from "../../../shared/api/subscriptions";
import { answerOf, refusalAnswer } from "../answers";
import { subscriptionDeps } from "../subscriptions";

/** Customers are for owners and support; packers see no customer data (issue 26). */
const CUSTOMERS: readonly StaffRole[] = ["owner", "support"];

/** A Firebase uid is 1 to 128 characters; anything else names nobody (404). */
const UID = /^[\w.@:-]{1,128}$/;

type Vars = { Variables: { subscriptionId: number; deliveryDate: string } };

const subscriptionId = createMiddleware<Vars>(async (c, next) => {
  const id = parseSubscriptionId(c.req.param("id") ?? "");
  if (id === null || !UID.test(c.req.param("uid") ?? "")) {
    return apiError(c, 404, "not_found", "This customer has no such subscription.");
  }
  c.set("subscriptionId", id);
  await next();
});

const deliveryDate = createMiddleware<Vars>(async (c, next) => {
  const date = c.req.param("date") ?? "";
  if (!isCalendarDate(date)) {
    return apiError(c, 404, "not_found", "There is no such box: its date is YYYY-MM-DD.");
  }
  c.set("deliveryDate", date);
  await next();
});

/**
 * The back office's customers (issue 26, decisions 231 and 232): GET /customers?q= and
 * GET /customers/:uid, and every action of the customer's portal on their behalf under
 * /customers/:uid/subscriptions/:id/… with the customer's own paths and bodies (skip and unskip
 * a box, pause, resume, cancel, uncancel, PATCH to change), answering the customer's own
 * `{ subscription }`. Keyed by the staff member's Idempotency-Key and audited.
 */
export function adminCustomerRoutes(deps: RouteDeps) {
  const { database } = deps;
  const services = subscriptionDeps(deps);
  const staffOnly = requireStaff(deps, CUSTOMERS);
  const limit = writeLimit(deps.rateLimit, "admin.customers", deps.trustProxyHops);
  const keyed = idempotent(deps.idempotency);

  const routes = new Hono()
    .get("/customers", staffOnly, validQuery(customerSearchQuerySchema), async (c) => {
      const { q } = c.req.valid("query");
      const customers = await database.use("admin.customers.search", (db) =>
        searchCustomers(db, q),
      );
      return c.json({ customers } satisfies CustomerSearchAnswer);
    })
    .get("/customers/:uid", staffOnly, async (c) => {
      const uid = c.req.param("uid");
      const page = UID.test(uid)
        ? await database.use("admin.customers.page", (db) => customerPage(db, services, uid))
        : null;
      if (!page) return apiError(c, 404, "not_found", "The shop knows no such customer.");
      return c.json(page satisfies CustomerPageAnswer);
    });

  /** As the customer's own `act` (routes/subscriptions.ts), with the audit entry. */
  async function onBehalf(c: Context, name: string, verb: Verb) {
    const staff = c.get("staff");
    const key = c.req.header("idempotency-key");
    const action: OnBehalf = {
      staff,
      uid: c.req.param("uid") ?? "",
      id: c.get("subscriptionId"),
      name,
      verb,
      request: key === undefined ? null : { scope: idempotencyScope(staff.uid), key },
    };
    const held: {
      call: PendingCall | null;
      before: SubscriptionDetail | null;
      after: SubscriptionDetail | null;
    } = { call: null, before: null, after: null };
    const writeOnce: WriteOnce = c.get("writeOnce");
    const response = await writeOnce(`admin.customers.${name}`, async (db) => {
      const begun = await beginOnBehalf(db, services, action);
      if (begun.ok && begun.value.pending) {
        held.call = begun.value.pending;
        held.before = begun.value.before;
        held.after = begun.value.detail;
      }
      return answerOf(begun, 200, (v): SubscriptionDetailAnswer => ({ subscription: v.detail }));
    });
    const { call: pending, before, after } = held;
    if (!pending || !before || !after) return response;
    const settled = await database.use(`admin.customers.${name}.provider`, async (db) => {
      const result = await settleCall(db, deps.payments, pending, services.now());
      // Written once the provider agreed, as the change itself is (decision 232).
      if (result.ok) await recordAudit(db, auditOf(action, before, after));
      return result;
    });
    if (settled.ok) return response;
    const { status, body } = refusalAnswer(settled);
    return c.json(body, status as 409);
  }

  const path = "/customers/:uid/subscriptions/:id";
  const plain = { resume: verbs.resume, cancel: verbs.cancel, uncancel: verbs.uncancel };
  for (const [name, verb] of Object.entries(plain)) {
    routes.post(`${path}/${name}`, limit, staffOnly, subscriptionId, keyed, (c) =>
      onBehalf(c, name, verb()),
    );
  }
  const perBox = { skip: verbs.skip, unskip: verbs.unskip };
  for (const [name, verb] of Object.entries(perBox)) {
    routes.post(
      `${path}/deliveries/:date/${name}`,
      limit,
      staffOnly,
      subscriptionId,
      deliveryDate,
      keyed,
      (c) => onBehalf(c, name, verb(c.var.deliveryDate)),
    );
  }
  routes.post(
    `${path}/pause`,
    limit,
    declaredSize(),
    staffOnly,
    subscriptionId,
    jsonBody(pauseInputSchema),
    keyed,
    (c) => onBehalf(c, "pause", verbs.pause(c.req.valid("json"))),
  );
  routes.patch(
    path,
    limit,
    declaredSize(),
    staffOnly,
    subscriptionId,
    jsonBody(changeInputSchema),
    keyed,
    (c) => onBehalf(c, "change", verbs.change(services, c.req.param("uid"), c.req.valid("json"))),
  );
  return routes;
}
