// @vitest-environment node
import { describe, expect, it } from "vitest";
import { formatCalendarDate } from "../../shared/commerce/dates";
import { arrivesAbout } from "../../shared/commerce/fulfilment-rules";
import { postalAddressLine, shopContact } from "../../shared/shop/contact";
import { messageHtml } from "../mail/render";
import { detail, lifecycle, messageFixtures, newAddress } from "../test-support/message-fixtures";

// Issue 25 §6: what each kind of message says (what changed, with the rule's dates), and that
// every one has both parts, the shop's address and the way to reach support.

const arrives = (date: string, country = "US") => formatCalendarDate(arrivesAbout(date, country));

describe("every message", () => {
  /** A subject as React writes it into the document ("friend's" is "friend&#x27;s"). */
  const asHtmlText = (text: string) =>
    text
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&#x27;");
  for (const [kind, message] of Object.entries(messageFixtures)) {
    it(`${kind}: ends with how to reach support and the shop's postal address, in both parts`, async () => {
      expect(shopContact.postalAddress.length).toBeGreaterThanOrEqual(2);
      expect(message.text).toContain("Questions? Reply to this e-mail");
      expect(message.text.trimEnd().endsWith(postalAddressLine())).toBe(true);
      if (!message.body) throw new Error("no body");
      const html = await messageHtml(message.subject, message.body);
      expect(html).toContain(postalAddressLine().replace(/&/g, "&amp;"));
      expect(html).toContain("Questions? Reply to this e-mail");
      // A document of its own: English, titled by its subject, one main heading.
      expect(html).toMatch(/<html[^>]* lang="en"/);
      expect(html).toContain(`<title>${asHtmlText(message.subject)}</title>`);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      // The wordmark is text, so it shows with images blocked; any image would need its alt.
      expect(html).toMatch(/<a href="https:\/\/shop\.petbox\.example:8443"[^>]*>PetBox<\/a>/);
      for (const img of html.match(/<img[^>]*>/g) ?? []) expect(img).toMatch(/alt="[^"]+"/);
    });
  }
});

describe("what each message says", () => {
  it("the confirmation: when the first box ships and arrives, from the rule", () => {
    expect(messageFixtures.order_confirmation.text).toContain(
      `it ships on Tuesday, December 1, 2026 and arrives about ${arrives("2026-12-01")}.`,
    );
  });

  it("the shop's notice: who ordered what, the total and how it is paid, where it ships", () => {
    const { text, subject, recipientEmail, recipientUid } = messageFixtures.order_notice;
    expect({ subject, recipientEmail, recipientUid }).toEqual({
      subject: "New order PB-000042: $39.99, pay on first delivery",
      recipientEmail: "orders@petbox.example",
      recipientUid: null,
    });
    expect(text).toContain("Ada Lovelace (ada@example.com) placed order PB-000042.");
    expect(text).toContain("- Cat Box for Tom: 1 box, Monthly, $39.99 a box");
    expect(text).toContain("Total: $39.99, pay on first delivery");
    expect(text).toContain(
      `First box: ships on Tuesday, December 1, 2026 and arrives about ${arrives("2026-12-01")}`,
    );
    expect(text).toContain("Ship to:\nAda Lovelace\n12 Main Street\nSpringfield, IL 62704");
    expect(text).toContain("npm run shop -- packing --month 2026-12");
  });

  it("a new address: the address, the boxes that go there, and the one packed as it was", async () => {
    const message = messageFixtures.subscription_changed;
    expect(message.text).toContain(
      "New delivery address:\nAda Lovelace\n7 Harbour Road\nChicago, IL 60601\nUnited States",
    );
    expect(message.text).toContain(
      "Boxes with the change: the box of Monday, February 1, 2027; the box of Monday, March 1, 2027",
    );
    expect(message.text).toContain(
      `Already being packed, unchanged: Cat Box for Tom, ships on Friday, January 1, 2027 and arrives about ${arrives("2027-01-01")}, to Springfield`,
    );
    if (!message.body) throw new Error("no body");
    const html = await messageHtml(message.subject, message.body);
    expect(html).toContain("New delivery address:");
    expect(html).toContain(newAddress.line1);
  });

  it("a new box, pet and quantity: each named, with the price of a delivery", () => {
    const text = lifecycle(
      { kind: "changed", from: "2027-02-01", fields: ["boxId", "petId", "quantity"] },
      {
        ...detail,
        box: { id: "2", name: "Calm Cat Retreat", thumbnail: "/images/x.webp", pet: "cat" },
        pet: { id: 2, name: "Luna", species: "cat", allergies: [] },
        quantity: 2,
        pricePerDelivery: 8998,
      },
    ).text;
    expect(text).toContain("New box: Calm Cat Retreat");
    expect(text).toContain("Now for: Luna");
    expect(text).toContain("Each delivery: 2 boxes, $89.98");
    expect(text).not.toContain("New delivery address");
  });

  it("a pause: its dates, the boxes it holds back, and the first box after it", () => {
    const { text } = messageFixtures.subscription_paused;
    expect(text).toContain(
      "Paused: from Friday, January 1, 2027 until Monday, March 1, 2027\n" +
        "Boxes not sent: Friday, January 1, 2027; Monday, February 1, 2027\n" +
        `First box after the pause: Cat Box for Tom, ships on Monday, March 1, 2027 and arrives about ${arrives("2027-03-01")}`,
    );
  });

  it("a skip, an undone skip and a resume: the next box, when it arrives and where", () => {
    for (const kind of [
      "subscription_skipped",
      "subscription_unskipped",
      "subscription_resumed",
    ] as const) {
      expect(messageFixtures[kind].text, kind).toContain(
        `Next box: Cat Box for Tom, ships on Friday, January 1, 2027 and arrives about ${arrives("2027-01-01")}\n` +
          "Delivery address:\nAda Lovelace\n12 Main Street",
      );
    }
    expect(messageFixtures.subscription_skipped.text).toContain(
      "We will not send Cat Box for Tom on Monday, February 1, 2027.",
    );
  });

  it("a reminder: when the box arrives and where it goes", () => {
    expect(messageFixtures.delivery_reminder.text).toContain(
      `This box: ships on Friday, January 1, 2027 and arrives about ${arrives("2027-01-01")}\n` +
        "Delivery address:\nAda Lovelace\n7 Harbour Road",
    );
  });
});
