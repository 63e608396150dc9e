// @vitest-environment node
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { carriers } from "../../shared/shop/carriers";
import { deliveries, outbox } from "../db/schema";
import { checkoutDeps, fixedClock, withDb } from "../test-support/commerce";
import { freshDatabase, type TestDatabase } from "../test-support/database";
import { newPet, subscribe } from "../test-support/lifecycle";
import { accountHistory } from "./account-history";
import { adminPacking, unpaidDeliveries } from "./admin-packing";
import { auditEntries } from "./audit";
import {
  markDelivered,
  markReturned,
  packDelivery,
  recordPayment,
  shipDeliveries,
  shipDelivery,
  type FulfilmentDeps,
} from "./fulfilment";
import type { Result } from "./result";
import { skip } from "./subscription-actions";
import type { SubscriptionDeps } from "./subscription-deps";

// Issue 26, decision 225: a box moves only when a person moves it, and a box whose day passed
// without being shipped is late.

let store: TestDatabase;
let run: ReturnType<typeof withDb>;
const ada = { uid: "ful-ada", email: "ada@example.com" };
const packer = { uid: "staff-pat", email: "pat@petbox.example", role: "packer" } as const;
// Ordered on Thursday 26 November 2026: the first box ships on Tuesday 1 December and can change
// until the end of Friday 27 November (decision 207).
const clock = fixedClock("2026-11-26T10:00:00Z");
const deps: SubscriptionDeps = checkoutDeps({ now: clock });
const fulfilment: FulfilmentDeps = {
  catalogue: deps.catalogue,
  carriers,
  timeZone: deps.timeZone,
  shopUrl: deps.shopUrl,
  now: clock,
};
/** The audit log's entries about one delivery, oldest first. */
const auditOf = async (box: number) =>
  (await run((db) => auditEntries(db, { customer: ada.uid })))
    .filter((entry) => entry.recordType === "delivery" && entry.recordId === String(box))
    .reverse();
let milo = 0;
let luna = 0;

beforeAll(async () => {
  store = await freshDatabase();
  run = withDb(store.database);
  milo = await newPet(run, ada.uid, { name: "Milo", species: "cat", allergies: ["fish"] });
  luna = await newPet(run, ada.uid, { name: "Luna", species: "cat" });
}, 60_000);
afterAll(() => store.drop(), 30_000);

async function order(petId: number, planId?: string) {
  clock.set("2026-11-26T10:00:00Z");
  const [id] = await subscribe(run, deps, ada, [{ boxId: 1, petId }], planId);
  return id!;
}

async function deliveryOn(subscriptionId: number, date: string) {
  const [row] = await run((db) =>
    db
      .select({ id: deliveries.id })
      .from(deliveries)
      .where(and(eq(deliveries.subscriptionId, subscriptionId), eq(deliveries.date, date))),
  );
  if (!row) throw new Error(`no delivery on ${date}`);
  return row.id;
}

function refusal(result: Result<unknown>) {
  if (result.ok) throw new Error("expected a refusal");
  return result;
}

function value<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`${result.reason}: ${result.message}`);
  return result.value;
}

const usps = { carrier: "usps", trackingNumber: "9400 1000 0000 0000 0000 00" };
const history = async (subscriptionId: number) =>
  (await run((db) => accountHistory(db, deps, ada.uid))).deliveries.filter(
    (each) => each.subscriptionId === subscriptionId,
  );

describe("a box's steps", () => {
  it("go packed → shipped → delivered → returned, each once and in order, and are audited", async () => {
    const id = await order(luna);
    const box = await deliveryOn(id, "2026-12-01");

    // The customer can still change it: nothing to pack yet.
    expect(refusal(await run((db) => packDelivery(db, fulfilment, packer, box)))).toMatchObject({
      reason: "conflict",
      message:
        "The customer can still change this box until Friday, November 27, 2026: pack it after that.",
    });

    clock.set("2026-11-30T09:00:00Z");
    expect(refusal(await run((db) => markDelivered(db, fulfilment, packer, box))).message).toBe(
      "This box has not shipped yet: mark it shipped before it can be delivered.",
    );
    const packed = value(await run((db) => packDelivery(db, fulfilment, packer, box)));
    expect(packed).toMatchObject({ id: box, state: "packed", shippedAt: null, carrier: null });
    expect(refusal(await run((db) => packDelivery(db, fulfilment, packer, box))).message).toBe(
      "This box is already packed.",
    );
    expect((await history(id)).map((each) => each.status)).toEqual(["packed"]);

    const unknown = refusal(
      await run((db) => shipDelivery(db, fulfilment, packer, box, { ...usps, carrier: "owl" })),
    );
    expect(unknown).toMatchObject({ reason: "invalid", fields: { carrier: expect.any(String) } });

    const shipped = value(await run((db) => shipDelivery(db, fulfilment, packer, box, usps)));
    expect(shipped).toMatchObject({
      state: "shipped",
      carrier: "usps",
      trackingNumber: usps.trackingNumber,
      trackingUrl:
        "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400%201000%200000%200000%200000%2000",
    });
    expect(
      refusal(await run((db) => shipDelivery(db, fulfilment, packer, box, usps))).message,
    ).toBe("This box has already shipped.");
    expect(await history(id)).toEqual([
      expect.objectContaining({
        date: "2026-12-01",
        status: "shipped",
        carrier: "USPS",
        trackingNumber: usps.trackingNumber,
        trackingUrl: shipped.trackingUrl,
      }),
    ]);

    clock.set("2026-12-04T09:00:00Z");
    expect(value(await run((db) => markDelivered(db, fulfilment, packer, box))).state).toBe(
      "delivered",
    );
    expect(value(await run((db) => markReturned(db, fulfilment, packer, box))).state).toBe(
      "returned",
    );
    expect(refusal(await run((db) => markDelivered(db, fulfilment, packer, box))).message).toBe(
      "This box is already marked returned.",
    );
    const audit = await auditOf(box);
    expect(
      audit.map((entry) => [entry.action, entry.recordId, entry.customerUid, entry.actor.email]),
    ).toEqual([
      ["delivery.pack", String(box), ada.uid, packer.email],
      ["delivery.ship", String(box), ada.uid, packer.email],
      ["delivery.delivered", String(box), ada.uid, packer.email],
      ["delivery.returned", String(box), ada.uid, packer.email],
    ]);
    expect(audit[1]).toMatchObject({
      before: { fulfilment: "packed", carrier: null },
      after: { fulfilment: "shipped", carrier: "usps", trackingNumber: usps.trackingNumber },
    });
  });

  it("sends 'your box is on its way' with the tracking link when a box ships, and only then", async () => {
    const id = await order(luna);
    const box = await deliveryOn(id, "2026-12-01");
    const shippedMails = () =>
      run((db) =>
        db
          .select({ subject: outbox.subject, text: outbox.text, html: outbox.html })
          .from(outbox)
          .where(and(eq(outbox.kind, "delivery_shipped"), eq(outbox.recipientUid, ada.uid))),
      );
    const before = (await shippedMails()).length;
    clock.set("2026-11-30T09:00:00Z");
    value(await run((db) => packDelivery(db, fulfilment, packer, box)));
    expect(await shippedMails()).toHaveLength(before);
    value(
      await run((db) =>
        shipDelivery(db, fulfilment, packer, box, { carrier: "ups", trackingNumber: "1Z999AA10" }),
      ),
    );
    const mails = await shippedMails();
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    expect(mail.subject).toBe("Your PetBox box is on its way");
    expect(mail.text).toContain("Tracking number: UPS 1Z999AA10");
    expect(mail.text).toContain("https://www.ups.com/track?tracknum=1Z999AA10");
    expect(mail.html).toContain('href="https://www.ups.com/track?tracknum=1Z999AA10"');
  });

  it("refuses to pack or ship a skipped box", async () => {
    const id = await order(luna);
    clock.set("2026-12-05T12:00:00Z");
    value(await run((db) => skip(db, deps, ada.uid, id)));
    const skipped = await deliveryOn(id, "2027-01-01");
    clock.set("2026-12-31T09:00:00Z");
    expect(
      refusal(await run((db) => shipDelivery(db, fulfilment, packer, skipped, usps))),
    ).toMatchObject({
      reason: "conflict",
      message: "This box was skipped: there is nothing to pack or ship.",
    });
    expect(refusal(await run((db) => packDelivery(db, fulfilment, packer, 999_999)))).toMatchObject(
      { reason: "not_found" },
    );
  });
});

describe("late boxes and the back office's packing list", () => {
  it("shows a box past its day and not shipped as late, counts it to pick, and ships it late", async () => {
    const id = await order(milo);
    const box = await deliveryOn(id, "2026-12-01");
    clock.set("2026-12-03T09:00:00Z");
    expect((await history(id))[0]).toMatchObject({ date: "2026-12-01", status: "late" });

    const december = value(
      await run((db) => adminPacking(db, { month: "2026-12" }, { ...fulfilment })),
    );
    const line = december.lines.find((each) => each.deliveryId === box);
    expect(line).toMatchObject({
      state: "late",
      orderNumber: expect.any(Number),
      orderId: expect.any(String),
      carrier: null,
      trackingUrl: null,
      pet: { name: "Milo", allergies: ["fish"] },
    });
    const swapIn = line?.swapOut.find((swap) => swap.swapIn)?.swapIn;
    expect(swapIn).toBeTruthy();
    const boxes = december.totals.find((total) => total.kind === "box" && total.key === "1");
    const swaps = december.totals.find((total) => total.kind === "swap_in" && total.key === swapIn);
    expect(boxes?.quantity).toBeGreaterThanOrEqual(1);
    expect(swaps?.quantity).toBeGreaterThanOrEqual(1);

    value(await run((db) => shipDelivery(db, fulfilment, packer, box, usps)));
    const after = value(
      await run((db) => adminPacking(db, { month: "2026-12" }, { ...fulfilment })),
    );
    expect(after.lines.find((each) => each.deliveryId === box)).toMatchObject({
      state: "shipped",
      carrierName: "USPS",
      trackingNumber: usps.trackingNumber,
    });
    // Shipped: no longer to pick.
    expect(after.totals.find((t) => t.kind === "box" && t.key === "1")?.quantity ?? 0).toBe(
      (boxes?.quantity ?? 0) - 1,
    );
    expect(after.totals.find((t) => t.kind === "swap_in" && t.key === swapIn)?.quantity ?? 0).toBe(
      (swaps?.quantity ?? 0) - 1,
    );
  });

  it("ships several boxes at once, or none when one of them cannot go", async () => {
    const first = await deliveryOn(await order(luna), "2026-12-01");
    const second = await deliveryOn(await order(luna), "2026-12-01");
    clock.set("2026-11-30T09:00:00Z");
    value(await run((db) => packDelivery(db, fulfilment, packer, second)));
    value(await run((db) => shipDelivery(db, fulfilment, packer, second, usps)));
    const items = [
      { id: first, carrier: "ups", trackingNumber: "1Z1" + "0".repeat(5) },
      { id: second, carrier: "ups", trackingNumber: "1Z2" + "0".repeat(5) },
    ];
    const refused = refusal(await run((db) => shipDeliveries(db, fulfilment, packer, { items })));
    expect(refused).toMatchObject({
      reason: "conflict",
      message: `Box ${second}: This box has already shipped.`,
      fields: { "items.1.id": "This box has already shipped." },
    });
    const [untouched] = await run((db) =>
      db.select().from(deliveries).where(eq(deliveries.id, first)),
    );
    expect(untouched?.fulfilment).toBe("waiting");

    const third = await deliveryOn(await order(luna), "2026-12-01");
    clock.set("2026-11-30T09:00:00Z");
    const shipped = value(
      await run((db) =>
        shipDeliveries(db, fulfilment, packer, {
          items: [items[0]!, { id: third, carrier: "fedex", trackingNumber: "7700 1234" }],
        }),
      ),
    );
    expect(shipped.map((each) => [each.id, each.state, each.carrier])).toEqual([
      [first, "shipped", "ups"],
      [third, "shipped", "fedex"],
    ]);
  });
});

describe("pay on delivery", () => {
  it("records paid or refused once, for a shipped box, and lists the unpaid ones with amount and age", async () => {
    const id = await order(luna);
    const box = await deliveryOn(id, "2026-12-01");
    clock.set("2026-11-30T09:00:00Z");
    const pay = (input: { status: "paid" | "refused"; method?: "cash" }) =>
      run((db) => recordPayment(db, fulfilment, packer, box, input));
    expect(refusal(await pay({ status: "paid", method: "cash" })).message).toBe(
      "This box has not shipped yet: its payment is taken when it is delivered.",
    );
    value(await run((db) => shipDelivery(db, fulfilment, packer, box, usps)));

    clock.set("2026-12-04T09:00:00Z");
    const unpaid = await run((db) => unpaidDeliveries(db, fulfilment));
    const listed = unpaid.deliveries.find((each) => each.deliveryId === box);
    const [row] = await run((db) => db.select().from(deliveries).where(eq(deliveries.id, box)));
    expect(listed).toMatchObject({
      state: "shipped",
      ageDays: 4,
      amount: row!.quantity * (row!.unitPriceCents + row!.shippingCents),
      boxName: expect.any(String),
      customerName: expect.any(String),
    });
    expect(listed!.amount).toBeGreaterThan(0);
    expect(unpaid.total).toBe(unpaid.deliveries.reduce((sum, each) => sum + each.amount, 0));

    expect(value(await pay({ status: "paid", method: "cash" }))).toMatchObject({
      id: box,
      paymentStatus: "paid",
      paymentMethod: "cash",
    });
    expect(refusal(await pay({ status: "refused" })).message).toBe(
      "This box's payment is already recorded as paid.",
    );
    expect((await auditOf(box)).map((entry) => entry.action)).toEqual([
      "delivery.ship",
      "delivery.payment",
    ]);
    const later = await run((db) => unpaidDeliveries(db, fulfilment));
    expect(later.deliveries.some((each) => each.deliveryId === box)).toBe(false);
  });

  it("has nothing to record for a box paid by card", async () => {
    const id = await order(luna, "prepay-6");
    const box = await deliveryOn(id, "2026-12-01");
    clock.set("2026-11-30T09:00:00Z");
    value(await run((db) => shipDelivery(db, fulfilment, packer, box, usps)));
    expect(
      refusal(await run((db) => recordPayment(db, fulfilment, packer, box, { status: "refused" })))
        .message,
    ).toBe("This box was paid by card: there is no payment on delivery to record.");
    const unpaid = await run((db) => unpaidDeliveries(db, fulfilment));
    expect(unpaid.deliveries.some((each) => each.deliveryId === box)).toBe(false);
  });
});
