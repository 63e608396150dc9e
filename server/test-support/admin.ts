import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Address } from "../../shared/api/address";
import type { StaffRole } from "../../shared/api/admin/staff";
import { checkoutAnswerSchema, type CheckoutAnswer } from "../../shared/api/checkout";
import { apiErrorSchema } from "../../shared/api/errors";
import { petAnswerSchema } from "../../shared/api/pets";
import type { ApiDeps } from "../api-deps";
import { firebaseAccounts } from "../auth/accounts";
import { firebaseTokenVerifier } from "../auth/verify-token";
import type { Database } from "../db/client";
import { deliveries, outbox } from "../db/schema";
import { postJson, testApp } from "./app";
import { home } from "./commerce";
import { freshDatabase, type TestDatabase } from "./database";
import {
  startTestEmulator,
  TEST_PROJECT,
  type TestEmulator,
} from "../../scripts/lib/test-emulator";

// The back office's API tests (server/api.admin-*.test.ts) over HTTP with real tokens: one
// fresh database and Auth Emulator a file, the shop server on them, staff added through the API
// as an owner would, and the customer's steps (a pet, an order, its first box) they start from.

/** An account signed in on the Auth Emulator. */
export type Account = { uid: string; idToken: string; email: string };
export type TestApp = ReturnType<typeof testApp>;

export interface BackOffice {
  store: TestDatabase;
  emulator: TestEmulator;
  /** A new account on the emulator, with its ID token. */
  account(): Promise<Account>;
  /** The shop server on this database, checking the emulator's tokens. */
  shop(overrides?: Partial<ApiDeps>): TestApp;
  /**
   * A new owner (in OWNER_UIDS), packer and support member, and the shop server they work in:
   * the owner adds the other two through the staff API.
   */
  staffedShop(
    overrides?: Partial<ApiDeps>,
  ): Promise<{ app: TestApp; owner: Account; packer: Account; support: Account }>;
  /** `staffedShop`, and a new customer, Ada, with a cat, Milo (`petId`), to order boxes for. */
  shopWithCustomer(overrides?: Partial<ApiDeps>): Promise<{
    app: TestApp;
    owner: Account;
    packer: Account;
    support: Account;
    ada: Account;
    petId: number;
  }>;
  close(): Promise<void>;
}

/** Starts a test file's back office; `close()` it in afterAll. */
export async function startBackOffice(): Promise<BackOffice> {
  const store = await freshDatabase();
  let emulator: TestEmulator;
  try {
    emulator = await startTestEmulator();
  } catch (error) {
    await store.drop();
    throw error;
  }
  // After the emulator: firebase-admin finds it through FIREBASE_AUTH_EMULATOR_HOST.
  const tokens = firebaseTokenVerifier({ projectId: TEST_PROJECT });
  const accounts = firebaseAccounts({ projectId: TEST_PROJECT });
  const account = () => emulator.createAccount();
  const shop = (overrides: Partial<ApiDeps> = {}) =>
    testApp({ database: store.database, tokens, accounts, ...overrides });
  async function staffedShop(overrides: Partial<ApiDeps> = {}) {
    const owner = await account();
    const packer = await account();
    const support = await account();
    const app = shop({ ownerUids: [owner.uid], ...overrides });
    await addStaff(app, owner, [
      [packer, "packer"],
      [support, "support"],
    ]);
    return { app, owner, packer, support };
  }
  return {
    store,
    emulator,
    account,
    shop,
    staffedShop,
    async shopWithCustomer(overrides = {}) {
      const staffed = await staffedShop(overrides);
      const ada = await account();
      const petId = await newPet(staffed.app, ada, { name: "Milo", species: "cat" });
      return { ...staffed, ada, petId };
    },
    async close() {
      await tokens.close();
      await accounts.close();
      await store.drop();
      await emulator.stop();
    },
  };
}

/** Headers signed in as `account`, with an Idempotency-Key when one is given. */
export function bearer(account: Account, key?: string): Record<string, string> {
  return {
    authorization: `Bearer ${account.idToken}`,
    ...(key === undefined ? {} : { "idempotency-key": key }),
  };
}

/** A request to `shop` as `account`; a body is sent as JSON. */
export function sendAs(
  shop: TestApp,
  method: string,
  url: string,
  account: Account,
  body?: unknown,
  key?: string,
) {
  return body === undefined
    ? shop.request(url, { method, headers: bearer(account, key) })
    : shop.request(url, postJson(body, bearer(account, key), method));
}

/** `sendAs` to the server `shop()` answers when called (a file's server, set in beforeAll). */
export function sender(shop: () => TestApp) {
  return (method: string, url: string, account: Account, body?: unknown, key?: string) =>
    sendAs(shop(), method, url, account, body, key);
}

/** The error of an error answer (decision 041). */
export async function errorOf(response: Response) {
  return apiErrorSchema.parse(await response.json()).error;
}

/** `owner` adds each account with its role through the staff API. */
export async function addStaff(
  shop: TestApp,
  owner: Account,
  members: readonly (readonly [Account, StaffRole])[],
) {
  for (const [account, role] of members) {
    const added = await sendAs(shop, "POST", "/api/admin/staff", owner, {
      email: account.email,
      role,
    });
    expect(added.status, await added.clone().text()).toBe(201);
  }
}

/** A pet of `customer`'s, added through the API; answers its id. */
export async function newPet(shop: TestApp, customer: Account, pet: Record<string, unknown>) {
  const response = await sendAs(shop, "POST", "/api/pets", customer, pet);
  expect(response.status, await response.clone().text()).toBe(201);
  return petAnswerSchema.parse(await response.json()).pet.id;
}

/**
 * `customer` checks out box 1 for their pet on the per-box plan, paying as `shop` takes payment
 * (on delivery unless it was given card payments), to `address`.
 */
export async function checkout(
  shop: TestApp,
  customer: Account,
  line: { petId: number; allergySwap?: string },
  address: Address = home,
): Promise<CheckoutAnswer> {
  const response = await sendAs(shop, "POST", "/api/checkout", customer, {
    lines: [{ boxId: 1, quantity: 1, ...line }],
    planId: "per-box",
    address,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return checkoutAnswerSchema.parse(await response.json());
}

/** The id of a subscription's first box. */
export async function firstBoxOf(database: Database, subscriptionId: number) {
  const [row] = await database.use("test.delivery", (db) =>
    db
      .select({ id: deliveries.id })
      .from(deliveries)
      .where(and(eq(deliveries.subscriptionId, subscriptionId), eq(deliveries.sequence, 0))),
  );
  if (!row) throw new Error(`subscription ${subscriptionId} has no first box`);
  return row.id;
}

/** `customer` orders a box for their pet, paying on delivery: its subscription and first box. */
export async function orderBox(
  shop: TestApp,
  database: Database,
  customer: Account,
  petId: number,
) {
  const subscriptionId = (await checkout(shop, customer, { petId })).subscriptions[0]!.id;
  return { subscriptionId, id: await firstBoxOf(database, subscriptionId) };
}

/** `packer` packs box `id`, then ships it with a USPS tracking number, each write under a key. */
export async function packAndShip(
  shop: TestApp,
  packer: Account,
  id: number,
  keys: readonly [string, string],
) {
  const packed = await sendAs(
    shop,
    "POST",
    `/api/admin/deliveries/${id}/pack`,
    packer,
    undefined,
    keys[0],
  );
  expect(packed.status, await packed.clone().text()).toBe(200);
  const shipped = await sendAs(
    shop,
    "POST",
    `/api/admin/deliveries/${id}/ship`,
    packer,
    { carrier: "usps", trackingNumber: "9400100" },
    keys[1],
  );
  expect(shipped.status, await shipped.clone().text()).toBe(200);
}

/** The e-mails of one kind to one customer in the outbox. */
export function outboxMails(database: Database, kind: string, recipientUid: string) {
  return database.use("test.outbox", (db) =>
    db
      .select({ email: outbox.recipientEmail, text: outbox.text, subject: outbox.subject })
      .from(outbox)
      .where(and(eq(outbox.kind, kind), eq(outbox.recipientUid, recipientUid))),
  );
}
