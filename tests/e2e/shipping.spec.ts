import type { Page } from "@playwright/test";
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

// Issue 25 §5 (decisions 213, 214): where the shop ships, what shipping costs, and addresses
// that are right, in checkout.

const kittenId = 4; // Kitten Starter Kit, $24.99, for cats

async function createPet(page: Page, account: TestAccount) {
  const response = await page.request.post("/api/pets", {
    data: { name: "Mochi", species: "cat" },
    headers: {
      authorization: `Bearer ${account.idToken}`,
      "idempotency-key": crypto.randomUUID(),
    },
  });
  expect(response.status()).toBe(201);
}

/** Signed in with a cat, two kitten boxes in the cart, at /checkout with Mochi chosen for both. */
async function atCheckout(page: Page) {
  const boxes = (await (await page.request.get("/catDog.json")).json()) as { id: number }[];
  const kitten = boxes.find((box) => box.id === kittenId)!;
  const account = await createAccount();
  await createPet(page, account);
  await signIn(page, account);
  await page.goto("/subscribe");
  await page.evaluate((item) => localStorage.setItem("cart", JSON.stringify([item, item])), kitten);
  await page.goto("/checkout");
  const line = page.getByTestId(`pet-line-${kittenId}`);
  await expect(line).toBeVisible();
  for (const select of await line.getByLabel(/is for/).all()) {
    await select.selectOption({ label: "Mochi" });
  }
  return account;
}

test("checkout to a UK address shows the shipping line and a total with it, and places it so", async ({
  page,
}) => {
  await atCheckout(page);
  const review = page.getByRole("form", { name: "Review and pay" });
  // The US ships free.
  await expect(review.getByText("Shipping to United States")).toBeVisible();
  await expect(review.getByTestId("shipping")).toHaveText("Free");
  await expect(review.getByTestId("order-total")).toHaveText("$49.98");

  await page.getByLabel("Full name").fill("Ada Lovelace");
  await page.getByLabel("Address line 1").fill("10 Downing Street");
  await page.getByLabel("Town or city").fill("London");
  await page.getByLabel("Country").selectOption({ label: "United Kingdom" });
  await page.getByLabel("Postcode").fill("sw1a2aa");
  await expect(page.getByLabel("County (optional)")).toBeVisible();

  // Two boxes at $12.00 each to the United Kingdom, in the total and in the consent.
  await expect(review.getByText("Shipping to United Kingdom")).toBeVisible();
  await expect(review.getByTestId("shipping-detail")).toHaveText("2 boxes × $12.00");
  await expect(review.getByTestId("shipping")).toHaveText("$24.00");
  await expect(review.getByTestId("order-total")).toHaveText("$73.98");
  await expect(review).toContainText("Shipping: $12.00 a box, on every delivery.");
  await expect(review.getByTestId("pay-on-delivery")).toContainText("you pay $73.98");

  expect(await sidewaysOverflow(page)).toBe(0);
  await expectNoA11yViolations(page);
  await screenshots(page, "checkout-shipping-uk");

  await review.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/orders\//);
  await expect(page.getByTestId("order-shipping")).toHaveText("$24.00 (2 boxes × $12.00)");
  await expect(page.getByTestId("order-total")).toHaveText("$73.98");
  // The postcode as the Royal Mail writes it.
  await expect(page.locator("address")).toContainText("London SW1A 2AA");
});

test("a US state comes from the list: “Californa” cannot be chosen, and the API refuses it", async ({
  page,
}) => {
  const account = await atCheckout(page);
  const state = page.getByLabel("State");
  // Tabbed to (or pointed at), the list names the states.
  await state.focus();
  await expect(state.getByRole("option", { name: "California", exact: true })).toHaveCount(1);
  await expect(state.getByRole("option", { name: "Californa" })).toHaveCount(0);
  await expect(state.locator("option")).toHaveCount(52); // "Choose a state", 50 states and DC
  await expect(state.selectOption({ label: "Californa" }, { timeout: 1000 })).rejects.toThrow();

  // Sent without a state: its error beside the list, gone as soon as one is chosen.
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(state).toHaveAccessibleDescription("Choose the state.");
  await state.selectOption({ label: "California" });
  await expect(state).not.toHaveAttribute("aria-invalid");
  // A ZIP code's error goes once it is one.
  const zip = page.getByLabel("ZIP code");
  await zip.fill("9021");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(zip).toHaveAccessibleDescription("Enter a ZIP code like 12345 or 12345-6789.");
  await zip.fill("90210");
  await expect(zip).not.toHaveAttribute("aria-invalid");

  // What the page cannot send, the API refuses, naming the field.
  const response = await page.request.post("/api/checkout", {
    data: {
      lines: [{ boxId: kittenId, petId: 1, quantity: 1 }],
      planId: "per-box",
      address: {
        fullName: "Ada",
        line1: "1 Main St",
        city: "Fresno",
        region: "Californa",
        postalCode: "93721",
        country: "US",
      },
    },
    headers: {
      authorization: `Bearer ${account.idToken}`,
      "idempotency-key": crypto.randomUUID(),
    },
  });
  expect(response.status()).toBe(400);
  const body = (await response.json()) as { error: { fields?: Record<string, string> } };
  expect(body.error.fields?.["address.region"]).toBe(
    "Choose the state from the list: “Californa” is not one.",
  );
  await expectNoA11yViolations(page);
  await screenshots(page, "checkout-address-state");
});

test("the cart says what shipping costs per zone before checkout", async ({ page }) => {
  const boxes = (await (await page.request.get("/catDog.json")).json()) as { id: number }[];
  await page.goto("/subscribe");
  await page.evaluate(
    (item) => localStorage.setItem("cart", JSON.stringify([item])),
    boxes.find((box) => box.id === kittenId),
  );
  await page.goto("/cart");
  await expect(page.getByTestId("cart-shipping")).toContainText(
    "Shipping, per box and delivery: United States free; Canada $8.00; United Kingdom and Ireland $12.00; Australia and New Zealand $15.00.",
  );
  await expect(page.getByTestId("cart-shipping")).not.toContainText("Free shipping");
});
