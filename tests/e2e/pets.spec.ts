import { randomUUID } from "node:crypto";
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

// Issue 12: pet profiles on /pets (protected), and the box page's allergens.

const auth = (account: TestAccount) => ({
  authorization: `Bearer ${account.idToken}`,
  "idempotency-key": randomUUID(),
});

async function addPetThroughApi(
  request: APIRequestContext,
  account: TestAccount,
  pet: Record<string, unknown>,
): Promise<{ id: number; name: string }> {
  const response = await request.post("/api/pets", { data: pet, headers: auth(account) });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { pet: { id: number; name: string } }).pet;
}

/** Opens /pets signed in (a visitor is sent to /login and back: shell.spec.ts). */
async function openPets(page: Page, account: TestAccount) {
  await signIn(page, account);
  await page.goto("/pets");
  await expect(page).toHaveTitle("My pets – PetBox");
}

const petCard = (page: Page, name: string) =>
  page.getByRole("list", { name: "Your pets" }).getByRole("article", { name });

test("adds, edits and deletes a pet, with each problem beside its field", async ({ page }) => {
  const account = await createAccount();
  await openPets(page, account);
  await expect(page.getByRole("heading", { name: "No pets yet" })).toBeVisible();

  await page.getByRole("button", { name: "Add a pet" }).click();
  const form = page.getByRole("form", { name: "Add a pet" });
  await form.getByRole("button", { name: "Add pet" }).click();
  const name = form.getByLabel("Name");
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription("Enter your pet's name.");
  await expect(name).toBeFocused();
  await expect(form.getByRole("group", { name: "Species" })).toHaveAccessibleDescription(
    "Choose cat or dog.",
  );

  // Dog-only questions appear for a dog.
  await expect(form.getByLabel("Size")).toHaveCount(0);
  await name.fill("Biscuit");
  await form.getByRole("radio", { name: "Dog" }).check();
  await form.getByLabel("Size").selectOption("Medium");
  await form.getByLabel("Chewing strength").selectOption("Power chewer");
  await form.getByLabel("Month").selectOption("April");
  await form.getByLabel("Year").selectOption("2022");
  const allergies = form.getByRole("group", { name: "Allergies (optional)" });
  await allergies.getByRole("checkbox", { name: "Chicken" }).check();
  await allergies.getByRole("checkbox", { name: "Grain" }).check();
  await form.getByLabel("Other dislikes").fill("the vacuum cleaner");
  await form.getByRole("button", { name: "Add pet" }).click();

  await expect(page.getByRole("status").filter({ hasText: "Biscuit was added." })).toBeVisible();
  const card = petCard(page, "Biscuit");
  await expect(card).toContainText("Dog");
  await expect(card).toContainText("Medium");
  await expect(card).toContainText("April 2022");
  await expect(card).toContainText("Chicken, grain");
  await expect(card).toContainText("the vacuum cleaner");
  await expect(card).toContainText("Power chewer");

  // Edit: the answers are there; change the name; a reload shows what the server stored.
  await card.getByRole("button", { name: "Edit Biscuit" }).click();
  const edit = page.getByRole("form", { name: "Edit Biscuit" });
  await expect(edit.getByLabel("Size")).toHaveValue("medium");
  await edit.getByLabel("Name").fill("");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit.getByLabel("Name")).toHaveAccessibleDescription("Enter your pet's name.");
  await edit.getByLabel("Name").fill("Biscuit the Brave");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(petCard(page, "Biscuit the Brave")).toBeVisible();
  await page.reload();
  await expect(petCard(page, "Biscuit the Brave")).toContainText("April 2022");

  // Delete: asked first; Keep keeps it, Delete removes it.
  await petCard(page, "Biscuit the Brave")
    .getByRole("button", { name: /^Delete/ })
    .click();
  const dialog = page.getByRole("alertdialog", { name: "Delete Biscuit the Brave?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Keep" })).toBeFocused();
  await dialog.getByRole("button", { name: "Keep" }).click();
  await expect(petCard(page, "Biscuit the Brave")).toBeVisible();
  await petCard(page, "Biscuit the Brave")
    .getByRole("button", { name: /^Delete/ })
    .click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("heading", { name: "No pets yet" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "No pets yet" })).toBeVisible();
});

test("a pet a live subscription uses is not deleted, and the page says why", async ({
  page,
  request,
  consoleErrors,
}) => {
  // Chromium logs the refused DELETE's status; the page handles it.
  consoleErrors.allow(/status of 409/);
  const account = await createAccount();
  const pet = await addPetThroughApi(request, account, { name: "Miso", species: "cat" });
  const order = await request.post("/api/checkout", {
    headers: auth(account),
    data: {
      lines: [{ boxId: 1, petId: pet.id, quantity: 1 }],
      planId: "per-box",
      address: {
        fullName: "Mia Moss",
        line1: "12 Elm Street",
        city: "Springfield",
        region: "IL",
        postalCode: "62701",
        country: "US",
      },
    },
  });
  expect(order.status()).toBe(201);

  await openPets(page, account);
  await petCard(page, "Miso").getByRole("button", { name: "Delete Miso" }).click();
  await page
    .getByRole("alertdialog", { name: "Delete Miso?" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(petCard(page, "Miso").getByRole("alert")).toContainText(
    "This pet has a live subscription. Cancel the subscription first, then delete the pet.",
  );
  await expect(
    petCard(page, "Miso").getByRole("link", { name: "Manage subscriptions" }),
  ).toHaveAttribute("href", "/account/subscriptions");
  await page.reload();
  await expect(petCard(page, "Miso")).toBeVisible();
});

test("another account's pet is never shown or changed", async ({ page, request }) => {
  const owner = await createAccount();
  const other = await createAccount({ displayName: "Other Owner" });
  const pet = await addPetThroughApi(request, owner, { name: "Private Paws", species: "dog" });

  const listed = await request.get("/api/pets", { headers: auth(other) });
  expect(listed.status()).toBe(200);
  expect(((await listed.json()) as { pets: unknown[] }).pets).toEqual([]);
  const patched = await request.patch(`/api/pets/${pet.id}`, {
    headers: auth(other),
    data: { name: "Stolen" },
  });
  expect(patched.status()).toBe(404);
  const deleted = await request.delete(`/api/pets/${pet.id}`, { headers: auth(other) });
  expect(deleted.status()).toBe(404);

  await openPets(page, other);
  await expect(page.getByRole("heading", { name: "No pets yet" })).toBeVisible();
  await expect(page.getByText("Private Paws")).toHaveCount(0);
  const mine = await request.get("/api/pets", { headers: auth(owner) });
  expect(((await mine.json()) as { pets: { name: string }[] }).pets.map((p) => p.name)).toEqual([
    "Private Paws",
  ]);
});

/** A customer with a dog and a cat, signed in. */
async function customerWithPets(request: APIRequestContext, page: Page) {
  const account = await createAccount();
  await addPetThroughApi(request, account, {
    name: "Pepper",
    species: "dog",
    size: "small",
    birthday: "2020-09",
    allergies: ["beef", "dairy"],
    dislikesOther: "baths",
    chewing: "gentle",
  });
  await addPetThroughApi(request, account, {
    name: "Tofu",
    species: "cat",
    allergies: ["fish"],
    allergiesOther: "some cheap kibble brands",
  });
  await signIn(page, account);
}

test("/pets is reached from the profile, and its list fits 360 px", async ({ page, request }) => {
  await customerWithPets(request, page);
  await page.goto("/myprofile");
  await page.getByRole("main").getByRole("link", { name: "My pets" }).click();
  await expect(page).toHaveURL("/pets");
  await expect(petCard(page, "Tofu")).toBeVisible();
  await screenshots(page, "pets-list");
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(petCard(page, "Pepper")).toContainText("Beef, dairy");
  expect(await sidewaysOverflow(page)).toBe(0);
});

test("/pets with the form open, and with the delete dialog, has no axe violations and fits 360 px", async ({
  page,
  request,
}) => {
  await customerWithPets(request, page);
  await page.goto("/pets");
  await page.getByRole("button", { name: "Add a pet" }).click();
  const form = page.getByRole("form", { name: "Add a pet" });
  await form.getByRole("button", { name: "Add pet" }).click();
  await form.getByRole("radio", { name: "Dog" }).check();
  await expectNoA11yViolations(page);
  await screenshots(page, "pets-form");

  await page.setViewportSize({ width: 360, height: 800 });
  expect(await sidewaysOverflow(page)).toBe(0);
  await form.getByRole("button", { name: "Cancel" }).click();
  await petCard(page, "Pepper").getByRole("button", { name: "Delete Pepper" }).click();
  await expect(page.getByRole("alertdialog", { name: "Delete Pepper?" })).toBeVisible();
  await expectNoA11yViolations(page);
  expect(await sidewaysOverflow(page)).toBe(0);
});

test("the box page lists the box's allergens", async ({ page }) => {
  await signIn(page, await createAccount());
  await page.goto("/boxcarddetails/1");
  const allergens = page.getByRole("region", { name: "Allergens" });
  await expect(allergens).toContainText("Contains: fish, catnip");
  await expect(allergens).toContainText("3 organic catnip mice: catnip");
  await page.setViewportSize({ width: 390, height: 844 });
  await allergens.screenshot({ path: "reports/screens/box-allergens-390.png" });
});

test("/terms explains the plans from the plans data, cancelling, and its version", async ({
  page,
}) => {
  await page.goto("/terms");
  const plans = page.getByRole("region", { name: "Plans and payment" });
  await expect(plans).toContainText("Pay per box: each delivery is paid on its own");
  await expect(plans).toContainText(
    "Prepay 6 deliveries: 6 deliveries are paid at once, with 5 % off the price of every box.",
  );
  await expect(plans).toContainText("with 10 % off the price of every box");
  const cancelling = page.getByRole("region", { name: "Cancelling" });
  await expect(cancelling).toContainText(
    "cancel before your first box's cut-off and nothing ships and nothing is charged",
  );
  await expect(cancelling).toContainText(
    "On a prepaid plan, once your first box is being packed, the deliveries you have already paid for still ship on their dates",
  );
  await expect(page.getByText(/^Terms version: \d{4}-\d{2}-\d{2}/)).toBeVisible();
  await screenshots(page, "terms", [1280]);
});
