import type { Page } from "@playwright/test";
import {
  createAccount,
  expect,
  expectNoA11yViolations,
  sidewaysOverflow,
  signIn,
  test,
} from "./fixtures";

// Issue 12: the cart page, open to visitors, and the cart link in the navigation.

type Box = { id: number; name: string; price: number };

async function catalogue(page: Page): Promise<Box[]> {
  const response = await page.request.get("/catDog.json");
  return (await response.json()) as Box[];
}

/** Puts `items` in localStorage "cart" as the detail page would, then opens /cart. */
async function openCartWith(page: Page, items: unknown) {
  await page.goto("/subscribe");
  await page.evaluate(
    (value) =>
      localStorage.setItem("cart", typeof value === "string" ? value : JSON.stringify(value)),
    items,
  );
  await page.goto("/cart");
}

const storedCart = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "null") as { id: number }[]);

test("groups the cart by box with the catalogue's prices; quantity and remove write it back", async ({
  page,
}) => {
  const [cat, dog] = await catalogue(page);
  // Two copies of the dog box (one with a stale price), one cat box.
  await openCartWith(page, [{ ...dog, price: 1 }, cat, dog]);
  await expect(page).toHaveTitle("Your cart – PetBox");
  const lines = page.getByRole("region", { name: "Boxes in your cart" }).getByRole("listitem");
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText(dog!.name);
  await expect(lines.nth(0).getByTestId("cart-unit-price")).toHaveText(`$${dog!.price}`);
  await expect(lines.nth(0).getByRole("group", { name: `Quantity of ${dog!.name}` })).toContainText(
    "2",
  );
  const total = (dog!.price * 2 + cat!.price).toFixed(2);
  await expect(page.getByTestId("cart-total")).toHaveText(`$${total}`);
  await expect(page.getByRole("link", { name: "Cart, 3 boxes" })).toBeVisible();

  // One more of the cat box: 2 copies of each, written back as whole copies.
  await page.getByRole("button", { name: `One more ${cat!.name}` }).click();
  await expect(page.getByTestId("cart-total")).toHaveText(
    `$${((dog!.price + cat!.price) * 2).toFixed(2)}`,
  );
  expect((await storedCart(page)).map((item) => item.id)).toEqual([
    dog!.id,
    dog!.id,
    cat!.id,
    cat!.id,
  ]);
  await expect(page.getByRole("link", { name: "Cart, 4 boxes" })).toBeVisible();

  // The stepper stops at 5 and at 1.
  const more = page.getByRole("button", { name: `One more ${cat!.name}` });
  for (let i = 0; i < 3; i += 1) await more.click();
  await expect(more).toBeDisabled();
  const fewer = page.getByRole("button", { name: `One fewer ${dog!.name}` });
  await fewer.click();
  await expect(fewer).toBeDisabled();

  // Remove the dog box; then the cat box: the empty cart says so, with a way to the boxes.
  await page.getByRole("button", { name: `Remove ${dog!.name}` }).click();
  await expect(lines).toHaveCount(1);
  expect((await storedCart(page)).every((item) => item.id === cat!.id)).toBe(true);
  await page.getByRole("button", { name: `Remove ${cat!.name}` }).click();
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  expect(await storedCart(page)).toEqual([]);
  await expect(page.getByRole("link", { name: "Cart, empty" })).toBeVisible();
  await page.getByRole("link", { name: "Browse the boxes" }).click();
  await expect(page).toHaveURL("/#boxes");
});

test("a corrupt cart counts as empty and is repaired; boxes no longer sold are dropped with a notice", async ({
  page,
}) => {
  await openCartWith(page, "{not json");
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  expect(await storedCart(page)).toEqual([]);

  const [cat] = await catalogue(page);
  await openCartWith(page, [{ id: 9999, name: "Winter Woolies" }, cat, 42]);
  await expect(page.getByRole("status").filter({ hasText: "no longer in our shop" })).toContainText(
    "“Winter Woolies” and “An item” are no longer in our shop, so we took them out of your cart.",
  );
  expect((await storedCart(page)).map((item) => item.id)).toEqual([cat!.id]);
});

test("the nav count follows Add to Cart, and another tab's changes", async ({ page, context }) => {
  await signIn(page, await createAccount());
  await page.goto("/boxcarddetails/3");
  await expect(page.getByRole("link", { name: "Cart, empty" })).toBeVisible();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  const dialog = page.getByRole("dialog", { name: "Item added to cart!" });
  await expect(page.getByRole("link", { name: "Cart, 1 box" })).toBeAttached();

  const other = await context.newPage();
  await other.goto("/cart");
  await other.getByRole("button", { name: /^One more / }).click();
  await expect(page.getByRole("link", { name: "Cart, 2 boxes" })).toBeAttached();

  await dialog.getByRole("link", { name: "View cart" }).click();
  await expect(page).toHaveURL("/cart");
  await expect(page.getByTestId("cart-box-count")).toHaveText("2");
  // A visitor or a customer goes on to checkout from here.
  await expect(page.getByRole("link", { name: "Checkout" })).toHaveAttribute("href", "/checkout");
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the cart has no sideways scroll and no axe violations, full or empty", async ({ page }) => {
    const boxes = await catalogue(page);
    await openCartWith(page, [boxes[0], boxes[1], boxes[1], boxes[4]]);
    await expect(page.getByTestId("cart-total")).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoA11yViolations(page);
    await expect(page.getByRole("link", { name: "Cart, 4 boxes" })).toBeVisible();

    await openCartWith(page, []);
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoA11yViolations(page);
  });
});
