// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addresses, deliveries, orders, pets, refunds, subscriptions } from "../db/schema";
import { freshDatabase, type TestDatabase } from "../test-support/database";
import { exportColumns, exportCsv, exportFileName, exportStream, type ExportKind } from "./exports";

// The six CSV exports (issue 27, decision 252) on a hand-made shop: Ada, whose name a spreadsheet
// would run as a formula, and who wrote a comma, a quote and a line break into her address, with
// a card order; Bob with an order paid on delivery, one box delivered and paid, and a refund.
let store: TestDatabase;
const at = (iso: string) => new Date(iso);
const ADA = "uid-ada";
const BOB = "uid-bob";
const ADA_ORDER = "00000000-0000-4000-8000-00000000000a";
const BOB_ORDER = "00000000-0000-4000-8000-00000000000b";

beforeAll(async () => {
  store = await freshDatabase();
  await store.database.use("test.shop", async (db) => {
    const [adaHome, bobHome] = await db
      .insert(addresses)
      .values([
        {
          uid: ADA,
          fullName: '=HYPERLINK("http://evil")',
          line1: '1 "Rose" Lane, Flat 2\nBack door',
          city: "London",
          postalCode: "N1 1AA",
          country: "GB",
          phone: "+44 20 7946 0000",
        },
        {
          uid: BOB,
          fullName: "Bob Stone",
          line1: "2 Elm Street",
          city: "Boston",
          postalCode: "02110",
          country: "US",
        },
      ])
      .returning();
    const [milo, rex] = await db
      .insert(pets)
      .values([
        { uid: ADA, name: "Milo", species: "cat", createdAt: at("2026-10-01T09:00:00Z") },
        { uid: BOB, name: "Rex, Jr.", species: "dog", createdAt: at("2026-10-02T09:00:00Z") },
      ])
      .returning();
    const common = { consentText: "I agree", termsVersion: "1", planName: "Pay per box" };
    await db.insert(orders).values([
      {
        id: ADA_ORDER,
        uid: ADA,
        customerEmail: "ada@example.com",
        status: "paid",
        planId: "per-box",
        totalCents: 3499,
        shippingCents: 500,
        // A code's $5.00 off the first box (decisions 267, 276).
        discountCents: 500,
        paymentProvider: "stripe",
        paymentReference: "cs_test_1",
        addressId: adaHome!.id,
        createdAt: at("2026-10-05T10:00:00Z"),
        ...common,
      },
      {
        id: BOB_ORDER,
        uid: BOB,
        customerEmail: "bob@example.com",
        status: "pay_on_delivery",
        planId: "per-box",
        totalCents: 2999,
        paymentProvider: "manual",
        addressId: bobHome!.id,
        createdAt: at("2026-10-06T10:00:00Z"),
        ...common,
      },
    ]);
    const [adaSub, bobSub] = await db
      .insert(subscriptions)
      .values([
        {
          uid: ADA,
          orderId: ADA_ORDER,
          petId: milo!.id,
          boxId: "1",
          quantity: 1,
          frequency: "Monthly",
          unitPriceCents: 2999,
          shippingCents: 500,
          planId: "per-box",
          addressId: adaHome!.id,
          status: "active",
          anchorDate: "2026-10-10",
          nextDeliveryDate: "2026-11-10",
          discountCents: 500,
          discountEndsOn: "2026-12-10",
          createdAt: at("2026-10-05T10:00:00Z"),
        },
        {
          uid: BOB,
          orderId: BOB_ORDER,
          petId: rex!.id,
          boxId: "2",
          quantity: 1,
          frequency: "Monthly",
          unitPriceCents: 2999,
          planId: "per-box",
          addressId: bobHome!.id,
          status: "paused",
          anchorDate: "2026-10-12",
          pausedUntil: "2027-01-12",
          createdAt: at("2026-10-06T10:00:00Z"),
        },
      ])
      .returning();
    await db.insert(deliveries).values([
      {
        subscriptionId: adaSub!.id,
        sequence: 0,
        date: "2026-10-10",
        status: "scheduled",
        boxId: "1",
        petId: milo!.id,
        quantity: 1,
        addressId: adaHome!.id,
        unitPriceCents: 2999,
        shippingCents: 500,
        discountCents: 500,
      },
      {
        subscriptionId: bobSub!.id,
        sequence: 0,
        date: "2026-10-12",
        status: "shipped",
        boxId: "2",
        petId: rex!.id,
        quantity: 1,
        addressId: bobHome!.id,
        unitPriceCents: 2999,
        creditCents: 500,
        fulfilment: "delivered",
        carrier: "ups",
        trackingNumber: "1Z999",
        packedAt: at("2026-10-11T08:00:00Z"),
        shippedAt: at("2026-10-12T08:00:00Z"),
        deliveredAt: at("2026-10-14T15:00:00Z"),
        paymentStatus: "paid",
        paymentMethod: "cash",
        paymentRecordedAt: at("2026-10-14T15:05:00Z"),
      },
    ]);
    await db.insert(refunds).values({
      orderId: BOB_ORDER,
      amountCents: 1000,
      reason: 'Box "torn", treats, wet',
      method: "recorded",
      actorUid: "uid-owner",
      actorEmail: "owner@example.com",
      actorRole: "owner",
      createdAt: at("2026-10-15T12:00:00Z"),
    });
  });
}, 120_000);
afterAll(() => store?.drop());

/** The file, read a page of one row at a time so that every page boundary is crossed. */
async function csv(kind: ExportKind, size = 1) {
  let text = "";
  for await (const chunk of exportCsv(store.database, kind, size)) text += chunk;
  return text;
}

const header = (kind: ExportKind) => `${exportColumns[kind].join(",")}\r\n`;

describe("CSV exports", () => {
  it("customers: one line a customer, a formula defused and a comma/quote kept in quotes", async () => {
    expect(await csv("customers")).toBe(
      header("customers") +
        'uid-ada,ada@example.com,"\'=HYPERLINK(""http://evil"")",\'+44 20 7946 0000,London,GB,1,2026-10-05T10:00:00.000Z,2026-10-05T10:00:00.000Z,1,Milo\r\n' +
        'uid-bob,bob@example.com,Bob Stone,,Boston,US,1,2026-10-06T10:00:00.000Z,2026-10-06T10:00:00.000Z,1,"Rex, Jr."\r\n',
    );
  });

  it("subscriptions: every subscription with its plan, prices in cents and state", async () => {
    const lines = (await csv("subscriptions")).split("\r\n");
    expect(lines[0]).toBe(exportColumns.subscriptions.join(","));
    expect(lines[1]).toMatch(
      /^\d+,2026-10-05T10:00:00.000Z,PB-\d{6},uid-ada,active,1,Milo,1,Monthly,per-box,2999,500,0,2026-11-10,,,,,,London,GB,500,2026-12-10$/,
    );
    expect(lines[2]).toMatch(
      /^\d+,2026-10-06T10:00:00.000Z,PB-\d{6},uid-bob,paused,2,"Rex, Jr.",1,Monthly,per-box,2999,0,0,,,2027-01-12,,,,Boston,US,0,$/,
    );
    expect(lines.slice(3)).toEqual([""]);
  });

  it("orders: one line an order, the address's line break kept inside its quotes", async () => {
    const text = await csv("orders");
    expect(text.startsWith(header("orders"))).toBe(true);
    expect(text).toMatch(
      /PB-\d{6},2026-10-05T10:00:00.000Z,paid,uid-ada,ada@example.com,per-box,stripe,3499,500,USD,"'=HYPERLINK\(""http:\/\/evil""\)",London,N1 1AA,GB,500\r\n/,
    );
    expect(text).toMatch(
      /PB-\d{6},2026-10-06T10:00:00.000Z,pay_on_delivery,uid-bob,bob@example.com,per-box,manual,2999,0,USD,Bob Stone,Boston,02110,US,0\r\n$/,
    );
  });

  it("deliveries: every box, what happened to it and its payment on delivery", async () => {
    const lines = (await csv("deliveries")).split("\r\n");
    expect(lines).toHaveLength(4);
    expect(lines[2]).toMatch(
      /^\d+,2026-10-12,\d+,PB-\d{6},uid-bob,shipped,delivered,2,"Rex, Jr.",1,2999,0,500,,ups,1Z999,2026-10-11T08:00:00.000Z,2026-10-12T08:00:00.000Z,2026-10-14T15:00:00.000Z,,paid,cash,Bob Stone,Boston,02110,US,0$/,
    );
    // Ada's first box has the code's $5.00 off (decision 276).
    expect(lines[1]).toMatch(/^\d+,2026-10-10,.*,London,N1 1AA,GB,500$/);
  });

  it("payments: the card order's first payment, then each box paid on delivery less its credit", async () => {
    const lines = (await csv("payments")).split("\r\n");
    expect(lines[0]).toBe(exportColumns.payments.join(","));
    expect(lines[1]).toMatch(
      /^2026-10-05T10:00:00.000Z,card,PB-\d{6},,uid-ada,ada@example.com,paid,card,3499,cs_test_1$/,
    );
    expect(lines[2]).toMatch(
      /^2026-10-14T15:05:00.000Z,on delivery,PB-\d{6},\d+,uid-bob,bob@example.com,paid,cash,2499,$/,
    );
    expect(lines.slice(3)).toEqual([""]);
  });

  it("refunds: each refund, who gave it and why", async () => {
    expect(await csv("refunds", 1000)).toMatch(
      new RegExp(
        `^${header("refunds")}\\d+,2026-10-15T12:00:00.000Z,PB-\\d{6},uid-bob,1000,recorded,"Box ""torn"", treats, wet",,owner@example.com,owner\\r\\n$`,
      ),
    );
  });

  it("the same file whatever the page size", async () => {
    for (const kind of ["customers", "deliveries", "payments"] as const) {
      expect(await csv(kind, 1)).toBe(await csv(kind, 1000));
    }
  });

  it("streams the file a page at a time, reading the next page only when asked", async () => {
    const reader = exportStream(store.database, "deliveries", 1).getReader();
    const decoder = new TextDecoder();
    const chunks: string[] = [];
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      chunks.push(decoder.decode(next.value));
    }
    expect(chunks).toHaveLength(3); // the header, then one chunk a box
    expect(chunks.join("")).toBe(await csv("deliveries", 1000));

    const stopped = exportStream(store.database, "deliveries", 1).getReader();
    expect(decoder.decode((await stopped.read()).value)).toBe(header("deliveries"));
    await stopped.cancel(); // the download went away: no more pages are read
    expect(await stopped.read()).toEqual({ done: true, value: undefined });
  });

  it("names the file by what and the day", () => {
    expect(exportFileName("customers", "2026-11-26")).toBe("petbox-customers-2026-11-26.csv");
  });
});
