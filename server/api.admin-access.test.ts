// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { staffRoles, type StaffRole } from "../shared/api/admin/staff";
import { apiErrorSchema } from "../shared/api/errors";
import { addStaff, bearer, startBackOffice } from "./test-support/admin";
import type { Account, BackOffice, TestApp } from "./test-support/admin";
import { adminEndpoints, type AdminEndpoint } from "./test-support/admin-endpoints";
import { postJson } from "./test-support/app";

// A real database and Auth Emulator on a shared 2-core machine: allow for slow moments.
vi.setConfig({ testTimeout: 60_000 });

// Issue 26's access matrix: every admin endpoint (server/test-support/admin-endpoints.ts) ×
// visitor, customer, removed staff and each role, with real tokens. The staff are added and
// removed through the API itself, as an owner would.
let office: BackOffice;
let app: TestApp;
let owner: Account;
const staffAccounts = {} as Record<StaffRole, Account>;
let customer: Account;
let removed: Account;

function call(endpoint: AdminEndpoint, headers: Record<string, string>) {
  const { method, path, body } = endpoint;
  return body === undefined
    ? app.request(path, { method, headers })
    : app.request(path, postJson(body, headers, method));
}

beforeAll(async () => {
  office = await startBackOffice();
  ({
    app,
    owner,
    support: staffAccounts.support,
    packer: staffAccounts.packer,
  } = await office.staffedShop());
  staffAccounts.owner = owner;
  customer = await office.account();
  removed = await office.account();
  await addStaff(app, owner, [[removed, "owner"]]);
  // On the staff a moment ago, with a token from then: removal takes effect at once.
  const before = await app.request("/api/admin/me", { headers: bearer(removed) });
  expect(before.status).toBe(200);
  const gone = await app.request(`/api/admin/staff/${removed.uid}`, {
    method: "DELETE",
    headers: bearer(owner),
  });
  expect(gone.status).toBe(204);
}, 180_000);

afterAll(() => office?.close(), 30_000);

async function forbidden(response: Response) {
  expect(response.status).toBe(403);
  expect(apiErrorSchema.parse(await response.json()).error.code).toBe("forbidden");
}

describe.each(adminEndpoints)("$method $path", (endpoint) => {
  it("is 401 for a visitor and for a token that is not valid", async () => {
    const visitor = await call(endpoint, {});
    expect(visitor.status).toBe(401);
    expect(visitor.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect(apiErrorSchema.parse(await visitor.json()).error.code).toBe("unauthenticated");
    const bad = await call(endpoint, { authorization: "Bearer not-a-token" });
    expect(bad.status).toBe(401);
  });

  it("is 403 for a customer and for removed staff", async () => {
    await forbidden(await call(endpoint, bearer(customer)));
    await forbidden(await call(endpoint, bearer(removed)));
  });

  it.each(staffRoles)("answers %s as the table says", async (role) => {
    const response = await call(endpoint, bearer(staffAccounts[role]));
    if (endpoint.allowed.includes(role)) {
      // Allowed: it may still refuse what was sent (400, 404, 409), never who sent it.
      expect([401, 403], await response.clone().text()).not.toContain(response.status);
      expect(response.status).toBeLessThan(500);
    } else {
      await forbidden(response);
    }
  });
});

describe("the endpoint table", () => {
  it("has a row for every /api/admin route the API registers", () => {
    const registered = new Set(
      app.routes
        .filter((route) => route.method !== "ALL" && route.path.startsWith("/api/admin/"))
        .map((route) => `${route.method} ${route.path.replace(/:\w+/g, ":")}`),
    );
    const rows = new Set(
      adminEndpoints.map(({ method, path }) => `${method} ${path.split("?")[0]}`),
    );
    for (const route of registered) {
      const [method, pattern] = route.split(" ") as [string, string];
      const shape = new RegExp(`^${pattern.replace(/:/g, "[^/]+")}$`);
      const covered = [...rows].some((row) => {
        const [rowMethod, rowPath] = row.split(" ") as [string, string];
        return rowMethod === method && shape.test(rowPath);
      });
      expect(covered, `${route} has no row in server/test-support/admin-endpoints.ts`).toBe(true);
    }
    expect(registered.size).toBeGreaterThanOrEqual(5);
  });
});
