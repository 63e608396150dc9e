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

// Issue 25 §3 (decisions 215, 216): allergies followed everywhere. A dog allergic to beef, and
// Adventure Dog Gear, whose grass-fed beef jerky the shop swaps for wild salmon bites.

const ADVENTURE = 5;
const SWAP = "we swap the grass-fed beef jerky for wild salmon bites";
const address = {
  fullName: "Mia Moss",
  line1: "12 Willow Lane",
  city: "Springfield",
  region: "IL",
  postalCode: "62701",
  country: "US",
};

const auth = (account: TestAccount) => ({
  authorization: `Bearer ${account.idToken}`,
  "idempotency-key": crypto.randomUUID(),
});

async function createDog(page: Page, account: TestAccount, name: string, allergies: string[]) {
  const response = await page.request.post("/api/pets", {
    data: { name, species: "dog", allergies },
    headers: auth(account),
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { pet: { id: number } }).pet;
}

test("checkout: a line whose box holds the dog's allergen waits for its swap to be confirmed, and the confirmation names it", async ({
  page,
}) => {
  const account = await createAccount();
  await createDog(page, account, "Rex", ["beef"]);
  await signIn(page, account);
  const boxes = (await (await page.request.get("/catDog.json")).json()) as { id: number }[];
  await page.goto("/subscribe");
  await page.evaluate(
    (box) => localStorage.setItem("cart", JSON.stringify([box])),
    boxes.find((box) => box.id === ADVENTURE),
  );
  await page.goto("/checkout");

  const line = page.getByTestId(`pet-line-${ADVENTURE}`);
  await expect(line).toContainText("Rex is allergic to beef: Grass-fed beef jerky holds it.");
  const confirm = line.getByRole("checkbox", { name: `I understand: ${SWAP}.` });
  await expect(confirm).not.toBeChecked();
  await page.getByLabel("Full name").fill(address.fullName);
  await page.getByLabel("Address line 1").fill(address.line1);
  await page.getByLabel("Town or city").fill(address.city);
  await page.getByLabel("State").selectOption(address.region);
  await page.getByLabel("ZIP code").fill(address.postalCode);

  // Unconfirmed, the order is not placed: the page says why and takes the customer to the box.
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByRole("alert")).toContainText(
    "Adventure Dog Gear holds something Rex is allergic to: confirm the swap under “Who is it for?”, or choose another box.",
  );
  await expect(confirm).toBeFocused();
  await expect(confirm).toHaveAccessibleDescription(
    "Confirm the swap for Rex, or choose another box.",
  );
  await expect(page).toHaveURL("/checkout");
  await expectNoA11yViolations(page);
  await line.scrollIntoViewIfNeeded();
  await screenshots(page, "checkout-allergy-confirmation");
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await sidewaysOverflow(page)).toBe(0);
  await page.setViewportSize({ width: 1280, height: 900 });

  await confirm.check();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("order-allergy-swap")).toHaveText(`Allergy swap for Rex: ${SWAP}.`);
  await expectNoA11yViolations(page);
  await screenshots(page, "order-allergy-swap");
});

test("editing a pet's allergies shows the upcoming boxes affected, and the swap offered opens the dialog that marks what the pet can't have", async ({
  page,
}) => {
  const account = await createAccount();
  const bolt = await createDog(page, account, "Bolt", []);
  const placed = await page.request.post("/api/checkout", {
    headers: auth(account),
    data: {
      lines: [{ boxId: ADVENTURE, petId: bolt.id, quantity: 1 }],
      planId: "per-box",
      address,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);

  await signIn(page, account);
  await page.goto("/pets");
  await page.getByRole("button", { name: "Edit Bolt" }).click();
  const form = page.getByRole("form", { name: "Edit Bolt" });
  const allergies = form.getByRole("group", { name: "Allergies (optional)" });
  await allergies.getByRole("checkbox", { name: "Beef" }).check();
  await allergies.getByRole("checkbox", { name: "Grain" }).check();
  await form.getByRole("button", { name: "Save changes" }).click();

  const affected = page.getByRole("region", {
    name: "Upcoming boxes with something Bolt can't have",
  });
  await expect(affected).toContainText("Adventure Dog Gear");
  const boxes = affected.getByTestId("allergy-affected-box");
  await expect(boxes).toHaveCount(3);
  await expect(boxes.first()).toHaveText(
    new RegExp(`^Ships on \\w+day, \\w+ \\d+, \\d{4}: ${SWAP}\\.$`),
  );
  await expectNoA11yViolations(page);
  await screenshots(page, "pets-allergy-affected", [390]);

  await affected.getByRole("link", { name: "Swap Adventure Dog Gear for another box" }).click();
  await expect(page).toHaveURL(/\/account\/subscriptions\?swap=\d+$/);
  const dialog = page.getByRole("dialog", { name: "Swap box" });
  await expect(dialog).toBeVisible();
  // Each box says what it holds; what Bolt can't have is marked: grain in the artisan biscuits.
  await expect(dialog.getByRole("radio", { name: /Playful Pup Pack/ })).toHaveAccessibleName(
    /None of the allergens we track/,
  );
  const artisan = dialog.getByRole("radio", { name: /Artisan Dog Treats/ });
  await expect(artisan).toHaveAccessibleName(/Allergens: grain \(Bolt can't have it\)/);
  await expect(dialog.locator("mark")).toHaveText(["grain (Bolt can't have it)"]);
  await expect(dialog.getByRole("radio", { name: /Puppy Training Box/ })).toHaveAccessibleName(
    /Allergens: fish$/,
  );
  await expectNoA11yViolations(page);
  await screenshots(page, "swap-dialog-allergens", [390]);

  // Kept as it is, the card names the swap in each upcoming box.
  await dialog.getByRole("button", { name: "Keep as it is" }).click();
  const upcoming = page.getByTestId("upcoming-allergy-swap");
  await expect(upcoming).toHaveCount(3);
  await expect(upcoming.first()).toHaveText(`Allergy swap for Bolt: ${SWAP}.`);
});
