import type { Locator, Page } from "@playwright/test";
import {
  createAccount,
  expect,
  NOT_FOUND_STATUS_LOG,
  signInThroughUi,
  test,
  uniqueEmail,
} from "./fixtures";
import {
  asSingleLine,
  HOSTILE_HTTP_PHOTO_URLS,
  isHttpLike,
  XSS_PAYLOADS,
} from "./support/xss-corpus";
import { guardAgainstXss } from "./support/xss-guard";
import { BIDI_CONTROLS, BIDI_MESSAGE } from "../../shared/api/free-text";

const PHOTO_URL_MESSAGE = "Photo URL must be a web address starting with http:// or https://";
/** What a single-line field keeps, after the form trims it. */
const asName = (payload: string) => asSingleLine(payload).trim();
/** What a textarea keeps (line breaks normalised to \n), after the form trims it. */
// The shop drops NUL characters from free text (PostgreSQL cannot store them; shared/api/free-text.ts).
const asText = (payload: string) => payload.replace(/\r\n?/g, "\n").replaceAll("\u0000", "").trim();

/** Payloads the shop refuses in any free text (decision 181): a text-direction control. */
const refused = (payload: string) => BIDI_CONTROLS.test(payload);
/** Every payload the shop takes as free text, and how many. */
const TAKEN = XSS_PAYLOADS.filter((payload) => !refused(payload));

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

test("the corpus holds at least 50 payloads", () => {
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
  expect(new Set(XSS_PAYLOADS).size).toBe(XSS_PAYLOADS.length);
});

test("register refuses every payload that is not an http(s) URL as the photo", async ({ page }) => {
  const guard = await guardAgainstXss(page);
  await page.goto("/register");
  await page.getByLabel("First name").fill("Lena");
  await page.getByLabel("Last name").fill("Fischer");
  await page.getByLabel("Email").fill(uniqueEmail("xss-photo"));
  await page.getByLabel("Password", { exact: true }).fill("Kibble123");
  await page.getByLabel("Accept Terms and Conditions").check();
  // None of the corpus is an http(s) address, so every one must be refused.
  expect(XSS_PAYLOADS.filter((payload) => isHttpLike(asSingleLine(payload)))).toEqual([]);
  for (const payload of XSS_PAYLOADS) {
    await page.getByLabel("Photo URL").fill(payload);
    await page.getByRole("button", { name: "SIGN UP" }).click();
    await expect(page.getByText(PHOTO_URL_MESSAGE), payload).toBeVisible();
  }
  await expect(page.getByLabel("Photo URL")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL("/register");
  await expectClean(guard, "register photo URL");
});

// Several payloads per name field (joined by a space), so a few accounts carry the whole corpus.
const PER_NAME = 5;
const registrations = chunks(chunks(XSS_PAYLOADS, PER_NAME), 2);
for (const [index, batch] of chunks(registrations, 4).entries()) {
  test(`registration names, batch ${index + 1}: shown as text in the navigation and profile`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const guard = await guardAgainstXss(page);
    await serveHostilePhotos(page);
    for (const [i, [firstParts, lastParts = ["Fischer"]]] of batch.entries()) {
      const first = firstParts!.join(" ");
      const last = lastParts.join(" ");
      const photo = HOSTILE_HTTP_PHOTO_URLS[(index * 4 + i) % HOSTILE_HTTP_PHOTO_URLS.length]!;
      const displayName = `${asName(first)} ${asName(last)}`;
      await page.goto("/register");
      // From the second account on, the visitor is signed in (registering signs in), and
      // /register says who, once the sign-in check is done: sign out there first.
      if (i > 0) {
        await page.getByRole("main").getByRole("button", { name: "Sign out" }).click();
        await page.getByRole("dialog", { name: "Logged out!" }).getByRole("button").click();
      }
      await page.getByLabel("First name").fill(first);
      await page.getByLabel("Last name").fill(last);
      await page.getByLabel("Photo URL").fill(photo);
      await page.getByLabel("Email").fill(uniqueEmail("xss-register"));
      await page.getByLabel("Password", { exact: true }).fill("Kibble123");
      await page.getByLabel("Accept Terms and Conditions").check();
      await page.getByRole("button", { name: "SIGN UP" }).click();
      const dialog = page.getByRole("dialog", { name: "Registration Successful!" });
      await expect(dialog, displayName).toBeVisible();
      await expectExactText(page.getByTestId("nav-user-name").first(), displayName);
      await dialog.getByRole("button", { name: "Continue" }).click();
      await expect(page).toHaveURL("/login");

      await page.goto("/myprofile");
      await expectExactText(page.locator("#profile-details"), displayName);
      await expectExactText(page.getByTestId("profile-photo-url"), photo);
      await expect(page.getByRole("img", { name: "Your profile photo" })).toHaveAttribute(
        "src",
        photo,
      );
      await expectClean(guard, `registered ${displayName}`);
    }
  });
}

test("profile edit refuses every payload as the photo URL", async ({ page }) => {
  const guard = await guardAgainstXss(page);
  const account = await createAccount();
  await page.goto("/login?redirectTo=%2Fmyprofile");
  await signInThroughUi(page, account);
  await expect(page).toHaveURL("/myprofile");
  await page.getByRole("button", { name: "Edit Profile" }).click();
  const refusal = page.getByText(PHOTO_URL_MESSAGE);
  for (const payload of XSS_PAYLOADS) {
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

const PER_SAVE = 3;
for (const [index, batch] of chunks(chunks(XSS_PAYLOADS, PER_SAVE), 12).entries()) {
  test(`profile edit, batch ${index + 1}: names shown as text, with hostile http(s) photos`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const guard = await guardAgainstXss(page);
    await serveHostilePhotos(page);
    const account = await createAccount();
    await page.goto("/login?redirectTo=%2Fmyprofile");
    await signInThroughUi(page, account);
    await expect(page).toHaveURL("/myprofile");
    let name = "";
    for (const [i, parts] of batch.entries()) {
      const payload = parts.join(" ");
      name = asName(payload);
      const photo = HOSTILE_HTTP_PHOTO_URLS[i % HOSTILE_HTTP_PHOTO_URLS.length]!;
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
    // The stored name comes back from the service as text, too, here and in the founder greeting.
    await page.reload();
    await expectExactText(page.locator("#profile-details"), name);
    await page.goto("/");
    const greeting = page.getByRole("heading", { level: 2 }).filter({ hasText: "HELLO" });
    await expect.poll(() => greeting.textContent()).toBe(`HELLO ${name}`);
    await expectClean(guard, "home after the profile batch");
  });
}

test("reviews: every payload is posted and shown verbatim as text, or refused as invalid", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const guard = await guardAgainstXss(page);
  const account = await createAccount();
  await page.goto("/login?redirectTo=%2Fboxcarddetails%2F9");
  await signInThroughUi(page, account);
  await expect(page).toHaveURL("/boxcarddetails/9");
  const newest = page
    .getByRole("list", { name: "Reviews, newest first" })
    .getByRole("listitem")
    .first()
    .locator("p")
    .first(); // the review's text; the second paragraph names its author
  const invalid = page.getByRole("alertdialog", { name: "OOPPSSS...." });
  for (const payload of XSS_PAYLOADS) {
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
    await expectExactText(newest, asText(payload));
  }
  // The list shows the newest 20; "Show more reviews" brings the older ones, page by page.
  const more = page.getByRole("button", { name: "Show more reviews" });
  while (await more.isVisible()) {
    const shown = await page
      .getByRole("list", { name: "Reviews, newest first" })
      .getByRole("listitem")
      .count();
    await more.click();
    await expect
      .poll(() =>
        page.getByRole("list", { name: "Reviews, newest first" }).getByRole("listitem").count(),
      )
      .toBeGreaterThan(shown);
  }
  await expect(
    page.getByRole("list", { name: "Reviews, newest first" }).getByRole("listitem"),
  ).toHaveCount(TAKEN.length);
  await expectClean(guard, "reviews");
});

test("contact: every payload in the name and message is sent as data; none runs", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const guard = await guardAgainstXss(page);
  const account = await createAccount();
  await page.goto("/login?redirectTo=%2Fcontact");
  await signInThroughUi(page, account);
  await expect(page).toHaveURL("/contact");
  const thanks = page.getByRole("dialog", { name: "Thanks for contacting!" });
  for (const payload of XSS_PAYLOADS) {
    const name = asName(payload).length <= 100 && asName(payload) ? payload : "Mia Moss";
    await page.getByLabel("Name").fill(name);
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

  // In the e-mail field the browser's own check refuses them; nothing is sent, nothing runs.
  for (const payload of XSS_PAYLOADS.slice(0, 10)) {
    await page.getByLabel("Name").fill("Mia Moss");
    await page.getByLabel("Email").fill(payload);
    await page.getByLabel("Message").fill("Hello");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(thanks, payload).toHaveCount(0);
  }
  await expectClean(guard, "contact e-mail");
});

test("newsletter: every payload as the e-mail gets 'Oops...'; none runs", async ({ page }) => {
  test.setTimeout(90_000);
  const guard = await guardAgainstXss(page);
  await page.goto("/subscribe");
  const oops = page.getByRole("alertdialog", { name: "Oops..." });
  for (const payload of XSS_PAYLOADS) {
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
