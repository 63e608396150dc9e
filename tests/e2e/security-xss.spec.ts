import type { Locator, Page } from "@playwright/test";
import {
  asName,
  asStoredText,
  HOSTILE_HTTP_PHOTO_URLS,
  NASTIEST_PAYLOADS,
  XSS_PAYLOADS,
} from "../support/xss-corpus";
import { createAccount, expect, NOT_FOUND_STATUS_LOG, signIn, test, uniqueEmail } from "./fixtures";
import { guardAgainstXss } from "./support/xss-guard";
import { BIDI_CONTROLS, BIDI_MESSAGE } from "../../shared/api/free-text";

/** Payloads the shop refuses in any free text (decision 181): a text-direction control. */
const refused = (payload: string) => BIDI_CONTROLS.test(payload);

const PHOTO_URL_MESSAGE = "Photo URL must be a web address starting with http:// or https://";

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}

/** The exact text of an element (toHaveText would collapse whitespace). */
async function expectExactText(locator: Locator, expected: string) {
  await expect.poll(() => locator.textContent()).toBe(expected);
}

async function expectClean(guard: Awaited<ReturnType<typeof guardAgainstXss>>, step: string) {
  expect(await guard.findings(), step).toEqual([]);
}

/** The hostile photo hosts answer with a real (harmless) image, so nothing fails to load. */
async function serveHostilePhotos(page: Page) {
  await page.route(/^https?:\/\/img\.example\//, (route) =>
    route.fulfill({
      status: 200,
      contentType: "image/svg+xml",
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>',
    }),
  );
}

// Every payload of the corpus is checked where the rules live: the API stores and answers each one
// as data (server/api.xss.test.ts), the forms refuse or send each one, and each is shown as text
// by the components (the *.xss.test.tsx files; docs/decisions/190). Here a real browser, with its
// parser and the shop's CSP, gets the nastiest few on each surface.
test("the corpus holds at least 50 payloads, and the browser's few are among them", () => {
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
  expect(new Set(XSS_PAYLOADS).size).toBe(XSS_PAYLOADS.length);
  for (const payload of NASTIEST_PAYLOADS) expect(XSS_PAYLOADS).toContain(payload);
});

test("register refuses a photo that is not an http(s) URL", async ({ page }) => {
  const guard = await guardAgainstXss(page);
  await page.goto("/register");
  await page.getByLabel("First name").fill("Lena");
  await page.getByLabel("Last name").fill("Fischer");
  await page.getByLabel("Email").fill(uniqueEmail("xss-photo"));
  await page.getByLabel("Password", { exact: true }).fill("Kibble123");
  await page.getByLabel("Accept Terms and Conditions").check();
  for (const payload of NASTIEST_PAYLOADS) {
    await page.getByLabel("Photo URL").fill(payload);
    await page.getByRole("button", { name: "SIGN UP" }).click();
    await expect(page.getByText(PHOTO_URL_MESSAGE), payload).toBeVisible();
  }
  await expect(page.getByLabel("Photo URL")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL("/register");
  await expectClean(guard, "register photo URL");
});

test("registration: names shown as text in the navigation and profile, with a hostile photo", async ({
  page,
}) => {
  const guard = await guardAgainstXss(page);
  await serveHostilePhotos(page);
  const first = NASTIEST_PAYLOADS.slice(0, 4).join(" ");
  const last = NASTIEST_PAYLOADS.slice(4).join(" ");
  const photo = HOSTILE_HTTP_PHOTO_URLS[0]!;
  const displayName = `${asName(first)} ${asName(last)}`;
  await page.goto("/register");
  await page.getByLabel("First name").fill(first);
  await page.getByLabel("Last name").fill(last);
  await page.getByLabel("Photo URL").fill(photo);
  await page.getByLabel("Email").fill(uniqueEmail("xss-register"));
  await page.getByLabel("Password", { exact: true }).fill("Kibble123");
  await page.getByLabel("Accept Terms and Conditions").check();
  await page.getByRole("button", { name: "SIGN UP" }).click();
  const dialog = page.getByRole("dialog", { name: "Registration Successful!" });
  await expect(dialog).toBeVisible();
  await expectExactText(page.getByTestId("nav-user-name").first(), displayName);
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL("/login");

  await page.goto("/myprofile");
  await expectExactText(page.locator("#profile-details"), displayName);
  await expectExactText(page.getByTestId("profile-photo-url"), photo);
  await expect(page.getByRole("img", { name: "Your profile photo" })).toHaveAttribute("src", photo);
  await expectClean(guard, `registered ${displayName}`);
});

test("profile edit refuses a photo that is not an http(s) URL", async ({ page }) => {
  const guard = await guardAgainstXss(page);
  await signIn(page, await createAccount());
  await page.goto("/myprofile");
  await page.getByRole("button", { name: "Edit Profile" }).click();
  const refusal = page.getByText(PHOTO_URL_MESSAGE);
  for (const payload of NASTIEST_PAYLOADS) {
    // A refusal never reaches the service: the form stays open with the message.
    await page.getByLabel("Photo URL").fill(payload);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(refusal, payload).toBeVisible();
  }
  await expect(page.getByText("Profile updated successfully!")).toHaveCount(0);
  await expect(page.getByTestId("profile-photo-url")).toHaveText("None");
  await expect(page.getByRole("img", { name: "Your profile photo" })).toHaveAttribute(
    "src",
    "/images/default-avatar.svg",
  );
  await expectClean(guard, "profile photo URL");
});

// Two saves per test, each with two of the hostile photos; the second test also reloads and greets.
const profileSaves = chunks(NASTIEST_PAYLOADS, Math.ceil(NASTIEST_PAYLOADS.length / 4));
for (const [half, saves] of chunks(profileSaves, 2).entries()) {
  test(`profile edit, part ${half + 1}: names shown as text, with hostile http(s) photos`, async ({
    page,
  }) => {
    const guard = await guardAgainstXss(page);
    await serveHostilePhotos(page);
    await signIn(page, await createAccount());
    await page.goto("/myprofile");
    let name = "";
    for (const [i, parts] of saves.entries()) {
      const payload = parts.join(" ");
      name = asName(payload);
      const photo = HOSTILE_HTTP_PHOTO_URLS[(half * 2 + i) % HOSTILE_HTTP_PHOTO_URLS.length]!;
      await page.getByRole("button", { name: "Edit Profile" }).click();
      await page.getByLabel("Name", { exact: true }).fill(payload);
      await page.getByLabel("Photo URL").fill(photo);
      await page.getByRole("button", { name: "Save Changes" }).click();
      await expect(page.getByText("Profile updated successfully!"), payload).toBeVisible();
      await expectExactText(page.getByTestId("nav-user-name").first(), name);
      await expectExactText(page.locator("#profile-details"), name);
      await expectExactText(page.getByTestId("profile-photo-url"), photo);
      await expectClean(guard, `profile name ${payload}`);
    }
    if (half === 0) return;
    // The stored name comes back from the service as text, too, here and in the founder greeting.
    await page.reload();
    await expectExactText(page.locator("#profile-details"), name);
    await page.goto("/");
    const greeting = page.getByRole("heading", { level: 2 }).filter({ hasText: "HELLO" });
    await expect.poll(() => greeting.textContent()).toBe(`HELLO ${name}`);
    await expectClean(guard, "home after the profile edits");
  });
}

test("reviews: posted and shown verbatim as text, or refused as invalid", async ({ page }) => {
  const guard = await guardAgainstXss(page);
  await signIn(page, await createAccount());
  await page.goto("/boxcarddetails/9");
  const newest = page
    .getByRole("list", { name: "Reviews, newest first" })
    .getByRole("listitem")
    .first()
    .locator("p")
    .first(); // the review's text; the second paragraph names its author
  const invalid = page.getByRole("alertdialog", { name: "OOPPSSS...." });
  for (const payload of NASTIEST_PAYLOADS) {
    await page.getByLabel("Review", { exact: true }).fill(payload);
    await page.getByLabel("Rating", { exact: true }).fill("5");
    await page.getByRole("button", { name: "Submit Review" }).click();
    if (refused(payload)) {
      // A text-direction control is refused as any invalid review is (spec §8's dialog).
      await expect(invalid, payload).toBeVisible();
      await invalid.getByRole("button", { name: "OK" }).click();
      await expect(page.getByLabel("Review", { exact: true })).toHaveValue(payload);
      continue;
    }
    await expect(page.getByLabel("Review", { exact: true }), payload).toHaveValue("");
    await expectExactText(newest, asStoredText(payload));
  }
  await expect(
    page.getByRole("list", { name: "Reviews, newest first" }).getByRole("listitem"),
  ).toHaveCount(NASTIEST_PAYLOADS.filter((payload) => !refused(payload)).length);
  await expectClean(guard, "reviews");
});

test("contact: the name and message are sent as data; none runs", async ({ page }) => {
  const guard = await guardAgainstXss(page);
  await signIn(page, await createAccount());
  await page.goto("/contact");
  const thanks = page.getByRole("dialog", { name: "Thanks for contacting!" });
  for (const payload of NASTIEST_PAYLOADS) {
    await page.getByLabel("Name").fill(payload);
    await page.getByLabel("Email").fill("mia@example.com");
    await page.getByLabel("Message").fill(payload);
    await page.getByRole("button", { name: "Send message" }).click();
    if (refused(payload)) {
      // A text-direction control is refused beside each field that holds it; nothing is sent.
      for (const label of ["Name", "Message"]) {
        await expect(page.getByLabel(label), payload).toHaveAccessibleDescription(BIDI_MESSAGE);
      }
      await expect(thanks).toHaveCount(0);
      continue;
    }
    await expect(thanks, payload).toBeVisible();
    await expect(page.getByLabel("Message")).toHaveValue("");
    await thanks.getByRole("button", { name: "Okay!" }).click();
    await expect(thanks).toBeHidden();
  }
  await expectClean(guard, "contact name and message");
});

test("contact: the browser's own check refuses a payload as the e-mail; nothing is sent, none runs", async ({
  page,
}) => {
  const guard = await guardAgainstXss(page);
  const sent: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/contact") sent.push(request.method());
  });
  await signIn(page, await createAccount());
  await page.goto("/contact");
  const thanks = page.getByRole("dialog", { name: "Thanks for contacting!" });
  for (const payload of NASTIEST_PAYLOADS) {
    await page.getByLabel("Name").fill("Mia Moss");
    await page.getByLabel("Email").fill(payload);
    await page.getByLabel("Message").fill("Hello");
    await page.getByRole("button", { name: "Send message" }).click();
    expect(
      await page.getByLabel("Email").evaluate((input: HTMLInputElement) => input.validity.valid),
      payload,
    ).toBe(false);
    await expect(thanks, payload).toHaveCount(0);
  }
  expect(sent).toEqual([]);
  await expectClean(guard, "contact e-mail");
});

test("newsletter: a payload as the e-mail gets 'Oops...'; none runs", async ({ page }) => {
  const guard = await guardAgainstXss(page);
  await page.goto("/subscribe");
  const oops = page.getByRole("alertdialog", { name: "Oops..." });
  for (const payload of NASTIEST_PAYLOADS) {
    await page.getByLabel("Email").fill(payload);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(oops, payload).toContainText("Please enter a valid email!");
    await oops.getByRole("button", { name: "OK" }).click();
    await expect(oops).toBeHidden();
  }
  await expectClean(guard, "newsletter");
});

test("the guard itself notices injected markup, handlers, dangerous URLs and the marker", async ({
  page,
  consoleErrors,
}) => {
  // The policy blocks the injected handler, and Chromium logs that it did.
  consoleErrors.allow(/Content Security Policy/);
  consoleErrors.allow(NOT_FOUND_STATUS_LOG);
  const guard = await guardAgainstXss(page);
  await page.goto("/subscribe");
  await expectClean(guard, "before");
  await page.evaluate(() => {
    const host = document.createElement("div");
    host.innerHTML =
      '<img src="x" onerror="window.__xss=1"><a href=" java\tscript:alert(1)">a</a>' +
      '<iframe src="data:text/html,hi"></iframe><div style="background:url(javascript:x)"></div>';
    const script = document.createElement("script");
    script.textContent = "void 0";
    host.append(script);
    document.body.append(host);
    (window as unknown as { __xss: number }).__xss = 1;
  });
  const findings = (await guard.findings()).join("\n");
  expect(findings).toContain("window.__xss = 1");
  expect(findings).toContain("inline handler onerror");
  expect(findings).toContain('<a href=" java');
  expect(findings).toContain("<iframe");
  expect(findings).toContain("style=");
  expect(findings).toContain("foreign <script>");
  await expect.poll(async () => (await guard.findings()).join("\n")).toContain("CSP violation");
});
