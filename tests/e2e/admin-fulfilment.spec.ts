import type { APIRequestContext } from "@playwright/test";
import type { ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startShopServer, stopProcess, waitForHttp } from "../../scripts/lib/services";
import { E2E_APP_PORT, E2E_BUILD_DIR, E2E_EMULATOR_HOST, E2E_EMULATOR_URL } from "./env";
import {
  createAccount,
  emulatorAdmin,
  expect,
  signIn,
  test,
  type TestAccount,
  uniqueEmail,
} from "./fixtures";

// What became of a shipped box (issue 26, decision 237): a packer marks it delivered, then
// returned, on the packing screen, and the customer's orders page says so.

/** The account the shop server names in OWNER_UIDS: the shop's first owner. */
const OWNER = { uid: "e2e-shop-owner", email: "owner@e2e-petbox.example", password: "Kibble123" };

const home = {
  fullName: "Ada Lovelace",
  line1: "12 Main Street",
  city: "Springfield",
  region: "IL",
  postalCode: "62704",
  country: "US",
};

/**
 * A shop server of this file's own (as support/dated-shop.ts, on a port of its own so it can run
 * beside admin.spec.ts's): its own database and a clock set back `daysAgo` days, so an order
 * placed "three weeks ago" has a box whose day has passed and can be shipped today.
 */
function datedShop() {
  const port = E2E_APP_PORT + 7;
  const dataDir = path.join(os.tmpdir(), `petbox-e2e-fulfilment-${port}`);
  let server: ChildProcess | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    async start(daysAgo = 0) {
      await stopProcess(server);
      server = startShopServer({
        port,
        buildDir: E2E_BUILD_DIR,
        quiet: true,
        env: {
          FIREBASE_AUTH_EMULATOR_HOST: E2E_EMULATOR_HOST,
          DATA_DIR: dataDir,
          DATABASE_URL: "",
          OWNER_UIDS: OWNER.uid,
          RATE_LIMIT_WRITES: "1000",
          SHIFTED_CLOCK_MS: String(-daysAgo * 86_400_000),
          NODE_OPTIONS: `--import=${path.resolve("tests/e2e/support/shifted-clock.mjs")}`,
        },
      });
      await waitForHttp(`http://127.0.0.1:${port}/`, { child: server, timeoutMs: 90_000 });
    },
    async stop() {
      await stopProcess(server);
      rmSync(dataDir, { recursive: true, force: true });
    },
    clean() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function ownerToken(): Promise<string> {
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

async function packerAccount(request: APIRequestContext) {
  const account = await createAccount({ email: uniqueEmail("packer"), displayName: "Sam packer" });
  const response = await request.post("/api/admin/staff", {
    data: { email: account.email, role: "packer" },
    headers: {
      authorization: `Bearer ${await ownerToken()}`,
      "idempotency-key": crypto.randomUUID(),
    },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return account;
}

/** A customer's order of one box for a new dog: its number. */
async function customerOrder(request: APIRequestContext, account: TestAccount) {
  const headers = { authorization: `Bearer ${account.idToken}` };
  const pet = await request.post("/api/pets", {
    data: { name: "Rex", species: "dog", size: "large" },
    headers,
  });
  expect(pet.status(), await pet.text()).toBe(201);
  const petId = ((await pet.json()) as { pet: { id: number } }).pet.id;
  const order = await request.post("/api/checkout", {
    data: { lines: [{ boxId: 2, petId, quantity: 1 }], planId: "per-box", address: home },
    headers,
  });
  expect(order.status(), await order.text()).toBe(201);
  return ((await order.json()) as { order: { number: number } }).order.number;
}

/** The customer's first box: its delivery id and the month it ships in. */
async function firstBox(request: APIRequestContext, account: TestAccount) {
  const response = await request.get("/api/account/history", {
    headers: { authorization: `Bearer ${account.idToken}` },
  });
  const history = (await response.json()) as { deliveries: { id: number; date: string }[] };
  const first = history.deliveries.at(-1);
  expect(first, JSON.stringify(history)).toBeTruthy();
  return { id: first!.id, month: first!.date.slice(0, 7) };
}

const label = (number: number) => `PB-${String(number).padStart(6, "0")}`;

test.describe("a shipped box delivered, then returned", () => {
  const shop = datedShop();
  test.afterAll(() => shop.stop());

  test("a packer on a 390 px phone marks a shipped box delivered, then returned; it stays so after a reload and the customer sees it returned", async ({
    browser,
    playwright,
  }) => {
    test.setTimeout(240_000);
    const api = await playwright.request.newContext({ baseURL: shop.url });
    // Ordered three weeks ago: today its box is past its day, so it can be shipped.
    shop.clean();
    await shop.start(21);
    const customer = await createAccount();
    const number = await customerOrder(api, customer);
    await shop.start(0);
    const packer = await packerAccount(api);
    const box = await firstBox(api, customer);
    // Shipping is admin.spec.ts's to drive on screen; here it is the step before.
    const shipped = await api.post(`/api/admin/deliveries/${box.id}/ship`, {
      data: { carrier: "ups", trackingNumber: "1Z999AA10123456784" },
      headers: {
        authorization: `Bearer ${packer.idToken}`,
        "idempotency-key": crypto.randomUUID(),
      },
    });
    expect(shipped.status(), await shipped.text()).toBe(200);

    const phone = await browser.newContext({
      baseURL: shop.url,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await phone.newPage();
    await signIn(page, packer);
    await page.goto(`/admin/packing?month=${box.month}`);
    const line = page.getByRole("listitem").filter({ hasText: label(number) });
    await expect(line).toContainText("Shipped");
    await line.getByRole("button", { name: `Mark ${label(number)} delivered` }).tap();
    await expect(page.getByText(`${label(number)} delivered.`)).toBeVisible();
    await expect(line).toContainText("Delivered");
    await expect(line.getByRole("button", { name: `Mark ${label(number)} delivered` })).toHaveCount(
      0,
    );
    await page.reload();
    await expect(line).toContainText("Delivered");
    await line.getByRole("button", { name: `Mark ${label(number)} returned` }).tap();
    await expect(page.getByText(`${label(number)} returned.`)).toBeVisible();
    await expect(line).toContainText("Returned");
    await expect(line.getByRole("button", { name: /^Mark / })).toHaveCount(0);
    await phone.close();

    const desk = await browser.newContext({ baseURL: shop.url });
    const customerPage = await desk.newPage();
    await signIn(customerPage, customer);
    await customerPage.goto("/account/orders");
    const returned = customerPage.getByRole("listitem").filter({ hasText: "1Z999AA10123456784" });
    await expect(returned).toContainText("Returned");
    await desk.close();
    await api.dispose();
  });
});
