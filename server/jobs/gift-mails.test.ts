// @vitest-environment node
import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../shared/commerce/dates";
import { deliveries, outbox, subscriptions } from "../db/schema";
import { freshDatabase, type TestDatabase } from "../test-support/database";
import { catalogue } from "../test-support/app";
import { withDb } from "../test-support/commerce";
import { claimFor, giveAndSend } from "../test-support/gifts";
import { createGiftMailsJob } from "./gift-mails";

// The gift job's reminders (issue 28, decision 273), with the clock moved: the buyer of a gift
// unclaimed 60 days after its e-mail is reminded once, and the recipient is invited to continue
// once, 7 days before the last gift box; four passes at once stand for two servers.
let store: TestDatabase;
let run: ReturnType<typeof withDb>;
let now = new Date("2026-11-26T10:00:00Z");
const SHOP_URL = "http://localhost:3000";
const buyer = { uid: "gm-buyer", email: "buyer@example.com" };

const job = () =>
  createGiftMailsJob({
    run: (work) => store.database.use("test.gift_mails", work),
    timeZone: "UTC",
    catalogue,
    shopUrl: SHOP_URL,
    clock: () => now,
  });
/** Four passes at once: two servers, each passing twice. */
const passes = () => Promise.all([1, 2, 3, 4].map(() => job().runOnce()));
const mails = (kind: "gift_unclaimed" | "gift_last_box") =>
  run((db) => db.select().from(outbox).where(eq(outbox.kind, kind)).orderBy(asc(outbox.id)));

let claimed: Awaited<ReturnType<typeof giveAndSend>>;

beforeAll(async () => {
  store = await freshDatabase();
  run = withDb(store.database);
  await giveAndSend(run, now.toISOString(), buyer, "cleo@example.com");
  // Six boxes: the last is months after the other gift's reminder.
  claimed = await giveAndSend(run, now.toISOString(), buyer, "bea@example.com", 6);
  await claimFor(run, "2026-11-27T10:00:00Z", "gm-bea", claimed.token);
}, 60_000);
afterAll(() => store.drop(), 30_000);

describe("a gift unclaimed after 60 days", () => {
  it("reminds its buyer once, 60 days after the gift e-mail went, with a link to their gifts; a claimed gift never", async () => {
    now = new Date("2027-01-25T09:59:00Z");
    await passes();
    expect(await mails("gift_unclaimed")).toEqual([]);

    now = new Date("2027-01-25T10:00:00Z");
    await passes();
    now = new Date("2027-01-26T10:00:00Z");
    await passes();
    const sent = await mails("gift_unclaimed");
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail).toMatchObject({
      recipientUid: buyer.uid,
      recipientEmail: buyer.email,
      subject: "Your PetBox gift to Bea Lane is not claimed yet",
    });
    expect(mail?.text).toContain(
      "Bea Lane has not claimed your gift of 3 Cozy Cat Corner boxes yet.",
    );
    expect(mail?.text).toContain("cleo@example.com");
    expect(mail?.text).toContain("Thursday, November 26, 2026");
    expect(mail?.text).toContain(`${SHOP_URL}/account/gifts`);
  });
});

describe("before the last gift box", () => {
  it("invites the recipient once, 7 days before the last box's day, to start their own subscription", async () => {
    const boxes = await run((db) =>
      db
        .select({ date: deliveries.date })
        .from(deliveries)
        .innerJoin(subscriptions, eq(subscriptions.id, deliveries.subscriptionId))
        .where(
          and(
            // The claimed gift's subscription: the recipient's only one.
            eq(subscriptions.uid, "gm-bea"),
            inArray(deliveries.status, ["scheduled", "shipped"]),
          ),
        )
        .orderBy(asc(deliveries.date)),
    );
    // Six monthly boxes, all paid and written down at the claim.
    expect(boxes).toHaveLength(6);
    const last = boxes[5]!.date;

    now = new Date(`${addDays(last, -8)}T23:00:00Z`);
    await passes();
    expect(await mails("gift_last_box")).toEqual([]);

    now = new Date(`${addDays(last, -7)}T00:10:00Z`);
    await passes();
    now = new Date(`${addDays(last, -1)}T00:10:00Z`);
    await passes();
    now = new Date(`${last}T12:00:00Z`);
    await passes();
    const sent = await mails("gift_last_box");
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail).toMatchObject({
      recipientUid: "gm-bea",
      recipientEmail: "bea@example.com",
      subject: "Pixel's last gift box ships soon",
    });
    expect(mail?.text).toContain("nothing renews and you are never charged for it");
    expect(mail?.text).toContain(`${SHOP_URL}/subscribe/1`);
    // The unclaimed gift has no box, and its buyer was reminded once only.
    expect(await mails("gift_unclaimed")).toHaveLength(1);
  });
});
