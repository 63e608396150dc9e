import { Hono } from "hono";
import type { StaffRole } from "../../../shared/api/admin/staff";
import { giftPatchSchema, type GiftChangedAnswer } from "../../../shared/api/gifts";
import type { RouteDeps } from "../../api-deps";
import { apiError } from "../../http/api-error";
import { idempotent } from "../../http/idempotency";
import { declaredSize, jsonBody } from "../../http/json-body";
import { requireStaff } from "../../http/staff-access";
import { writeLimit } from "../../http/write-limit";
import { changeGiftAddressForBuyer, resendGiftForBuyer } from "../../services/admin-gifts";
import { answerOf } from "../answers";

/** Gifts are customers' data: owners and support, never packers (issue 26). */
const SUPPORT: readonly StaffRole[] = ["owner", "support"];

/** A gift's id from the path: a positive whole number, or null (no such gift, 404). */
const giftId = (raw: string | undefined) =>
  raw !== undefined && /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : null;

/**
 * Support's gift tools (issue 28, decision 275): POST /gifts/:id/resend and PATCH /gifts/:id
 * {address}, what the buyer can do with POST /api/gifts/:id/resend and PATCH /api/gifts/:id,
 * by the same services; keyed by the staff member's Idempotency-Key and audited.
 */
export function adminGiftRoutes(deps: RouteDeps) {
  const staff = requireStaff(deps, SUPPORT);
  const limit = writeLimit(deps.rateLimit, "admin.gifts", deps.trustProxyHops);
  const services = {
    catalogue: deps.catalogue,
    shopUrl: deps.shopUrl,
    now: () => new Date(deps.clock()),
  };
  return new Hono()
    .post("/gifts/:id/resend", limit, staff, idempotent(deps.idempotency), async (c) => {
      const id = giftId(c.req.param("id"));
      if (id === null) return apiError(c, 404, "not_found", "There is no such gift.");
      const actor = c.var.staff;
      return c.var.writeOnce("admin.gifts.resend", async (db) =>
        answerOf(
          await resendGiftForBuyer(db, services, actor, id),
          200,
          (gift): GiftChangedAnswer => ({ gift }),
        ),
      );
    })
    .patch(
      "/gifts/:id",
      limit,
      declaredSize(),
      staff,
      jsonBody(giftPatchSchema),
      idempotent(deps.idempotency),
      async (c) => {
        const id = giftId(c.req.param("id"));
        if (id === null) return apiError(c, 404, "not_found", "There is no such gift.");
        const actor = c.var.staff;
        const { address } = c.req.valid("json");
        return c.var.writeOnce("admin.gifts.change", async (db) =>
          answerOf(
            await changeGiftAddressForBuyer(db, services, actor, id, address),
            200,
            (gift): GiftChangedAnswer => ({ gift }),
          ),
        );
      },
    );
}
