// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { checkoutAnswerSchema } from "../shared/api/checkout";
import {
  CODE_REASONS,
  codeAnswerSchema,
  codeCheckAnswerSchema,
  codesAnswerSchema,
} from "../shared/api/codes";
import { errorOf, sender, startBackOffice } from "./test-support/admin";
import type { Account, BackOffice, TestApp } from "./test-support/admin";
import { home } from "./test-support/commerce";

// A real database and Auth Emulator on a shared 2-core machine: allow for slow moments.
vi.setConfig({ testTimeout: 60_000 });

// Discount codes over HTTP (issue 28, decision 267): owners make and list them, a customer checks
// one and checks out with it, and each refusal is said plainly.
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
}, 180_000);
afterAll(() => office?.close(), 30_000);

const makeCode = (body: unknown, as: Account = owner) => send("POST", "/api/admin/codes", as, body);
const cart = { lines: [{ boxId: 1, quantity: 2 }], planId: "per-box" };

describe("POST /api/admin/codes and GET /api/admin/codes", () => {
  it("lets an owner make a code, 201, and no one else", async () => {
    const made = await makeCode({
      code: "welcome10",
      percentOff: 10,
      firstBoxOnly: false,
      months: 3,
      endsOn: "2026-12-31",
      maxUses: 100,
      oncePerCustomer: true,
    });
    expect(made.status, await made.clone().text()).toBe(201);
    expect(codeAnswerSchema.parse(await made.json()).code).toMatchObject({
      code: "WELCOME10",
      percentOff: 10,
      amountOff: null,
      firstBoxOnly: false,
      months: 3,
      endsOn: "2026-12-31",
      maxUses: 100,
      oncePerCustomer: true,
      uses: 0,
    });
    const bySupport = await makeCode(
      { code: "SUPPORT5", amountOff: 500, firstBoxOnly: true, oncePerCustomer: false },
      support,
    );
    expect(bySupport.status).toBe(403);
    expect(
      (
        await makeCode(
          { code: "ADA5", amountOff: 500, firstBoxOnly: true, oncePerCustomer: false },
          ada,
        )
      ).status,
    ).toBe(403);
    expect((await send("GET", "/api/admin/codes", support)).status).toBe(403);
  });

  it("answers 400 naming each field to fix", async () => {
    const both = await makeCode({
      code: "BOTH",
      percentOff: 10,
      amountOff: 100,
      firstBoxOnly: false,
      oncePerCustomer: false,
    });
    expect(both.status).toBe(400);
    expect((await errorOf(both)).fields).toEqual({
      percentOff: "Give a percent off or an amount off, not both.",
      months: "Give for how many months every box is discounted.",
    });
    const badCode = await makeCode({
      code: "x",
      percentOff: 101,
      firstBoxOnly: true,
      oncePerCustomer: false,
    });
    expect((await errorOf(badCode)).fields).toEqual({
      code: "A code is 3 to 32 letters, digits, hyphens or underscores.",
      percentOff: "Give the percent off, a whole number from 1 to 100.",
    });
    const taken = await makeCode({
      code: "Welcome10",
      amountOff: 100,
      firstBoxOnly: true,
      oncePerCustomer: false,
    });
    expect(taken.status).toBe(400);
    expect((await errorOf(taken)).fields).toEqual({ code: "There is already a code WELCOME10." });
    const noBox = await makeCode({
      code: "NOBOX",
      amountOff: 100,
      firstBoxOnly: true,
      oncePerCustomer: false,
      boxIds: ["99"],
    });
    expect((await errorOf(noBox)).fields).toEqual({ "boxIds.0": "There is no box 99." });
  });
});

describe("POST /api/codes/check", () => {
  it("answers what the code takes off, or why not, in plain words", async () => {
    const ok = await send("POST", "/api/codes/check", ada, { code: " welcome10 ", ...cart });
    expect(ok.status, await ok.clone().text()).toBe(200);
    // 10 % of two $29.99 boxes (5998) is 599.8 → 600.
    expect(codeCheckAnswerSchema.parse(await ok.json())).toEqual({
      valid: true,
      discount: 600,
      // Each box delivery's cents off, and for how long, for the consent (decision 276).
      lines: [{ discount: 600, perDelivery: 600 }],
      months: 3,
    });
    const unknown = await send("POST", "/api/codes/check", ada, { code: "NOPE", ...cart });
    expect(await unknown.json()).toEqual({
      valid: false,
      discount: 0,
      lines: [{ discount: 0 }],
      reason: CODE_REASONS.unknown,
    });
    const anonymous = await app.request("/api/codes/check", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ code: "WELCOME10", ...cart }),
    });
    expect(anonymous.status).toBe(401);
    const bad = await send("POST", "/api/codes/check", ada, {
      code: "WELCOME10",
      lines: [],
      planId: "per-box",
    });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields).toEqual({ lines: "Your cart is empty." });
  });
});

describe("POST /api/checkout with a code", () => {
  it("places the order with the discount, counts the use, and refuses the code a second time", async () => {
    const order = {
      lines: [{ boxId: 1, petId: milo, quantity: 2 }],
      planId: "per-box",
      address: home,
    };
    const placed = await send("POST", "/api/checkout", ada, { ...order, code: "welcome10" });
    expect(placed.status, await placed.clone().text()).toBe(201);
    const answer = checkoutAnswerSchema.parse(await placed.json());
    expect(answer.order.discount).toBe(600);
    expect(answer.order.lines[0]?.discount).toBe(600);
    expect(answer.order.total).toBe(5998 + answer.order.shipping - 600);
    // The consent stored with the order says the code's amount and for how long (decision 276).
    expect(answer.order.consent).toContain(
      "Code WELCOME10: $6.00 off each of the first 3 deliveries of ",
    );
    expect(answer.order.consent).toContain("($53.98 instead of $59.98), then $59.98 a delivery.");

    const listed = codesAnswerSchema.parse(
      await (await send("GET", "/api/admin/codes", owner)).json(),
    );
    expect(listed.codes.find((code) => code.code === "WELCOME10")?.uses).toBe(1);

    const again = await send("POST", "/api/checkout", ada, { ...order, code: "WELCOME10" });
    expect(again.status).toBe(400);
    expect((await errorOf(again)).fields).toEqual({ code: CODE_REASONS.usedByYou });
    const check = await send("POST", "/api/codes/check", ada, { code: "WELCOME10", ...cart });
    expect(codeCheckAnswerSchema.parse(await check.json()).reason).toBe(CODE_REASONS.usedByYou);
  });
});
