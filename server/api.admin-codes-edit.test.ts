// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { auditAnswerSchema } from "../shared/api/admin/staff";
import {
  CODE_REASONS,
  codeAnswerSchema,
  codeCheckAnswerSchema,
  codesAnswerSchema,
} from "../shared/api/codes";
import { checkoutAnswerSchema } from "../shared/api/checkout";
import { errorOf, sender, startBackOffice } from "./test-support/admin";
import type { Account, BackOffice, TestApp } from "./test-support/admin";
import { home } from "./test-support/commerce";

// A real database and Auth Emulator on a shared 2-core machine: allow for slow moments.
vi.setConfig({ testTimeout: 60_000 });

// Owners switch a code off and on and change its last day and limit (decision 275).
let office: BackOffice;
let app: TestApp;
let owner: Account;
let support: Account;
let ada: Account;
let milo = 0;
const now = Date.parse("2026-11-26T10:00:00Z");
const send = sender(() => app);

beforeAll(async () => {
  office = await startBackOffice();
  ({ app, owner, support, ada, petId: milo } = await office.shopWithCustomer({ clock: () => now }));
  const made = await send("POST", "/api/admin/codes", owner, {
    code: "SPRING",
    percentOff: 10,
    firstBoxOnly: true,
    startsOn: "2026-11-01",
    endsOn: "2026-12-31",
    maxUses: 5,
    oncePerCustomer: false,
  });
  expect(made.status).toBe(201);
}, 180_000);
afterAll(() => office?.close(), 30_000);

const patch = (code: string, body: unknown, as: Account = owner) =>
  send("PATCH", `/api/admin/codes/${code}`, as, body);
const cart = { lines: [{ boxId: 1, quantity: 1 }], planId: "per-box" };
const check = async () =>
  codeCheckAnswerSchema.parse(
    await (await send("POST", "/api/codes/check", ada, { code: "spring", ...cart })).json(),
  );

describe("PATCH /api/admin/codes/:code", () => {
  it("switches a code off: refused in the check and at checkout with a plain reason; on again, it works", async () => {
    expect((await check()).valid).toBe(true);
    expect((await patch("SPRING", { active: false }, support)).status).toBe(403);
    expect((await patch("SPRING", { active: false }, ada)).status).toBe(403);
    const off = await patch("spring", { active: false });
    expect(off.status, await off.clone().text()).toBe(200);
    expect(codeAnswerSchema.parse(await off.json()).code).toMatchObject({
      code: "SPRING",
      active: false,
    });
    expect(await check()).toMatchObject({
      valid: false,
      discount: 0,
      reason: CODE_REASONS.disabled,
    });
    expect(CODE_REASONS.disabled).toBe("This code is no longer valid.");
    const order = {
      lines: [{ boxId: 1, petId: milo, quantity: 1 }],
      planId: "per-box",
      address: home,
    };
    const refused = await send("POST", "/api/checkout", ada, { ...order, code: "SPRING" });
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).fields).toEqual({ code: CODE_REASONS.disabled });
    const listed = codesAnswerSchema.parse(
      await (await send("GET", "/api/admin/codes", owner)).json(),
    );
    expect(listed.codes.find((code) => code.code === "SPRING")?.active).toBe(false);

    const on = await patch("SPRING", { active: true });
    expect(codeAnswerSchema.parse(await on.json()).code.active).toBe(true);
    expect((await check()).valid).toBe(true);
    const placed = await send("POST", "/api/checkout", ada, { ...order, code: "SPRING" });
    expect(placed.status, await placed.clone().text()).toBe(201);
    expect(checkoutAnswerSchema.parse(await placed.json()).order.discount).toBeGreaterThan(0);
  });

  it("changes the last day and the limit, and removes them with null", async () => {
    const changed = await patch("SPRING", { endsOn: "2026-11-25", maxUses: 1 });
    expect(changed.status, await changed.clone().text()).toBe(200);
    expect(codeAnswerSchema.parse(await changed.json()).code).toMatchObject({
      endsOn: "2026-11-25",
      maxUses: 1,
      uses: 1,
      active: true,
    });
    expect((await check()).reason).toBe(CODE_REASONS.expired);
    await patch("SPRING", { endsOn: null });
    expect((await check()).reason).toBe(CODE_REASONS.usedUp);
    const open = codeAnswerSchema.parse(await (await patch("SPRING", { maxUses: null })).json());
    expect(open.code).toMatchObject({ endsOn: null, maxUses: null });
    expect((await check()).valid).toBe(true);
  });

  it("answers 400 naming the field, 404 for no such code (or a customer's referral code)", async () => {
    const early = await patch("SPRING", { endsOn: "2026-10-01" });
    expect(early.status).toBe(400);
    expect(Object.keys((await errorOf(early)).fields ?? {})).toEqual(["endsOn"]);
    const nothing = await patch("SPRING", {});
    expect(nothing.status).toBe(400);
    const wrong = await patch("SPRING", { maxUses: 0, active: "no" });
    expect(wrong.status).toBe(400);
    expect(Object.keys((await errorOf(wrong)).fields ?? {}).sort()).toEqual(["active", "maxUses"]);
    expect((await patch("NOSUCH", { active: false })).status).toBe(404);
    const referral = await send("GET", "/api/codes/referral", ada);
    const { code } = (await referral.json()) as { code: string };
    expect((await patch(code, { active: false })).status).toBe(404);
  });

  it("writes each change in the audit log with what it was", async () => {
    const entries = auditAnswerSchema
      .parse(await (await send("GET", "/api/admin/audit", owner)).json())
      .entries.filter((entry) => entry.action === "codes.update");
    expect(entries.length).toBe(5);
    // Newest first: the limit removed, then the end removed, ... the first switch off.
    expect(entries.at(-1)).toMatchObject({
      actor: { email: owner.email, role: "owner" },
      recordType: "code",
      before: { active: true, endsOn: "2026-12-31", maxUses: 5 },
      after: { active: false, endsOn: "2026-12-31", maxUses: 5 },
    });
    expect(entries[0]).toMatchObject({
      before: { maxUses: 1, endsOn: null },
      after: { maxUses: null, endsOn: null },
    });
  });
});
