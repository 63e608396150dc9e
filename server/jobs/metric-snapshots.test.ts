// @vitest-environment node
import { asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "../db/client";
import { deliveries, metricSnapshots, subscriptions } from "../db/schema";
import { backfillSnapshots } from "../services/metrics/backfill";
import { cancel, pause } from "../services/subscription-actions";
import { checkoutDeps, fixedClock, withDb } from "../test-support/commerce";
import { freshDatabase, type TestDatabase } from "../test-support/database";
import { newPet, subscribe } from "../test-support/lifecycle";
import { createMetricSnapshotsJob } from "./metric-snapshots";

// The daily row of the owner's numbers (issue 27, decision 243): written once a day however
// many servers run the job, and rebuilt for past days from stored history.

let store: TestDatabase;
let run: ReturnType<typeof withDb>;
const clock = fixedClock("2026-10-05T10:00:00Z");
const deps = checkoutDeps({ now: clock });
const jobFor = (database: Database) =>
  createMetricSnapshotsJob({ run: withDb(database), timeZone: "UTC", clock });
const rows = () => run((db) => db.select().from(metricSnapshots).orderBy(asc(metricSnapshots.day)));
const rowOf = async (day: string) => (await rows()).find((row) => row.day === day);

let paused = 0;
let cancelled = 0;

/** The order's time as the clock had it (the row's own default is the database's clock). */
const placedNow = (ids: readonly number[]) =>
  run((db) =>
    db
      .update(subscriptions)
      .set({ createdAt: clock() })
      .where(inArray(subscriptions.id, [...ids])),
  );

beforeAll(async () => {
  store = await freshDatabase();
  run = withDb(store.database);
  // Ada's monthly box from 5 October; Bo's from 10 October, paused on 12 October for a month;
  // Cy's from 10 October, cancelled on 3 November because they are moving.
  const ada = { uid: "metrics-ada", email: "ada@example.com" };
  const bo = { uid: "metrics-bo", email: "bo@example.com" };
  const cy = { uid: "metrics-cy", email: "cy@example.com" };
  await placedNow(
    await subscribe(run, deps, ada, [
      { boxId: 1, petId: await newPet(run, ada.uid, { name: "Milo", species: "cat" }) },
    ]),
  );
  clock.set("2026-10-10T10:00:00Z");
  paused = (
    await subscribe(run, deps, bo, [
      { boxId: 1, petId: await newPet(run, bo.uid, { name: "Nala", species: "cat" }) },
    ])
  )[0]!;
  cancelled = (
    await subscribe(run, deps, cy, [
      { boxId: 1, petId: await newPet(run, cy.uid, { name: "Oli", species: "cat" }) },
    ])
  )[0]!;
  await placedNow([paused, cancelled]);
  clock.set("2026-10-12T10:00:00Z");
  const pausedNow = await run((db) => pause(db, deps, bo.uid, paused, { months: 1 }));
  expect(pausedNow.ok).toBe(true);
  clock.set("2026-11-03T10:00:00Z");
  const cancelledNow = await run((db) => cancel(db, deps, cy.uid, cancelled, "moving"));
  expect(cancelledNow.ok).toBe(true);
}, 60_000);
afterAll(() => store.drop(), 30_000);

describe("the metrics job", () => {
  it("writes yesterday's row once, run twice and by two servers at once", async () => {
    clock.set("2026-11-04T00:05:00Z");
    // A second handle on the same data: on PostgreSQL a second pool, as a second server has.
    const second =
      store.database.kind === "postgres" ? createDatabase(store.options) : store.database;
    try {
      const passes = await Promise.all([
        jobFor(store.database).runOnce(),
        jobFor(second).runOnce(),
        jobFor(second).runOnce(),
      ]);
      expect(await jobFor(store.database).runOnce()).toBeNull();
      expect(passes.filter((day) => day !== null)).toEqual(["2026-11-03"]);
      expect((await rows()).map((row) => [row.day, row.source])).toEqual([["2026-11-03", "job"]]);
    } finally {
      if (second !== store.database) await second.close();
    }
    // Ada's box is active, Bo's paused, Cy's cancelled on the day, saying why.
    expect(await rowOf("2026-11-03")).toMatchObject({
      active: 1,
      paused: 1,
      cancelled: 1,
      mrrCents: 2999,
      monthCancellations: 1,
      monthCancellationsByReason: { moving: 1 },
    });
    clock.set("2026-11-05T09:00:00Z");
    expect(await jobFor(store.database).runOnce()).toBe("2026-11-04");
    expect((await rows()).map((row) => row.day)).toEqual(["2026-11-03", "2026-11-04"]);
  });

  it("starts, runs in the background and stops", async () => {
    const job = jobFor(store.database);
    job.start();
    job.start();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await job.stop();
    expect(await job.runOnce()).toBeNull();
  });
});

describe("npm run shop -- metrics backfill", () => {
  it("rebuilds every day since the first order from history, keeping the job's rows", async () => {
    clock.set("2026-12-20T10:00:00Z");
    // Bo's pause of 12 October held back the box of 14 October; the next one is 16 November.
    const boxes = await run((db) =>
      db
        .select({ date: deliveries.date, status: deliveries.status })
        .from(deliveries)
        .where(eq(deliveries.subscriptionId, paused))
        .orderBy(asc(deliveries.sequence)),
    );
    expect(boxes.slice(0, 2)).toEqual([
      { date: "2026-10-14", status: "paused" },
      { date: "2026-11-16", status: "scheduled" },
    ]);
    const backfill = () => run((db) => backfillSnapshots(db, { timeZone: "UTC", now: clock() }));
    // 5 October to 19 December is 76 days; the job wrote 3 and 4 November, which stay.
    expect(await backfill()).toEqual({
      from: "2026-10-05",
      to: "2026-12-19",
      written: 74,
      kept: 2,
    });
    const day = async (date: string) => {
      const row = await rowOf(date);
      if (!row) throw new Error(`no row for ${date}`);
      const { active, paused, cancelled, mrrCents, monthCancellations, source } = row;
      return { active, paused, cancelled, mrrCents, monthCancellations, source };
    };
    const backfilled = { cancelled: 0, monthCancellations: 0, source: "backfill" };
    expect(await day("2026-10-05")).toEqual({
      ...backfilled,
      active: 1,
      paused: 0,
      mrrCents: 2999,
    });
    expect(await day("2026-10-09")).toEqual({
      ...backfilled,
      active: 1,
      paused: 0,
      mrrCents: 2999,
    });
    expect(await day("2026-10-10")).toEqual({
      ...backfilled,
      active: 3,
      paused: 0,
      mrrCents: 8997,
    });
    // A past pause counts from the box it held back to the next box (decision 242).
    expect(await day("2026-10-13")).toEqual({
      ...backfilled,
      active: 3,
      paused: 0,
      mrrCents: 8997,
    });
    expect(await day("2026-10-14")).toEqual({
      ...backfilled,
      active: 2,
      paused: 1,
      mrrCents: 5998,
    });
    expect(await day("2026-11-02")).toEqual({
      ...backfilled,
      active: 2,
      paused: 1,
      mrrCents: 5998,
    });
    expect((await day("2026-11-03")).source).toBe("job");
    const november = { ...backfilled, cancelled: 1, monthCancellations: 1 };
    expect(await day("2026-11-15")).toEqual({ ...november, active: 1, paused: 1, mrrCents: 2999 });
    expect(await day("2026-11-16")).toEqual({ ...november, active: 2, paused: 0, mrrCents: 5998 });
    expect((await rowOf("2026-11-30"))?.monthCancellationsByReason).toEqual({ moving: 1 });
    // A new month starts counting its cancellations again.
    expect(await day("2026-12-01")).toEqual({
      ...backfilled,
      cancelled: 1,
      active: 2,
      paused: 0,
      mrrCents: 5998,
    });
    // Run again, it redoes its own rows and still keeps the job's: one row a day.
    expect(await backfill()).toEqual({
      from: "2026-10-05",
      to: "2026-12-19",
      written: 74,
      kept: 2,
    });
    expect(await rows()).toHaveLength(76);
  });
});
