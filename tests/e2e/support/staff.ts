import type { APIRequestContext, Page } from "@playwright/test";
import type { StaffRole } from "../../../shared/api/admin/staff";
import { E2E_EMULATOR_URL } from "../env";
import {
  createAccount,
  emulatorAdmin,
  expect,
  signIn,
  type TestAccount,
  uniqueEmail,
} from "../fixtures";

// The back office's people, as the admin specs make them (issue 26): the first owner that
// scripts/e2e-server.ts (and support/dated-shop.ts) name in OWNER_UIDS, and staff members the
// owner adds through the API, as the Staff screen does.

/** The account named in OWNER_UIDS: the shop's first owner. */
export const OWNER = {
  uid: "e2e-shop-owner",
  email: "owner@e2e-petbox.example",
  password: "Kibble123",
} as const;

/** The owner's ID token, the account made in the emulator the first time it is needed. */
export async function ownerToken(): Promise<string> {
  // Every spec (and worker) may be first: an account already there is the one wanted.
  await emulatorAdmin("/accounts", { localId: OWNER.uid, ...OWNER }).catch((error: Error) => {
    if (!/DUPLICATE|EXISTS/.test(error.message)) throw error;
  });
  const response = await fetch(
    `${E2E_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        email: OWNER.email,
        password: OWNER.password,
        returnSecureToken: true,
      }),
    },
  );
  expect(response.ok).toBe(true);
  return ((await response.json()) as { idToken: string }).idToken;
}

/**
 * A new account the owner puts on the staff with `role` (POST /api/admin/staff), on the shop
 * `request` talks to. Named "Sam <role>" unless told otherwise.
 */
export async function staffMember(
  request: APIRequestContext,
  role: StaffRole,
  { displayName = `Sam ${role}` }: { displayName?: string } = {},
): Promise<TestAccount> {
  const account = await createAccount({ email: uniqueEmail(role), displayName });
  const response = await request.post("/api/admin/staff", {
    data: { email: account.email, role },
    headers: {
      authorization: `Bearer ${await ownerToken()}`,
      "idempotency-key": crypto.randomUUID(),
    },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return account;
}

/** Signed in as `account` (a member of staff, or anyone), at `path` of the back office. */
export async function openAdmin(
  page: Page,
  account: Pick<TestAccount, "email" | "password">,
  path = "/admin",
) {
  await signIn(page, account);
  await page.goto(path);
}

/** Signed in as the first owner (made in the emulator if need be), at `path`. */
export async function openAsOwner(page: Page, path = "/admin") {
  await ownerToken();
  await openAdmin(page, OWNER, path);
}
