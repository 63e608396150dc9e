import { execFileSync } from "node:child_process";
import { expect, expectNoA11yViolations, screenshots, sidewaysOverflow, test } from "./fixtures";

// Issue 25 §6: each kind of e-mail as a mail program shows it, in Chromium: the HTML part the
// outbox stores, rendered by the shop's own builders from one fixture of each kind
// (server/test-support/message-fixtures.ts) and set as the page's content, so no route serves it.
const messages = JSON.parse(
  execFileSync(
    process.execPath,
    ["--import", "tsx", "server/test-support/print-message-fixtures.ts"],
    {
      encoding: "utf8",
    },
  ),
) as { kind: string; subject: string; title: string; html: string }[];

/** The tracking link of the "on its way" fixture: USPS's page for its parcel. */
const carrierPage =
  "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400%201000%200000%200000%200000%2000";

/** The payment link's fixture: Stripe's page for the unpaid invoice (decision 230). */
const invoicePage = "https://invoice.stripe.com/i/acct_test/test_YWNjdF90ZXN0";

/** The one link of a kind that leaves the shop's site, by kind. */
const offSite: Record<string, string> = {
  delivery_shipped: carrierPage,
  payment_link: invoicePage,
};

test("every kind of e-mail is looked at", () => {
  expect(messages.map((message) => message.kind)).toEqual([
    "order_confirmation",
    "order_notice",
    "subscription_skipped",
    "subscription_unskipped",
    "subscription_paused",
    "subscription_resumed",
    "subscription_uncancelled",
    "subscription_changed",
    "subscription_cancelled",
    "delivery_reminder",
    "renewal_reminder",
    "anniversary_reminder",
    "price_notice",
    "delivery_shipped",
    "withdrawal_confirmation",
    "payment_refunded",
    "payment_link",
    "problem_resolved",
    "contact_reply",
    "gift_sent",
    "stock_shortfall",
    "referral_credit",
    "gift_unclaimed",
    "gift_last_box",
  ]);
});

for (const message of messages) {
  test(`the ${message.kind} e-mail reads on a 390 px phone, without sideways scrolling, and passes axe`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.setContent(message.html);
    await expect(page).toHaveTitle(message.subject);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(message.title);
    await expect(page.getByRole("link", { name: "PetBox", exact: true })).toBeVisible();
    await expect(page.getByText(/^PetBox, .+, United States$/)).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    // Every link leads to a page of the shop, by its absolute address; "on its way" adds the
    // carrier's page for the parcel (decision 225), the payment link Stripe's invoice (230).
    const hrefs = await page
      .locator("a")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(hrefs.length).toBeGreaterThanOrEqual(2);
    const away = offSite[message.kind];
    const leaving = away ? [away] : [];
    expect(hrefs).toEqual(expect.arrayContaining(leaving));
    for (const href of hrefs.filter((each) => !leaving.includes(each))) {
      expect(href).toMatch(/^https:\/\/shop\.petbox\.example:8443(\/|$)/);
    }
    await expectNoA11yViolations(page);
    await screenshots(page, `email-${message.kind.replaceAll("_", "-")}`);
  });
}
