import { createMiddleware } from "hono/factory";
import type { StaffMember, StaffRole } from "../../shared/api/admin/staff";
import type { RouteDeps } from "../api-deps";
import { signedInUser } from "../auth/request-user";
import type { SignedInUser } from "../auth/verify-token";
import { staffMemberFor, type StaffSettings } from "../services/staff";
import { apiError } from "./api-error";

export type { StaffMember };

/** The staff table's settings from the API's (OWNER_UIDS, the clock). */
export function staffSettings(deps: RouteDeps): StaffSettings {
  return {
    ownerUids: deps.ownerUids ?? [],
    now: () => new Date(deps.clock()),
    claims: deps.accounts,
  };
}

/**
 * Staff in one of `roles` only (decision 222): 401 signed out or a bad token (as requireUser),
 * 403 `forbidden` for an account not in the `staff` table or in another role. The table is
 * read on every request, so a removal or a new role takes effect at once. Sets `c.var.staff`
 * and `c.var.user` (whose uid scopes Idempotency-Keys).
 */
export const requireStaff = (deps: RouteDeps, roles: readonly StaffRole[]) => {
  const settings = staffSettings(deps);
  return createMiddleware<{ Variables: { user: SignedInUser; staff: StaffMember } }>(
    async (c, next) => {
      const user = await signedInUser(c, deps.tokens);
      if (user instanceof Response) return user;
      const member = await deps.database.use("staff.check", (db) =>
        staffMemberFor(db, user, settings),
      );
      if (!member) {
        return apiError(c, 403, "forbidden", "This is for the shop's staff only.");
      }
      if (!roles.includes(member.role)) {
        return apiError(
          c,
          403,
          "forbidden",
          `Your role (${member.role}) cannot do this: ask an owner if you need to.`,
        );
      }
      c.set("user", user);
      c.set("staff", member);
      await next();
    },
  );
};
