// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { backOfficeSettingsAnswerSchema } from "../shared/api/admin/settings";
import {
  adminMeAnswerSchema,
  auditAnswerSchema,
  staffAnswerSchema,
  staffListAnswerSchema,
} from "../shared/api/admin/staff";
import { recordAudit } from "./services/audit";
import { bearer, errorOf, startBackOffice } from "./test-support/admin";
import type { Account, BackOffice, TestApp } from "./test-support/admin";
import { postJson } from "./test-support/app";
import type { TestDatabase } from "./test-support/database";

// A real database and Auth Emulator on a shared 2-core machine: allow for slow moments.
vi.setConfig({ testTimeout: 60_000 });

// Staff and the audit log over HTTP (issue 26, decision 222), with real tokens: owners add
// people by the e-mail they sign in with, change roles and remove them; every change is in the
// log under the owner's e-mail; the shop always keeps an owner.
let office: BackOffice;
let store: TestDatabase;
let app: TestApp;
let first: Account; // in OWNER_UIDS
let ann: Account;
let ben: Account;
let cleo: Account;
let now = Date.parse("2026-11-26T10:00:00Z");

beforeAll(async () => {
  office = await startBackOffice();
  store = office.store;
  first = await office.account();
  ann = await office.account();
  ben = await office.account();
  cleo = await office.account();
  app = shop([first.uid]);
}, 180_000);

afterAll(() => office?.close(), 30_000);

/** The shop server as started with OWNER_UIDS=`ownerUids`, on the same database. */
function shop(ownerUids: string[]) {
  return office.shop({ ownerUids, clock: () => now });
}

function add(by: Account, email: string, role: string, key?: string, server = app) {
  const headers = { ...bearer(by), ...(key ? { "idempotency-key": key } : {}) };
  return server.request("/api/admin/staff", postJson({ email, role }, headers));
}

function remove(by: Account, uid: string, server = app) {
  return server.request(`/api/admin/staff/${uid}`, { method: "DELETE", headers: bearer(by) });
}

async function me(account: Account, server = app) {
  return server.request("/api/admin/me", { headers: bearer(account) });
}

async function audit(query = "") {
  const response = await app.request(`/api/admin/audit${query}`, { headers: bearer(first) });
  expect(response.status).toBe(200);
  return auditAnswerSchema.parse(await response.json()).entries;
}

describe("the staff", () => {
  it("brings in an OWNER_UIDS account as an owner, under its e-mail", async () => {
    const response = await me(first);
    expect(response.status).toBe(200);
    expect(adminMeAnswerSchema.parse(await response.json())).toEqual({
      staff: { uid: first.uid, email: first.email, role: "owner" },
    });
    const list = await app.request("/api/admin/staff", { headers: bearer(first) });
    expect(staffListAnswerSchema.parse(await list.json()).staff).toEqual([
      {
        uid: first.uid,
        email: first.email,
        role: "owner",
        addedBy: "OWNER_UIDS",
        addedAt: "2026-11-26T10:00:00.000Z",
        fromOwnerUids: true,
      },
    ]);
    expect(await audit()).toMatchObject([
      {
        actor: { uid: "OWNER_UIDS", email: "OWNER_UIDS", role: "owner" },
        action: "staff.add",
        recordId: first.uid,
        before: null,
        after: { email: first.email, role: "owner", addedBy: "OWNER_UIDS" },
      },
    ]);
  });

  it("adds a person by e-mail, once per key, and the log names the owner who did it", async () => {
    now = Date.parse("2026-11-26T11:00:00Z");
    expect((await me(ann)).status).toBe(403);
    const added = await add(first, ann.email.toUpperCase(), "support", "add-ann");
    expect(added.status).toBe(201);
    const entry = staffAnswerSchema.parse(await added.json()).staff;
    expect(entry).toEqual({
      uid: ann.uid,
      email: ann.email,
      role: "support",
      addedBy: first.email,
      addedAt: "2026-11-26T11:00:00.000Z",
      fromOwnerUids: false,
    });
    const again = await add(first, ann.email.toUpperCase(), "support", "add-ann");
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");

    const meAnswer = adminMeAnswerSchema.parse(await (await me(ann)).json());
    expect(meAnswer.staff).toEqual({ uid: ann.uid, email: ann.email, role: "support" });

    const entries = await audit(`?actor=${encodeURIComponent(first.email)}`);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      at: "2026-11-26T11:00:00.000Z",
      actor: { uid: first.uid, email: first.email, role: "owner" },
      action: "staff.add",
      recordType: "staff",
      recordId: ann.uid,
      customerUid: null,
      before: null,
      after: entry,
    });
  });

  it("changes a role at once (200), and the same role again changes and logs nothing", async () => {
    const changed = await add(first, ann.email, "packer");
    expect(changed.status).toBe(200);
    expect(staffAnswerSchema.parse(await changed.json()).staff.role).toBe("packer");
    expect(adminMeAnswerSchema.parse(await (await me(ann)).json()).staff.role).toBe("packer");
    // A packer manages no staff.
    expect((await add(ann, ben.email, "packer")).status).toBe(403);

    const same = await add(first, ann.email, "packer");
    expect(same.status).toBe(200);
    const entries = await audit(`?actor=${first.uid}`);
    expect(entries.map((each) => each.action)).toEqual(["staff.role", "staff.add"]);
    expect(entries[0]).toMatchObject({
      before: { role: "support" },
      after: { role: "packer" },
    });
  });

  it("refuses an address nobody signs in with, and a role that does not exist", async () => {
    const nobody = await add(first, "nobody-here@example.com", "support");
    expect(nobody.status).toBe(404);
    expect((await errorOf(nobody)).message).toBe(
      "Nobody signs in with nobody-here@example.com yet: ask them to create an account on the shop first.",
    );
    const badRole = await add(first, ben.email, "manager");
    expect(badRole.status).toBe(400);
    expect((await errorOf(badRole)).fields).toEqual({
      role: "Choose a role: owner, support or packer.",
    });
  });

  it("removes a person at once: their next request, same token, is 403; the log keeps their name", async () => {
    expect((await add(first, ben.email, "support")).status).toBe(201);
    expect((await me(ben)).status).toBe(200);
    // Ben's own write, logged under him, before he leaves.
    await store.database.use("test.audit", (db) =>
      recordAudit(db, {
        actor: { uid: ben.uid, email: ben.email, role: "support" },
        action: "subscriptions.skip",
        recordType: "subscription",
        recordId: "7",
        customerUid: "customer-1",
        before: { status: "active" },
        after: { status: "active", skipped: ["2026-12-01"] },
      }),
    );
    expect((await remove(first, ben.uid)).status).toBe(204);
    const after = await me(ben);
    expect(after.status).toBe(403);
    expect((await errorOf(after)).message).toBe("This is for the shop's staff only.");
    expect((await remove(first, ben.uid)).status).toBe(404);

    const his = await audit(`?actor=${ben.uid}`);
    expect(his).toHaveLength(1);
    expect(his[0]).toMatchObject({
      actor: { email: ben.email, role: "support" },
      customerUid: "customer-1",
    });
    expect(await audit("?customer=customer-1")).toEqual(his);
    const removal = (await audit()).find((each) => each.action === "staff.remove");
    expect(removal).toMatchObject({
      actor: { email: first.email },
      recordId: ben.uid,
      before: { email: ben.email, role: "support" },
      after: null,
    });
  });

  it("keeps an owner: OWNER_UIDS owners and the last owner cannot be removed or demoted", async () => {
    const named = await remove(first, first.uid);
    expect(named.status).toBe(409);
    expect((await errorOf(named)).message).toBe(
      `${first.email} is an owner through the server's OWNER_UIDS setting: take their uid out of it and restart the server first.`,
    );
    expect((await add(first, first.email, "support")).status).toBe(409);

    // Cleo becomes an owner; the server restarts without OWNER_UIDS.
    expect((await add(first, cleo.email, "owner")).status).toBe(201);
    const restarted = shop([]);
    expect((await remove(cleo, first.uid, restarted)).status).toBe(204);
    expect((await me(first, restarted)).status).toBe(403);
    const last = await remove(cleo, cleo.uid, restarted);
    expect(last.status).toBe(409);
    expect((await errorOf(last)).message).toBe(
      "This is the shop's last owner: add another owner first, so that someone can still manage the staff.",
    );
    expect((await add(cleo, cleo.email, "support", undefined, restarted)).status).toBe(409);
    expect(adminMeAnswerSchema.parse(await (await me(cleo, restarted)).json()).staff.role).toBe(
      "owner",
    );
    // Started with OWNER_UIDS again, the first owner is back, and the log says how.
    expect((await me(first)).status).toBe(200);
    expect((await audit("?actor=OWNER_UIDS"))[0]).toMatchObject({
      action: "staff.add",
      recordId: first.uid,
    });
  });

  it("reads the log only for owners, 100 at a time, and refuses a bad page cursor", async () => {
    const packer = await app.request("/api/admin/audit", { headers: bearer(ann) });
    expect(packer.status).toBe(403);
    const bad = await app.request("/api/admin/audit?before=abc", { headers: bearer(first) });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields).toEqual({ before: "Give `before` as an entry's id." });
    const all = await audit();
    const older = await audit(`?before=${all[1]!.id}`);
    expect(older).toEqual(all.slice(2));
  });

  it("lets owners set support's refund cap (0 until set), which support can read", async () => {
    now = Date.parse("2026-11-26T12:00:00Z");
    expect((await add(first, ben.email, "support")).status).toBe(201);
    const read = async (account: Account) => {
      const response = await app.request("/api/admin/settings", { headers: bearer(account) });
      expect(response.status).toBe(200);
      return backOfficeSettingsAnswerSchema.parse(await response.json()).settings;
    };
    const put = (account: Account, body: unknown) =>
      app.request("/api/admin/settings", postJson(body, bearer(account), "PUT"));
    expect(await read(ben)).toEqual({ supportRefundCapCents: 0 });

    const set = await put(first, { supportRefundCapCents: 2500 });
    expect(set.status).toBe(200);
    expect(await read(ben)).toEqual({ supportRefundCapCents: 2500 });
    expect((await put(ben, { supportRefundCapCents: 900_000 })).status).toBe(403);
    const bad = await put(first, { supportRefundCapCents: 12.5 });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields).toEqual({
      supportRefundCapCents: "Give the cap in cents, a whole number from 0.",
    });
    expect(await read(first)).toEqual({ supportRefundCapCents: 2500 });
    const [entry] = await audit();
    expect(entry).toMatchObject({
      at: "2026-11-26T12:00:00.000Z",
      actor: { email: first.email },
      action: "settings.update",
      before: { supportRefundCapCents: 0 },
      after: { supportRefundCapCents: 2500 },
    });
    // A packer sees no payment settings.
    const packer = await app.request("/api/admin/settings", { headers: bearer(ann) });
    expect(packer.status).toBe(403);
  });
});
