// @vitest-environment node
import { describe, expect, it } from "vitest";
import { matchRoute } from "../../shared/site-paths";
import { messageHtml } from "../mail/render";
import { trackingUrl } from "../../shared/shop/carriers";
import { messageFixtures, order, PAY_URL, SHOP_URL } from "../test-support/message-fixtures";

// Issue 24, defect 3: the order confirmation linked to <SHOP_URL>/subscriptions, a 404. Every
// kind of message is rendered here and each of its links checked against the route manifest,
// in the text part and in the HTML part's hrefs (issue 25 §6).

/** Every address written in `text`: absolute ones, and paths such as "/account/subscriptions". */
function linksIn(text: string): string[] {
  return [...text.matchAll(/https?:\/\/\S+|(?<![\w/:.])\/[\w%-]+(?:\/[\w%.-]*)*/g)].map(
    ([link]) => link,
  );
}

/** Every href of the HTML part (React Email writes them double-quoted). */
function hrefsIn(html: string): string[] {
  return [...html.matchAll(/\shref="([^"]*)"/g)].map(([, href]) => href ?? "");
}

function expectShopPage(link: string) {
  expect(link, "absolute").toMatch(/^https?:\/\//);
  const url = new URL(link);
  expect(url.origin, link).toBe(new URL(SHOP_URL).origin);
  expect(url.search + url.hash, link).toBe("");
  expect(matchRoute(url.pathname), link).not.toBe("notFound");
}

/**
 * The one link allowed off the shop's origin: the carrier's page for the parcel of "your box is
 * on its way" (issue 26, decision 225).
 */
const carrierPage = trackingUrl("usps", "9400 1000 0000 0000 0000 00");
/** And Stripe's page where the customer pays a renewal that failed (decision 230). */
const offShop = (kind: string) =>
  kind === "delivery_shipped" ? [carrierPage] : kind === "payment_link" ? [PAY_URL] : [];

describe("links in e-mails", () => {
  for (const [kind, message] of Object.entries(messageFixtures)) {
    it(`${kind}: every link is absolute, on SHOP_URL's origin, and a page of the shop`, () => {
      expect(message.kind).toBe(kind);
      // The consent is quoted as the customer agreed to it, with its "/terms" and "/contact";
      // their full addresses follow it.
      const text = message.text.replace(order.consent, "");
      const links = linksIn(text);
      expect(links.length, message.text).toBeGreaterThan(0);
      expect(links).toEqual(expect.arrayContaining(offShop(kind)));
      for (const link of links) if (!offShop(kind).includes(link)) expectShopPage(link);
    });

    it(`${kind}: every href of its HTML is absolute, on SHOP_URL's origin, and a page of the shop`, async () => {
      if (!message.body) throw new Error("no body");
      const hrefs = hrefsIn(await messageHtml(message.subject, message.body));
      // The wordmark, the footer's contact link, and the message's own links.
      expect(hrefs.length).toBeGreaterThanOrEqual(2);
      for (const href of hrefs) if (!offShop(kind).includes(href)) expectShopPage(href);
      // Each link of the text is a link of the HTML too.
      const text = linksIn(message.text.replace(order.consent, ""));
      expect(hrefs).toEqual(expect.arrayContaining(text));
    });
  }

  it("leads the customer to the portal and the order from the confirmation", () => {
    const links = linksIn(messageFixtures.order_confirmation.text.replace(order.consent, ""));
    expect(links).toEqual([
      `${SHOP_URL}/orders/${order.id}`,
      `${SHOP_URL}/account/subscriptions`,
      `${SHOP_URL}/terms`,
      // The acknowledgement's cancel link (issue 28): the portal, where Cancel is one click.
      `${SHOP_URL}/account/subscriptions`,
      `${SHOP_URL}/contact`,
    ]);
  });

  it("leads to the portal in one click from the renewal, yearly and price notices", () => {
    for (const kind of ["renewal_reminder", "anniversary_reminder", "price_notice"] as const) {
      const links = linksIn(messageFixtures[kind].text);
      expect(links[0], kind).toBe(`${SHOP_URL}/account/subscriptions`);
      expect(matchRoute(new URL(links[0]!).pathname), kind).toBe("accountSubscriptions");
    }
  });

  it("gives the carrier's page for the parcel, and the orders page, in the shipped message", () => {
    expect(carrierPage).toBe(
      "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400%201000%200000%200000%200000%2000",
    );
    const links = linksIn(messageFixtures.delivery_shipped.text);
    expect(links).toEqual([carrierPage, `${SHOP_URL}/account/orders`, `${SHOP_URL}/contact`]);
  });

  it("leads the referrer to the portal, where the credit shows, from the referral credit", () => {
    const links = linksIn(messageFixtures.referral_credit.text);
    expect(links[0]).toBe(`${SHOP_URL}/account/subscriptions`);
  });
});
