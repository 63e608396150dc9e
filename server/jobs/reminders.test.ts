// @vitest-environment node
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { carriers } from "../../shared/shop/carriers";
import { createDatabase, type Database } from "../db/client";
import { deliveries, outbox, subscriptions } from "../db/schema";
import { shipDelivery } from "../services/fulfilment";
import { pause, skip } from "../services/subscription-actions";
import { getSubscriptionDetail } from "../services/subscription-details";
import { catalogue } from "../test-support/app";
import { checkoutDeps, fixedClock, withDb } from "../test-support/commerce";
import { freshDatabase, type TestDatabase } from "../test-support/database";
import { claimFor, giveAndSend } from "../test-support/gifts";
import { newPet, storedProblems, subscribe } from "../test-support/lifecycle";
import { createRemindersJob } from "./reminders";

let store: TestDatabase;
let run: ReturnType<typeof withDb>;
const clock = fixedClock("2026-11-26T10:00:00Z");
const deps = checkoutDeps({ now: clock });
const jobFor = (database: Database) =>
  createRemindersJob({
    run: withDb(database),
    timeZone: "UTC",
    catalogue,
    shopUrl: "https://petbox.example",
    clock,
    batchSize: 3, // small, so the tests cover several batches
  });

beforeAll(async () => {
  store = await freshDatabase();
  run = withDb(store.database);
}, 60_000);
afterAll(() => store.drop(), 30_000);

const reminders = (uid: string) =>
  run((db) => db.select().from(outbox).where(eq(outbox.recipientUid, uid)).orderBy(outbox.id)).then(
    (rows) => rows.filter((row) => row.kind === "delivery_reminder"),
  );

describe("the subscriptions job", () => {
  it("reminds 3 days before each box's cut-off, once, but not for the first box, a skipped or a paused one", async () => {
    const uid = "job-ada";
    clock.set("2026-11-26T10:00:00Z");
    const cat = await newPet(run, uid, { name: "Milo", species: "cat" });
    const dog = await newPet(run, uid, { name: "Rex", species: "dog" });
    const [monthly, skipped, paused] = await subscribe(
      run,
      deps,
      { uid, email: "ada@example.com" },
      [
        { boxId: 1, petId: cat },
        { boxId: 2, petId: dog },
        { boxId: 3, petId: dog },
      ],
    );
    const job = jobFor(store.database);
    expect((await job.runOnce()).reminded).toBe(0); // the first boxes: the order said when
    clock.set("2026-12-10T10:00:00Z");
    expect(await run((db) => skip(db, deps, uid, skipped!))).toMatchObject({ ok: true });
    expect(await run((db) => pause(db, deps, uid, paused!, { months: 1 }))).toMatchObject({
      ok: true,
    });
    // 1 January's cut-off is the end of Wednesday 30 December: the reminder is due 27 December.
    clock.set("2026-12-26T23:00:00Z");
    expect((await job.runOnce()).reminded).toBe(0);
    clock.set("2026-12-27T08:00:00Z");
    const pass = await job.runOnce();
    expect(pass.reminded).toBe(1);
    expect(await job.runOnce()).toEqual({ advanced: 0, reminded: 0 });
    const [mail] = await reminders(uid);
    expect(mail).toMatchObject({
      recipientEmail: "ada@example.com",
      subject: "Your PetBox box ships on Friday, January 1, 2027",
    });
    expect(mail?.text).toContain(
      "Your box ships on Friday, January 1, 2027: Cozy Cat Corner for Milo.",
    );
    expect(mail?.text).toContain(
      "Skip, change or cancel it until the end of Wednesday, December 30, 2026.",
    );
    for (const id of [monthly!, skipped!, paused!]) {
      expect(await storedProblems(run, deps, id)).toEqual([]);
    }
  });

  it("names the allergy swap the box gets for its pet", async () => {
    const uid = "job-rex";
    clock.set("2026-11-26T10:00:00Z");
    const rex = await newPet(run, uid, { name: "Rex", species: "dog", allergies: ["beef"] });
    await subscribe(run, deps, { uid, email: "rex@example.com" }, [{ boxId: 5, petId: rex }]);
    clock.set("2027-01-27T08:00:00Z"); // Adventure Dog Gear ships every other month: 1 February

    await jobFor(store.database).runOnce();
    const [mail] = await reminders(uid);
    expect(mail?.text).toContain(
      "Allergy swap for Rex: we swap the grass-fed beef jerky for wild salmon bites.",
    );
    expect(mail?.html).toContain("we swap the grass-fed beef jerky for wild salmon bites");
  });

  it("sends a late reminder while the box can still change, and none after its cut-off", async () => {
    const uid = "job-bea";
    clock.set("2026-11-26T10:00:00Z");
    const cat = await newPet(run, uid, { name: "Pixel", species: "cat" });
    await subscribe(run, deps, { uid, email: null }, [{ boxId: 4, petId: cat }]);
    const job = jobFor(store.database);
    clock.set("2026-12-30T10:00:00Z"); // the servers were down: last day for changes
    await job.runOnce();
    expect(await reminders(uid)).toHaveLength(1);

    const late = "job-cy";
    clock.set("2026-11-26T10:00:00Z");
    const other = await newPet(run, late, { name: "Socks", species: "cat" });
    await subscribe(run, deps, { uid: late, email: null }, [{ boxId: 4, petId: other }]);
    clock.set("2026-12-31T10:00:00Z"); // being packed: a reminder would say "change until" yesterday
    await job.runOnce();
    expect(await reminders(late)).toHaveLength(0);
  });

  it("ships boxes whose day has passed, uses up prepaid ones, ends pauses and keeps a year written ahead", async () => {
    const uid = "job-dan";
    clock.set("2026-11-26T10:00:00Z");
    const cat = await newPet(run, uid, { name: "Nori", species: "cat" });
    const [prepaid, paused] = await subscribe(
      run,
      deps,
      { uid, email: null },
      [
        { boxId: 1, petId: cat },
        { boxId: 6, petId: cat },
      ],
      "prepay-6",
    );
    clock.set("2026-12-05T10:00:00Z");
    await run((db) => pause(db, deps, uid, paused!, { months: 1 }));
    const job = jobFor(store.database);
    clock.set("2027-02-03T10:00:00Z");
    await job.runOnce();
    const rows = await run((db) =>
      db.select().from(subscriptions).where(eq(subscriptions.uid, uid)).orderBy(subscriptions.id),
    );
    expect(rows.map((row) => [row.status, row.deliveriesLeft, row.nextDeliveryDate])).toEqual([
      ["active", 3, "2027-03-01"], // shipped 1 December, 1 January, 1 February
      ["active", 4, "2027-03-01"], // 1 January held back by the pause, which has ended
    ]);
    const last = await run((db) =>
      db
        .select()
        .from(deliveries)
        .where(eq(deliveries.subscriptionId, prepaid!))
        .orderBy(deliveries.sequence),
    );
    expect(last.filter((row) => row.status === "shipped")).toHaveLength(3);
    expect(last.at(-1)?.date).toBe("2028-03-01"); // past the horizon: end of February 2028
    expect((await run((db) => getSubscriptionDetail(db, deps, uid, paused!)))?.status).toBe(
      "active",
    );
    for (const id of [prepaid!, paused!]) expect(await storedProblems(run, deps, id)).toEqual([]);
  });

  it("ends a claimed gift after its third box is shipped: no fourth box, nothing next (was in tests/e2e/gifts.spec.ts)", async () => {
    const uid = "job-bea";
    const { token } = await giveAndSend(
      run,
      "2026-11-26T10:00:00Z",
      { uid: "job-ada", email: "ada@example.com" },
      "bea@example.com",
    );
    const subscription = await claimFor(run, "2026-11-27T10:00:00Z", uid, token);
    const boxes = () =>
      run((db) =>
        db
          .select({ id: deliveries.id, date: deliveries.date, status: deliveries.status })
          .from(deliveries)
          .where(eq(deliveries.subscriptionId, subscription.id))
          .orderBy(asc(deliveries.sequence)),
      );
    const given = await boxes();
    expect(given).toHaveLength(3);
    // Past the third box's day, a packer ships all three, then a pass of the job.
    clock.set(`${given.at(-1)!.date}T12:00:00Z`);
    clock.advance(86_400_000);
    const packer = { uid: "staff-pat", email: "pat@petbox.example", role: "packer" } as const;
    for (const box of given) {
      const shipped = await run((db) =>
        shipDelivery(
          db,
          { catalogue, carriers, timeZone: "UTC", shopUrl: "https://petbox.example", now: clock },
          packer,
          box.id,
          { carrier: "usps", trackingNumber: `9400100000000000${box.id}` },
        ),
      );
      expect(shipped.ok).toBe(true);
    }
    await jobFor(store.database).runOnce();
    const after = await boxes();
    expect(after).toHaveLength(3);
    expect(after.every((box) => box.status === "shipped")).toBe(true);
    const [row] = await run((db) =>
      db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id)),
    );
    expect(row).toMatchObject({ status: "cancelled", nextDeliveryDate: null, deliveriesLeft: 0 });
  });

  it("with two servers on one database, each reminder goes once", async () => {
    const uid = "job-eve";
    clock.set("2026-11-26T10:00:00Z");
    const cat = await newPet(run, uid, { name: "Mochi", species: "cat" });
    const dog = await newPet(run, uid, { name: "Bo", species: "dog" });
    await subscribe(
      run,
      deps,
      { uid, email: "eve@example.com" },
      [1, 4, 6, 8].map((boxId) => ({ boxId, petId: cat })),
    );
    await subscribe(
      run,
      deps,
      { uid, email: "eve@example.com" },
      [2, 3, 7].map((boxId) => ({ boxId, petId: dog })),
    );
    // A second handle on the same data: on PostgreSQL a second pool, as a second server has.
    const second =
      store.database.kind === "postgres" ? createDatabase(store.options) : store.database;
    try {
      clock.set("2026-12-27T08:00:00Z");
      const all = () =>
        run((db) =>
          db.select({ id: outbox.id }).from(outbox).where(eq(outbox.kind, "delivery_reminder")),
        );
      const before = (await all()).length;
      const passes = await Promise.all([
        jobFor(store.database).runOnce(),
        jobFor(second).runOnce(),
        jobFor(store.database).runOnce(),
        jobFor(second).runOnce(),
      ]);
      // Monthly boxes ship on 1 January; the quarterly one (8) on 1 March.
      expect(await reminders(uid)).toHaveLength(6);
      expect((await all()).length - before).toBe(
        passes.reduce((sum, pass) => sum + pass.reminded, 0),
      );
    } finally {
      if (second !== store.database) await second.close();
    }
  });

  it("starts, runs in the background and stops", async () => {
    const job = jobFor(store.database);
    job.start();
    job.start();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await job.stop();
    expect(await job.runOnce()).toEqual({ advanced: 0, reminded: 0 });
  });
});
