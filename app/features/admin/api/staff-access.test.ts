import { describe, expect, it } from "vitest";
import { ApiFailure } from "~/lib/api-failure";
import { getStaffAccess } from "./staff-access";

const answer = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("getStaffAccess", () => {
  it("is staff with the answer's member, not staff on a 403, and a failure otherwise", async () => {
    const staff = { uid: "u1", email: "pat@example.com", role: "packer" };
    await expect(getStaffAccess(answer(200, { staff }))).resolves.toEqual({ kind: "staff", staff });
    const refusal = { error: { code: "forbidden", message: "This is for the shop's staff only." } };
    await expect(getStaffAccess(answer(403, refusal))).resolves.toEqual({ kind: "not-staff" });
    const outage = { error: { code: "unavailable", message: "The shop is busy." } };
    await expect(getStaffAccess(answer(503, outage))).rejects.toBeInstanceOf(ApiFailure);
  });
});
