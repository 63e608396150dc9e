import { adminMeAnswerSchema, type StaffMember } from "@shared/api/admin/staff";
import { createApiClient } from "~/lib/api-client";
import { ApiFailure } from "~/lib/api-failure";
import { currentIdToken } from "~/lib/id-token";

/** Who is at the back office: a member of staff, or an account that is not one (403). */
export type StaffAccess = { kind: "staff"; staff: StaffMember } | { kind: "not-staff" };

/**
 * GET /api/admin/me. The shop's client reads a 403 as "unavailable", as no customer page needs
 * to tell it apart; here it is the answer "not staff". Rather than add a kind to every page's
 * client (checkout is over its budget), this one call watches the status itself (decision 227).
 * A visitor never gets here: RequireAuth sends them to sign in first.
 */
export async function getStaffAccess(fetchFn: typeof fetch = fetch): Promise<StaffAccess> {
  let status = 0;
  const api = createApiClient({
    getIdToken: currentIdToken,
    fetch: async (...args) => {
      const response = await fetchFn(...args);
      status = response.status;
      return response;
    },
  });
  const result = await api.request("GET", "/api/admin/me", adminMeAnswerSchema);
  if (result.kind === "ok") return { kind: "staff", staff: result.data.staff };
  if (status === 403) return { kind: "not-staff" };
  throw new ApiFailure(result);
}
