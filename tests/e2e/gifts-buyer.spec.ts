import {
  createAccount,
  expect,
  expectNoA11yViolations,
  screenshots,
  sidewaysOverflow,
  signIn,
  test,
} from "./fixtures";

// The buyer's side of a gift (issue 28, decision 271): "This is a gift" on a box's subscribe
// page, paid by bank transfer in the embedded shop (no Stripe), then the gift under My gifts.
// axe with the form open and on /account/gifts; screenshots at 390 and 1280 px.

const kittenId = 4; // Kitten Starter Kit, $24.99, Monthly

test("a signed-in buyer gives 3 boxes from a box's page, is told where to transfer and what to quote, and finds the gift under My gifts", async ({
  page,
}) => {
  const buyer = await createAccount();
  await signIn(page, buyer);
  await page.goto(`/subscribe/${kittenId}`);
  await page.getByLabel("This is a gift").check();
  await expect(page).toHaveURL(`/subscribe/${kittenId}?gift=1`);
  await expect(page.getByRole("heading", { level: 2, name: "Give this box" })).toBeVisible();
  const form = page.getByRole("form", { name: "Gift" });
  const three = form.getByRole("radio", { name: /3 boxes/ });
  await expect(three).toBeChecked();
  await expect(
    form.locator("label").filter({ has: page.getByRole("radio", { name: /3 boxes/ }) }),
  ).toContainText("$74.97");
  await expect(form.getByLabel("The day the gift e-mail goes out")).not.toHaveValue("");
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshots(page, "gift-form");

  // Nothing filled in: said at the fields.
  const order = form.getByRole("button", { name: "Order the gift of the Kitten Starter Kit" });
  await order.click();
  const name = form.getByLabel("Their name");
  await expect(name).toHaveAccessibleDescription("Enter the name of the person the gift is for.");
  await expect(name).toBeFocused();

  await name.fill("Grace Hopper");
  await form.getByLabel("Their e-mail").fill("grace@example.com");
  const message = form.getByLabel("Your message (optional)");
  await message.fill("Happy birthday, Grace!");
  await expect(message).toHaveAccessibleDescription("22 of 300 characters");
  await order.click();

  const done = page.getByRole("heading", {
    name: "Your gift is ordered: now pay by bank transfer",
  });
  await expect(done).toBeVisible();
  await expect(done).toBeFocused();
  const confirmation = page.getByRole("region", {
    name: "Your gift is ordered: now pay by bank transfer",
  });
  await expect(confirmation).toContainText(
    "3 boxes of the Kitten Starter Kit for Grace Hopper (grace@example.com). Total to pay: $74.97",
  );
  await expect(confirmation).toContainText("Example Community Bank");
  await expect(confirmation).toContainText("000123456789");
  await expect(confirmation).toContainText(/Quote the reference PB-\d{6} with your transfer/);
  await expect(confirmation).toContainText("once your transfer has arrived");
  await expectNoA11yViolations(page);
  await screenshots(page, "gift-transfer");

  await confirmation.getByRole("link", { name: "See my gifts" }).click();
  await expect(page).toHaveURL("/account/gifts");
  await expect(page).toHaveTitle("My gifts – PetBox");
  const gift = page.getByRole("article", { name: "Kitten Starter Kit for Grace Hopper" });
  await expect(gift).toContainText("Awaiting your transfer");
  await expect(gift).toContainText("3 left of 3");
  await expect(gift).toContainText("Happy birthday, Grace!");
  await expect(gift.getByRole("button", { name: "Send the e-mail again" })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshots(page, "account-gifts");

  // The recipient's address, given afterwards (PATCH /api/gifts/:id).
  await gift.getByRole("button", { name: "Change the address" }).click();
  const dialog = page.getByRole("dialog", { name: "Change the address" });
  await dialog.getByLabel("Full name").fill("Grace Hopper");
  await dialog.getByLabel("Address line 1").fill("1 Navy Way");
  await dialog.getByLabel("Town or city").fill("Arlington");
  await dialog.getByLabel("State").selectOption({ label: "Virginia" });
  await dialog.getByLabel("ZIP code").fill("22201");
  await expectNoA11yViolations(page);
  await dialog.getByRole("button", { name: "Save the address" }).click();
  await expect(gift.getByRole("status")).toHaveText("The address is changed.");
  await expect(gift).toContainText("1 Navy Way, Arlington, 22201, US");
  await page.reload();
  await expect(
    page.getByRole("article", { name: "Kitten Starter Kit for Grace Hopper" }),
  ).toContainText("1 Navy Way");
});

test("at checkout, the cart's box is given as a gift instead of subscribed to, and the cart stays", async ({
  page,
}) => {
  await signIn(page, await createAccount());
  const boxes = (await (await page.request.get("/catDog.json")).json()) as { id: number }[];
  const kitten = boxes.find((box) => box.id === kittenId);
  await page.evaluate((value) => localStorage.setItem("cart", JSON.stringify(value)), [kitten]);
  await page.goto("/checkout");
  await page.getByLabel("This is a gift").check();
  await expect(page).toHaveURL("/checkout?gift=1");
  const gift = page.getByRole("region", { name: "Give a box" });
  await expect(gift).toContainText("The gift is the Kitten Starter Kit from your cart.");
  await expect(page.getByRole("form", { name: "Review and pay" })).toHaveCount(0);
  await gift.getByRole("radio", { name: /6 boxes/ }).check();
  await gift.getByLabel("Their name").fill("Alan Turing");
  await gift.getByLabel("Their e-mail").fill("alan@example.com");
  // From the top: scrolled, the sticky header covers half of the checkbox, which axe counts as a
  // target too small.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoA11yViolations(page);
  await gift.getByRole("button", { name: "Order the gift of the Kitten Starter Kit" }).click();
  const done = page.getByRole("region", {
    name: "Your gift is ordered: now pay by bank transfer",
  });
  // 5 % off $24.99 is $23.74 a box, six of them, shipped free in the United States.
  await expect(done).toContainText("6 boxes of the Kitten Starter Kit for Alan Turing");
  await expect(done).toContainText("Total to pay: $142.44");
  expect(
    await page.evaluate(
      () => (JSON.parse(localStorage.getItem("cart") ?? "[]") as unknown[]).length,
    ),
  ).toBe(1);
});

test("a visitor who says it is a gift is asked to sign in and comes back to the gift form", async ({
  page,
}) => {
  await page.goto(`/subscribe/${kittenId}`);
  await page.getByLabel("This is a gift").check();
  await expect(page.getByText("Sign in to give the Kitten Starter Kit as a gift.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in", exact: true })).toHaveAttribute(
    "href",
    `/login?redirectTo=${encodeURIComponent(`/subscribe/${kittenId}?gift=1`)}`,
  );
});

test("My gifts without a gift says so and leads to the boxes", async ({ page }) => {
  await signIn(page, await createAccount());
  await page.goto("/account/gifts");
  await expect(page.getByRole("heading", { level: 1, name: "My gifts" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No gifts yet" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Choose a box to give" })).toHaveAttribute(
    "href",
    "/#boxes",
  );
  await expectNoA11yViolations(page);
});
