import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { E2E_EMULATOR_URL } from "./env";
import {
  createAccount,
  expect,
  expectNoA11yViolations,
  screenshots,
  sidewaysOverflow,
  signIn,
  test,
  uniqueEmail,
  type TestAccount,
} from "./fixtures";
import { datedShop } from "./support/dated-shop";
import { orderLabel } from "./support/orders";
import { outboxMessage } from "./support/shop-command";
import { staffMember } from "./support/staff";

// Gift subscriptions end to end (issue 28, decisions 269 and 272): a buyer gives 3 boxes and
// pays by bank transfer, staff record it, the gift e-mail goes out with its link, the recipient
// claims it in a browser of their own for their pet, and the first box's packing line carries
// the message. That nothing renews after the third box once shipped is checked without a browser
// or a restarted shop, in server/jobs/reminders.test.ts.

/** How far back the shop's clock is set while the gifts are given and claimed. */
const DAYS_AGO = 100;
/** Artisan Dog Treats: monthly, for dogs, its pumpkin oat biscuits hold grain. */
const BOX = { id: 7, name: "Artisan Dog Treats" };
const SWAP = "we swap the pumpkin oat biscuits for grain-free pumpkin biscuits";
const MESSAGE = "Happy birthday, Biscuit! Love, Ada";
const PHOTO_PATH = "/images/logo.svg";

const writeHeaders = (token: string) => ({
  authorization: `Bearer ${token}`,
  "idempotency-key": crypto.randomUUID(),
});

/** A gift of 3 boxes `buyer` gives (POST /api/gifts, as the gift form sends it): its order. */
async function giveGift(
  api: APIRequestContext,
  buyer: TestAccount,
  recipient: { name: string; email: string },
  extra: Record<string, unknown> = {},
) {
  const response = await api.post("/api/gifts", {
    data: {
      boxId: BOX.id,
      deliveries: 3,
      recipientName: recipient.name,
      recipientEmail: recipient.email,
      ...extra,
    },
    headers: writeHeaders(buyer.idToken),
  });
  expect(response.status(), await response.text()).toBe(201);
  const { order } = (await response.json()) as {
    order: { id: string; number: number; status: string; payment: { method: string } };
  };
  // Without Stripe, the gift waits for a bank transfer.
  expect(order.status).toBe("awaiting_transfer");
  expect(order.payment.method).toBe("transfer");
  return order;
}

/** The claim link's path (/gift/{token}) of the gift e-mail to `email`, once it has gone out. */
async function claimLinkTo(dataDir: string, email: string): Promise<string> {
  let text: string | null = null;
  await expect
    .poll(
      async () => {
        text = await outboxMessage(dataDir, "gift_sent", email);
        return text;
      },
      { timeout: 60_000 },
    )
    .not.toBeNull();
  const link = /https?:\/\/[^\s/]+(\/gift\/[A-Za-z0-9_-]{43})/.exec(text ?? "");
  expect(link, text ?? "").not.toBeNull();
  return link![1]!;
}

/** An ID token of `account` signed in with its password (the emulator's REST call). */
async function idTokenOf(account: { email: string; password: string }): Promise<string> {
  const response = await fetch(
    `${E2E_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...account, returnSecureToken: true }),
    },
  );
  expect(response.ok).toBe(true);
  return ((await response.json()) as { idToken: string }).idToken;
}

async function newBrowser(browser: Browser, baseURL: string, width = 1280) {
  return browser.newContext({ baseURL, viewport: { width, height: width < 600 ? 844 : 900 } });
}

/** The claim page as it stands, at 390 and 1280 px: axe and no sideways scrolling. */
async function lookAtClaimPage(page: Page, name: string) {
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await sidewaysOverflow(page)).toBe(0);
  await page.setViewportSize({ width: 1280, height: 900 });
  // From the top: a full-page picture of a scrolled page shows the sticky bar halfway down.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshots(page, name);
}

test.describe("a gift of 3 boxes", () => {
  test.describe.configure({ mode: "serial" });
  const shop = datedShop(4);
  let api: APIRequestContext;
  let buyer: TestAccount;
  const newcomer = { name: "Bea Lane", email: uniqueEmail("gift-bea"), password: "Kibble123" };
  let regular: TestAccount;
  let giftOrder: { id: string; number: number };
  let newcomerLink = "";
  let regularLink = "";

  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(240_000);
    api = await playwright.request.newContext({ baseURL: shop.url });
    // Given and claimed DAYS_AGO days ago, so that today is past the third box.
    shop.clean();
    await shop.start(DAYS_AGO);
    buyer = await createAccount({ displayName: "Ada Giver" });
    regular = await createAccount({ displayName: "Cal Regular" });
    giftOrder = await giveGift(
      api,
      buyer,
      { name: newcomer.name, email: newcomer.email },
      { message: MESSAGE },
    );
    const second = await giveGift(
      api,
      buyer,
      { name: "Cal Regular", email: regular.email },
      {
        address: {
          fullName: "Cal Regular",
          line1: "5 Harbor Road",
          city: "Portland",
          region: "ME",
          postalCode: "04101",
          country: "US",
        },
      },
    );
    // Staff record both transfers in the back office's API.
    const support = await staffMember(api, "support");
    for (const order of [giftOrder, second]) {
      const paid = await api.post(`/api/admin/orders/${order.id}/payment`, {
        data: { status: "paid", method: "transfer" },
        headers: writeHeaders(support.idToken),
      });
      expect(paid.status(), await paid.text()).toBe(200);
    }
    // The gift e-mails go on the job's next pass: every server runs one as it starts.
    await shop.start(DAYS_AGO);
    newcomerLink = await claimLinkTo(shop.dataDir, newcomer.email);
    regularLink = await claimLinkTo(shop.dataDir, regular.email);
  });
  test.afterAll(async () => {
    await api?.dispose();
    await shop.stop();
  });

  test("a customer signs in from the link, ticking the terms, comes back to it and claims it for their dog at the address the giver gave, not further away", async ({
    browser,
  }) => {
    const headers = { authorization: `Bearer ${regular.idToken}` };
    const pet = await api.post("/api/pets", {
      data: { name: "Scout", species: "dog" },
      headers: writeHeaders(regular.idToken),
    });
    expect(pet.status(), await pet.text()).toBe(201);

    const context = await newBrowser(browser, shop.url);
    const page = await context.newPage();
    await page.goto(regularLink);
    await expect(
      page.getByRole("heading", { level: 1, name: "A gift for Cal Regular" }),
    ).toBeVisible();
    await page.getByRole("link", { name: "Sign in to claim" }).click();
    await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(regularLink)}`);
    await expect(page.getByTestId("login-reason")).toHaveText(
      "Sign in to claim your gift. Your gift link is kept.",
    );
    await page.getByLabel("Email").fill(regular.email);
    await page.getByLabel("Password", { exact: true }).fill(regular.password);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    // The terms must be accepted first: the link is still kept.
    await expect(
      page.getByRole("checkbox", { name: "Accept Terms and Conditions" }),
    ).toHaveAttribute("aria-invalid", "true");
    await page.getByRole("checkbox", { name: "Accept Terms and Conditions" }).check();
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await page
      .getByRole("dialog", { name: "Login Successful!" })
      .getByRole("button", { name: "Continue" })
      .click();
    await expect(page).toHaveURL(regularLink);

    // Their only dog is chosen, and the boxes go where the giver said.
    await expect(page.getByRole("combobox", { name: "Your dog" })).toHaveValue(/\d+/);
    await expect(
      page.getByRole("combobox", { name: "Your dog" }).locator("option:checked"),
    ).toHaveText("Scout");
    await expect(page.getByLabel("Address line 1")).toHaveValue("5 Harbor Road");
    await expect(page.getByText("We filled in the address given with the gift.")).toBeVisible();

    // Canada costs more to ship to than the giver paid: said at the country, nothing claimed.
    const country = page.getByRole("combobox", { name: "Country" });
    await country.selectOption("CA");
    await page.getByRole("combobox", { name: "Province or territory" }).selectOption("ON");
    await page.getByLabel("Postal code").fill("K1A 0B1");
    await page.getByRole("button", { name: "Claim my gift" }).click();
    await expect(country).toHaveAccessibleDescription(
      /This gift's shipping was paid at \$[\d.]+ a box: choose an address where shipping costs no more\./,
    );
    await expect(country).toBeFocused();
    await country.selectOption("US");
    await page.getByRole("combobox", { name: "State" }).selectOption("ME");
    await page.getByLabel("ZIP code").fill("04101");
    await page.getByRole("button", { name: "Claim my gift" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Your gift is claimed" }),
    ).toBeVisible();
    await expect(page.getByRole("status")).toContainText(
      `3 ${BOX.name} boxes are coming for Scout, paid by ${buyer.email}.`,
    );

    // The link claims once.
    await page.goto(regularLink);
    await expect(
      page.getByRole("heading", { level: 1, name: "This gift link does not work" }),
    ).toBeVisible();
    const subscriptions = await api.get("/api/subscriptions", { headers });
    const { subscriptions: list } = (await subscriptions.json()) as {
      subscriptions: { boxId: string; deliveriesLeft: number | null }[];
    };
    expect(list).toEqual([expect.objectContaining({ boxId: String(BOX.id), deliveriesLeft: 3 })]);
    await context.close();
  });

  test("a newcomer registers from the link, adds their dog with its allergy, claims the gift; the first box carries the message", async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const context = await newBrowser(browser, shop.url);
    const page = await context.newPage();
    await page.goto(newcomerLink);
    await expect(
      page.getByRole("heading", { level: 1, name: "A gift for Bea Lane" }),
    ).toBeVisible();
    await expect(page.getByText(`${buyer.email} has given you 3 ${BOX.name} boxes.`)).toBeVisible();
    await expect(page.getByText(MESSAGE)).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign in to claim" })).toBeVisible();
    await lookAtClaimPage(page, "gift-claim-signed-out");

    // Register, keeping the link through the move to /login.
    await page.getByRole("link", { name: "Create an account" }).click();
    const back = encodeURIComponent(newcomerLink);
    await expect(page).toHaveURL(`/register?redirectTo=${back}`);
    await page.getByLabel("First name").fill("Bea");
    await page.getByLabel("Last name").fill("Lane");
    await page.getByLabel("Photo URL").fill(`${shop.url}${PHOTO_PATH}`);
    await page.getByLabel("Email").fill(newcomer.email);
    await page.getByLabel("Password", { exact: true }).fill(newcomer.password);
    await page.getByLabel("Accept Terms and Conditions").check();
    await page.getByRole("button", { name: "SIGN UP" }).click();
    await page
      .getByRole("dialog", { name: "Registration Successful!" })
      .getByRole("button", { name: "Continue" })
      .click();
    await expect(page).toHaveURL(`/login?redirectTo=${back}`);
    await expect(page.getByText("Your account is ready.")).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Continue" }).click();
    await expect(page).toHaveURL(newcomerLink);

    // No dog yet: add one, allergic to grain, on the spot.
    await expect(page.getByText("you have no dog in your account yet")).toBeVisible();
    await page.getByRole("button", { name: "Add your dog" }).click();
    const form = page.getByRole("form", { name: "Add a pet" });
    await form.getByLabel("Name").fill("Biscuit");
    await form
      .getByRole("group", { name: "Allergies (optional)" })
      .getByRole("checkbox", { name: "Grain" })
      .check();
    await form.getByRole("button", { name: "Save and choose this pet" }).click();
    await expect(
      page.getByRole("combobox", { name: "Your dog" }).locator("option:checked"),
    ).toHaveText("Biscuit");
    await expect(
      page.getByText("Biscuit is allergic to grain: Pumpkin oat biscuits holds it."),
    ).toBeVisible();
    await page.getByLabel("Full name").fill("Bea Lane");
    await page.getByLabel("Address line 1").fill("9 Oak Lane");
    await page.getByLabel("Town or city").fill("Springfield");
    await page.getByLabel("State").selectOption("IL");
    await page.getByLabel("ZIP code").fill("62704");
    await lookAtClaimPage(page, "gift-claim-form");

    // Claim without confirming the swap: said at the checkbox, nothing sent.
    await page.getByRole("button", { name: "Claim my gift" }).click();
    const confirm = page.getByRole("checkbox", { name: `I understand: ${SWAP}.` });
    await expect(confirm).toBeFocused();
    await expect(
      page.getByText("Confirm the swap for Biscuit, or choose another dog."),
    ).toBeVisible();
    await confirm.check();
    await page.getByRole("button", { name: "Claim my gift" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Your gift is claimed" }),
    ).toBeVisible();
    await expect(page.getByRole("status")).toContainText(
      `3 ${BOX.name} boxes are coming for Biscuit, paid by ${buyer.email}.`,
    );
    await expectNoA11yViolations(page);
    await screenshots(page, "gift-claimed");
    await page.getByRole("link", { name: "See your subscription" }).click();
    await expect(page).toHaveURL("/account/subscriptions");
    await expect(page.getByRole("main")).toContainText(BOX.name);
    await expect(page.getByRole("main")).toContainText("Biscuit");
    await context.close();

    // Today: the three boxes' days have passed. A packer finds the first with the message.
    await shop.start(0);
    const recipientToken = await idTokenOf(newcomer);
    const history = async () => {
      const response = await api.get("/api/account/history", {
        headers: { authorization: `Bearer ${recipientToken}` },
      });
      expect(response.status(), await response.text()).toBe(200);
      return (
        (await response.json()) as {
          deliveries: { id: number; date: string; status: string; boxName: string }[];
        }
      ).deliveries;
    };
    const boxes = await history();
    expect(boxes.map((box) => box.boxName)).toEqual([BOX.name, BOX.name, BOX.name]);
    const firstMonth = boxes
      .map((box) => box.date)
      .sort()[0]!
      .slice(0, 7);

    const packer = await staffMember(api, "packer");
    const desk = await newBrowser(browser, shop.url);
    const office = await desk.newPage();
    await signIn(office, packer);
    await office.goto(`/admin/packing?month=${firstMonth}`);
    const line = office.getByRole("listitem").filter({ hasText: orderLabel(giftOrder.number) });
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(`Gift message card: ${MESSAGE}`);
    await expect(line).toContainText("for Biscuit (dog)");
    await desk.close();

    // Shipped, the third box ends the gift with no fourth: server/jobs/reminders.test.ts.
  });
});
