// /account/subscriptions and /account/orders (issue 13): subscriptions are placed through the
// API with the account's real token, then every action is taken from the page as a person would,
// each confirmed in its dialog, and the card is checked afterwards.
import type { APIRequestContext, Page } from "@playwright/test";
import {
  createAccount,
  expect,
  expectNoA11yViolations,
  screenshots,
  sidewaysOverflow,
  signIn,
  test,
  type TestAccount,
} from "./fixtures";

const home = {
  fullName: "Ada Lovelace",
  line1: "12 Main Street",
  city: "Springfield",
  region: "IL",
  postalCode: "62704",
  country: "US",
};

async function addPet(request: APIRequestContext, account: TestAccount, name: string) {
  const response = await request.post("/api/pets", {
    data: { name, species: "cat" },
    headers: { authorization: `Bearer ${account.idToken}` },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { pet: { id: number } }).pet.id;
}

/** A customer with two cats and one pay-per-box subscription of Cozy Cat Corner for Milo. */
async function subscribedCustomer(request: APIRequestContext) {
  const account = await createAccount({ displayName: "Ada Lovelace" });
  const milo = await addPet(request, account, "Milo");
  await addPet(request, account, "Luna");
  const response = await request.post("/api/checkout", {
    data: { lines: [{ boxId: 1, petId: milo, quantity: 1 }], planId: "per-box", address: home },
    headers: { authorization: `Bearer ${account.idToken}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

async function openSubscriptions(page: Page, account: TestAccount) {
  await signIn(page, account);
  await page.goto("/account/subscriptions");
  const card = page.getByTestId("subscription-card");
  await expect(card).toHaveCount(1);
  return card;
}

test("the next boxes on the card: skip and bring back one by its date, pause and resume", async ({
  page,
  request,
}) => {
  const account = await subscribedCustomer(request);
  const card = await openSubscriptions(page, account);
  await expect(card.getByRole("heading", { name: "Cozy Cat Corner" })).toBeVisible();
  await expect(card).toContainText("For Milo · 1 box · Monthly");
  await expect(card.getByTestId("subscription-status")).toHaveText("Active");
  await expect(card.getByTestId("price-per-delivery")).toHaveText("$29.99");
  const status = card.getByRole("status");

  // The next boxes, each changeable until its cut-off, the first one too (decision 207).
  const upcoming = card.getByTestId("upcoming-box");
  await expect(upcoming).toHaveCount(3);
  await expect(upcoming.first()).toContainText(/Ships on \w+day, /);
  await expect(upcoming.first()).toContainText(/Arrives about \w+day, /);
  await expect(upcoming.first()).toContainText("Cozy Cat Corner for Milo · $29.99");
  await expect(upcoming.first()).toContainText(/Change or skip until the end of \w+day, /);
  await expect(upcoming.first()).toContainText("To Ada Lovelace, 12 Main Street, Springfield");
  await screenshots(page, "subscriptions-upcoming");

  // Skip the second box by its date, then bring it back.
  const second = upcoming.nth(1);
  const secondDate = (await second.getByTestId("upcoming-date").textContent()) ?? "";
  await second.getByRole("button", { name: `Skip this box: ${secondDate}` }).click();
  let dialog = page.getByRole("dialog", { name: "Skip this box?" });
  await expect(dialog).toContainText(`Cozy Cat Corner box of ${secondDate} is not sent`);
  await dialog.getByRole("button", { name: "Skip this box" }).click();
  await expect(dialog).toBeHidden();
  await expect(status).toContainText(`The box of ${secondDate} is skipped.`);
  await expect(second).toContainText("Skipped");
  await second.getByRole("button", { name: `Undo skip: ${secondDate}` }).click();
  dialog = page.getByRole("dialog", { name: "Undo the skip?" });
  await dialog.getByRole("button", { name: "Undo skip" }).click();
  await expect(status).toContainText(`The box of ${secondDate} ships after all.`);
  await expect(second).not.toContainText("Skipped");

  // Pause for 2 months: the first boxes are held back, and none of them is the next box.
  await card.getByRole("button", { name: "Pause", exact: true }).click();
  dialog = page.getByRole("dialog", { name: "Pause deliveries" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("2 months").check();
  await dialog.getByRole("button", { name: "Pause", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId("subscription-status")).toHaveText(/^Paused until \w+day, /);
  await expect(status).toContainText("Paused until");
  await expect(upcoming.nth(0)).toContainText("Paused");
  await expect(upcoming.nth(1)).toContainText("Paused");
  await expect(upcoming.nth(2)).not.toContainText("Paused");
  const afterPause = (await upcoming.nth(2).getByTestId("upcoming-date").textContent()) ?? "";
  await expect(card.getByTestId("next-delivery")).toHaveText(afterPause);

  // Resume early.
  await card.getByRole("button", { name: "Resume" }).click();
  dialog = page.getByRole("dialog", { name: "Resume now?" });
  await dialog.getByRole("button", { name: "Resume subscription" }).click();
  await expect(card.getByTestId("subscription-status")).toHaveText("Active");
  await expect(status).toContainText("Resumed. Your next box ships on");
});

test("swap, pet and quantity, address and cancel from the card; cancelled before packing, the order is too", async ({
  page,
  request,
}) => {
  const account = await subscribedCustomer(request);
  const card = await openSubscriptions(page, account);
  const status = card.getByRole("status");

  // Swap to another cat box: the price changes with it, from the first box on.
  await card.getByRole("button", { name: "Swap box" }).click();
  let dialog = page.getByRole("dialog", { name: "Swap box" });
  await expect(dialog.getByRole("radio", { name: /Playful Pup Pack/ })).toHaveCount(0);
  await dialog.getByRole("radio", { name: /Gourmet Cat Treats/ }).check();
  await dialog.getByRole("button", { name: "Swap box" }).click();
  await expect(card.getByRole("heading", { name: "Gourmet Cat Treats" })).toBeVisible();
  await expect(card.getByTestId("price-per-delivery")).toHaveText("$27.99");
  await expect(status).toContainText("Swapped to Gourmet Cat Treats from the next box");
  await expect(card.getByTestId("upcoming-box").first()).toContainText(
    "Gourmet Cat Treats for Milo · $27.99",
  );

  // Another pet and 3 boxes.
  await card.getByRole("button", { name: "Change pet or quantity" }).click();
  dialog = page.getByRole("dialog", { name: "Change pet or quantity" });
  await dialog.getByLabel("Pet").selectOption({ label: "Luna" });
  await dialog.getByLabel("Boxes per delivery").selectOption("3");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(card).toContainText("For Luna · 3 boxes · Monthly");
  await expect(card.getByTestId("price-per-delivery")).toHaveText("$83.97");

  // A new delivery address; a bad postal code is refused beside its field first.
  await card.getByRole("button", { name: "Change address" }).click();
  dialog = page.getByRole("dialog", { name: "Change delivery address" });
  await dialog.getByLabel("ZIP code").fill("nope");
  await dialog.getByRole("button", { name: "Save address" }).click();
  await expect(dialog.getByText("Enter a ZIP code like 12345 or 12345-6789.")).toBeVisible();
  await dialog.getByLabel("ZIP code").fill("60601");
  await dialog.getByLabel("Town or city").fill("Chicago");
  await dialog.getByRole("button", { name: "Save address" }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText("12 Main Street, Chicago, IL 60601, United States");

  // Cancel: two clicks from the card; the question opens on the safe choice. Nothing has been
  // packed yet, so nothing ships and nothing is charged, and the order is cancelled.
  await card.getByRole("button", { name: "Cancel", exact: true }).click();
  dialog = page.getByRole("alertdialog", { name: "Cancel this subscription?" });
  await expect(dialog).toContainText(
    "Nothing has been packed yet: if you cancel now, nothing ships and nothing is charged",
  );
  await expect(dialog.getByRole("button", { name: "Keep subscription" })).toBeFocused();
  await dialog.getByRole("button", { name: "Cancel subscription" }).click();
  await expect(card.getByTestId("subscription-status")).toHaveText(/^Cancelled — ends on \w+day, /);
  await expect(status).toContainText("Subscription cancelled. It ends on");
  await expect(card.getByRole("button", { name: "Cancel", exact: true })).toHaveCount(0);
  await expect(card.getByTestId("upcoming-box")).toHaveCount(0);

  // The page says the same after a reload: it was the server's answer.
  await page.reload();
  await expect(page.getByTestId("subscription-status")).toHaveText(/^Cancelled — ends on /);
  await expect(page.getByRole("heading", { name: "Gourmet Cat Treats" })).toBeVisible();
  await page.goto("/account/orders");
  await expect(page.getByTestId("orders")).toContainText(
    "Cancelled: nothing shipped, nothing charged",
  );
  await page
    .getByTestId("orders")
    .getByRole("link", { name: /^Order PB-/ })
    .click();
  await expect(page.getByRole("heading", { name: "What happens next: Cancelled" })).toBeVisible();
});

test("keyboard only: pause for 2 months, then cancel and back out with Escape", async ({
  page,
  request,
}) => {
  const account = await subscribedCustomer(request);
  const card = await openSubscriptions(page, account);
  const pause = card.getByRole("button", { name: "Pause", exact: true });
  // Tab from the top of the page to the Pause button.
  await page.locator("body").focus();
  for (let i = 0; i < 40 && !(await pause.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(pause).toBeFocused();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Pause deliveries" });
  await expect(dialog.getByLabel("1 month")).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(dialog.getByLabel("2 months")).toBeChecked();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Pause", exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(card.getByTestId("subscription-status")).toHaveText(/^Paused until /);
  // The outcome takes focus, so it is read out.
  await expect(card.getByRole("status")).toBeFocused();

  const cancel = card.getByRole("button", { name: "Cancel", exact: true });
  for (let i = 0; i < 20 && !(await cancel.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(cancel).toBeFocused();
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("alertdialog", { name: "Cancel this subscription?" });
  await expect(confirm).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await expect(cancel).toBeFocused();
  await expect(card.getByTestId("subscription-status")).toHaveText(/^Paused until /);
});

test("offline, an action says it could not be opened; back online, Try again opens it", async ({
  page,
  request,
  consoleErrors,
}) => {
  // The confirmations are a chunk of their own, fetched at the first sign of an action (decision
  // 166). Chromium logs each refused fetch of it: the prefetch and the press.
  consoleErrors.allow(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
  const dialogsChunk = /\/assets\/subscription-dialogs-[\w-]+\.js$/;
  let asked = 0;
  await page.route(dialogsChunk, (route) => {
    asked += 1;
    return route.abort("internetdisconnected");
  });
  const account = await subscribedCustomer(request);
  await page.setViewportSize({ width: 390, height: 844 });
  const card = await openSubscriptions(page, account);

  const pause = card.getByRole("button", { name: "Pause", exact: true });
  await pause.click();
  const failed = page.getByRole("dialog", {
    name: "This could not be opened. Check your connection and try again.",
  });
  await expect(failed.getByRole("alert")).toHaveText(
    "This could not be opened. Check your connection and try again.",
  );
  const retry = failed.getByRole("button", { name: "Try again" });
  await expect(retry).toBeFocused();
  expect(asked).toBeGreaterThan(0);
  await screenshots(page, "subscriptions-dialog-failed", [390]);

  await page.unroute(dialogsChunk);
  await retry.click();
  const dialog = page.getByRole("dialog", { name: "Pause deliveries" });
  await expect(dialog.getByLabel("1 month")).toBeChecked();
  await expect(failed).toHaveCount(0);
  await dialog.getByRole("button", { name: "Keep as it is" }).click();
  await expect(dialog).toBeHidden();
  await expect(pause).toBeFocused();
  await expect(card.getByTestId("subscription-status")).toHaveText("Active");
});

test("a cancelled prepaid plan keeps its paid boxes' controls, says until when, and Undo cancel brings it back", async ({
  page,
  request,
}) => {
  // Prepaid plans are sold by card only (decision 217) and the e2e server pays on delivery, so
  // the card is the account's real one as the shop answers it for a cancelled prepaid plan paid
  // by card (server/api.subscriptions.test.ts places one through the Stripe stand-in and checks
  // these answers); the page's part is what is tested here.
  const account = await subscribedCustomer(request);
  type Card = Record<string, unknown> & {
    id: number;
    upcoming: { date: string; changeUntil: string | null }[];
    actions: Record<string, unknown>;
  };
  const prepaid = (card: Card): Card => ({
    ...card,
    planId: "prepay-6",
    plan: { id: "prepay-6", name: "Prepay 6 deliveries", deliveriesPrepaid: 6, discountPercent: 5 },
    deliveriesLeft: 5,
  });
  let undone = false;
  let real: Card | null = null;
  await page.route("**/api/subscriptions", async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as { subscriptions: Card[] };
    real = answer.subscriptions[0]!;
    const last = real.upcoming.at(-1)!.date;
    const cancelled: Card = {
      ...prepaid(real),
      status: "cancelled",
      endsOn: last,
      undoUntil: real.upcoming.at(-1)!.changeUntil,
      actions: {
        ...real.actions,
        cancel: { allowed: false, message: "This subscription is already cancelled." },
        uncancel: { allowed: true },
      },
    };
    await route.fulfill({
      response,
      json: { subscriptions: [undone ? prepaid(real) : cancelled] },
    });
  });
  await page.route("**/api/subscriptions/*/uncancel", async (route) => {
    undone = true;
    await route.fulfill({ json: { subscription: prepaid(real!) } });
  });

  const card = await openSubscriptions(page, account);
  await expect(card.getByTestId("subscription-status")).toHaveText(/^Cancelled — ends on /);
  await expect(card.getByTestId("undo-until")).toHaveText(
    /^You can undo the cancel until the end of \w+day, \w+ \d+, \d{4}\.$/,
  );
  // The paid boxes keep their controls.
  const first = card.getByTestId("upcoming-box").first();
  await expect(first.getByRole("button", { name: /^Skip this box/ })).toBeEnabled();
  for (const name of ["Pause", "Change address", "Change pet or quantity"]) {
    await expect(card.getByRole("button", { name })).toBeEnabled();
  }
  await expect(card.getByRole("button", { name: "Cancel", exact: true })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await screenshots(page, "subscriptions-cancelled-prepaid");

  await card.getByRole("button", { name: "Undo cancel" }).click();
  const dialog = page.getByRole("dialog", { name: "Undo the cancel?" });
  await expect(dialog).toContainText("your plan renews for another 6 deliveries");
  await expectNoA11yViolations(page);
  await screenshots(page, "subscriptions-undo-cancel-dialog");
  await dialog.getByRole("button", { name: "Undo cancel" }).click();
  await expect(card.getByRole("status")).toContainText("Cancel undone: your subscription goes on.");
  await expect(card.getByTestId("subscription-status")).toHaveText("Active");
  await expect(card.getByRole("button", { name: "Cancel", exact: true })).toBeEnabled();
  expect(await sidewaysOverflow(page)).toBe(0);
  // A refetch of the cards still under way when the test ends is not answered.
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

test("a customer without subscriptions is told so and sent to the boxes", async ({ page }) => {
  await signIn(page, await createAccount());
  await page.goto("/account/subscriptions");
  await expect(page.getByRole("heading", { name: "No subscriptions yet" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse the boxes" })).toHaveAttribute(
    "href",
    "/#boxes",
  );
  await expectNoA11yViolations(page);
});

test("the navigation and /myprofile lead to My subscriptions and My orders", async ({
  page,
  request,
}) => {
  await signIn(page, await subscribedCustomer(request));
  await page.goto("/myprofile");
  // The profile's own link (the navigation names My orders too, issue 25 §8).
  await expect(page.getByRole("main").getByRole("link", { name: "My orders" })).toHaveAttribute(
    "href",
    "/account/orders",
  );
  await page.getByRole("main").getByRole("link", { name: "My subscriptions" }).click();
  await expect(page).toHaveURL("/account/subscriptions");
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "My subscriptions" }),
  ).toBeVisible();
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("My subscriptions fits, with no axe violations, its dialogs open too", async ({
    page,
    request,
  }) => {
    const account = await subscribedCustomer(request);
    const card = await openSubscriptions(page, account);
    // On a phone the account's pages are named in the menu (issue 25 §8).
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(
      page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: "My subscriptions" }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Close menu" }).click();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoA11yViolations(page);

    for (const [button, title, role] of [
      ["Cancel", "Cancel this subscription?", "alertdialog"],
      ["Swap box", "Swap box", "dialog"],
      ["Change address", "Change delivery address", "dialog"],
      ["Pause", "Pause deliveries", "dialog"],
    ] as const) {
      await card.getByRole("button", { name: button, exact: true }).click();
      const dialog = page.getByRole(role, { name: title });
      await expect(dialog).toBeVisible();
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await expectNoA11yViolations(page);
      await dialog.getByRole("button", { name: /^Keep / }).click();
      await expect(dialog).toBeHidden();
    }
  });

  test("My orders lists orders and deliveries, fits, with no axe violations", async ({
    page,
    request,
  }) => {
    await signIn(page, await subscribedCustomer(request));
    await page.goto("/account/orders");
    const deliveries = page.getByTestId("deliveries");
    await expect(deliveries.getByRole("listitem")).toHaveCount(1);
    await expect(deliveries).toContainText("1 × Cozy Cat Corner for Milo");
    await expect(deliveries).toContainText("Scheduled");
    const orders = page.getByTestId("orders");
    await expect(orders.getByRole("link", { name: /^Order PB-\d{6}$/ })).toBeVisible();
    await expect(orders).toContainText("Pay on first delivery");
    // The same next boxes as the card, above the history.
    const coming = page.getByTestId("orders-upcoming");
    await expect(coming.getByRole("heading", { name: "Cozy Cat Corner for Milo" })).toBeVisible();
    await expect(coming.getByTestId("upcoming-box")).toHaveCount(3);
    await expect(coming.getByTestId("upcoming-box").first()).toContainText(/Arrives about/);
    await screenshots(page, "orders-upcoming");
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoA11yViolations(page);
  });
});
