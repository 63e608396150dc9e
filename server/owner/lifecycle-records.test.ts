// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changeInputSchema } from "../../shared/api/subscriptions";
import { newestReviewsCache } from "../services/newest-reviews-cache";
import { and, eq } from "drizzle-orm";
import { carriers } from "../../shared/shop/carriers";
import { deliveries } from "../db/schema";
import { shipDelivery } from "../services/fulfilment";
import { deliveriesForMonth } from "../services/packing";
import { addReview, listReviews } from "../services/reviews";
import { cancel, change, pause, skip } from "../services/subscription-actions";
import { catalogue } from "../test-support/app";
import { checkoutDeps, fixedClock, home, withDb } from "../test-support/commerce";
import { freshDatabase, type TestDatabase } from "../test-support/database";
import { newPet, subscribe } from "../test-support/lifecycle";
import { shopHere } from "../test-support/shop-command";
import { columnsOf } from "./columns";
import { toCsv } from "./csv";
import { moderateReview, ownerRecords, type OwnerContext } from "./records";
import { fetchOverSocket, listenOwnerSocket, moderateOverSocket, ownerSocketPath } from "./socket";

let store: TestDatabase;
let run: ReturnType<typeof withDb>;
const dir = mkdtempSync(path.join(os.tmpdir(), "petbox-owner-life-"));
const clock = fixedClock("2026-11-26T10:00:00Z");
const deps = checkoutDeps({ now: clock });
const context: OwnerContext = { catalogue, timeZone: "UTC", now: clock };
const ids: Partial<Record<string, number>> = {};
const CONFIRMED = "we swap the 3 organic catnip mice for 3 felt mice filled with silvervine";

beforeAll(async () => {
  store = await freshDatabase();
  run = withDb(store.database);
  const uid = "owner-life";
  const milo = await newPet(run, uid, {
    name: "Milo",
    species: "cat",
    allergies: ["catnip", "dairy"],
    allergiesOther: "lilies",
    dislikes: ["fish"],
  });
  const luna = await newPet(run, uid, { name: "Luna", species: "cat" });
  const rex = await newPet(run, uid, { name: "Rex", species: "dog", size: "giant" });
  const customer = { uid, email: "ada@example.com" };
  [ids.flagged, ids.skipped, ids.paused, ids.cancelled] = await subscribe(run, deps, customer, [
    // Cozy Cat Corner: catnip mice, and the swap confirmed at checkout (decision 215).
    { boxId: 1, petId: milo, quantity: 2, allergySwap: CONFIRMED },
    { boxId: 4, petId: luna },
    { boxId: 6, petId: luna },
    { boxId: 8, petId: luna },
  ]);
  [ids.dog] = await subscribe(run, deps, customer, [{ boxId: 2, petId: rex }], "prepay-6");
  clock.set("2026-12-10T10:00:00Z");
  for (const done of [
    await run((db) => skip(db, deps, uid, ids.skipped!)),
    await run((db) => pause(db, deps, uid, ids.paused!, { months: 1 })),
    await run((db) => cancel(db, deps, uid, ids.cancelled!)),
  ]) {
    if (!done.ok) throw new Error(done.message);
  }
  // The dog's box goes to a new address from January.
  const moved = await run((db) =>
    change(
      db,
      deps,
      uid,
      ids.dog!,
      changeInputSchema.parse({
        address: { ...home, line1: "9 Elm Street", phone: "+1 555 0100" },
      }),
    ),
  );
  if (!moved.ok) throw new Error(moved.message);
  // Milo's December box goes out with a tracking number; the others of the 1st are now late.
  const [december] = await run((db) =>
    db
      .select({ id: deliveries.id })
      .from(deliveries)
      .where(and(eq(deliveries.subscriptionId, ids.flagged!), eq(deliveries.date, "2026-12-01"))),
  );
  const packer = { uid: "staff-pat", email: "pat@petbox.example", role: "packer" } as const;
  const shipped = await run((db) =>
    shipDelivery(db, { ...context, carriers, shopUrl: deps.shopUrl }, packer, december!.id, {
      carrier: "usps",
      trackingNumber: "9400 1000 0000 0000 0000 00",
    }),
  );
  if (!shipped.ok) throw new Error(shipped.message);
}, 60_000);
afterAll(async () => {
  await store.drop();
  rmSync(dir, { recursive: true, force: true });
}, 30_000);

describe("the packing list", () => {
  it("lists exactly the boxes to pack in a month, flags an allergen to swap out, and leaves out skipped, paused and cancelled ones", async () => {
    const result = await run((db) => deliveriesForMonth(db, "2027-01", context));
    if (!result.ok) throw new Error(result.message);
    expect(
      result.value.lines.map((line) => [line.date, line.boxName, line.quantity, line.pet?.name]),
    ).toEqual([
      ["2027-01-01", "Cozy Cat Corner", 2, "Milo"],
      ["2027-01-01", "Playful Pup Pack", 1, "Rex"],
    ]);
    const [flagged, dog] = result.value.lines;
    expect(flagged?.swapOut).toEqual([
      {
        item: "3 organic catnip mice",
        tags: ["catnip"],
        swapIn: "3 felt mice filled with silvervine",
      },
    ]);
    // The swap the customer confirmed at checkout is on the box's line (decision 215).
    expect(flagged?.confirmedSwap).toBe(CONFIRMED);
    expect(dog).toMatchObject({
      swapOut: [],
      confirmedSwap: null,
      pet: { species: "dog", size: "giant" },
      address: { line1: "9 Elm Street", country: "United States", phone: "+1 555 0100" },
    });
    // December: every first box shipped on the 1st, the cancelled one included.
    const december = await run((db) => deliveriesForMonth(db, "2026-12", context));
    expect(december.ok && december.value.lines).toHaveLength(5);
    // February: the skipped and the paused boxes are back.
    const february = await run((db) => deliveriesForMonth(db, "2027-02", context));
    expect(february.ok && february.value.lines.map((line) => line.boxName)).toEqual([
      "Cozy Cat Corner",
      "Kitten Starter Kit",
      "Gourmet Cat Treats",
      "Playful Pup Pack",
    ]);
  });

  it("refuses a month that is not one, or beyond the deliveries written down", async () => {
    expect(await run((db) => deliveriesForMonth(db, "2026-13", context))).toMatchObject({
      ok: false,
      fields: { month: "Give the month as YYYY-MM, for example 2026-12." },
    });
    expect(await run((db) => deliveriesForMonth(db, "2028-01", context))).toMatchObject({
      ok: false,
      fields: { month: "Deliveries are planned 12 months ahead: choose a month up to 2027-12." },
    });
  });

  it("prints the same rows as CSV and through the running server's socket", async () => {
    const rows = await ownerRecords(store.database, "packing", { month: "2027-01" }, context);
    expect(rows[0]).toMatchObject({
      ship_date: "2027-01-01",
      box: "Cozy Cat Corner",
      quantity: 2,
      pet: "Milo",
      species: "cat",
      allergies: "dairy, catnip, lilies",
      dislikes: "fish",
      swap_out: "3 organic catnip mice (catnip)",
      swap_in: "3 felt mice filled with silvervine",
      swap_confirmed: CONFIRMED,
      full_name: "Ada Lovelace",
    });
    const csv = toCsv(rows, columnsOf.packing).split("\r\n");
    expect(csv[0]).toBe(columnsOf.packing.join(","));
    expect(csv).toHaveLength(1 + 2 + 1);
    const dataDir = path.join(dir, "db");
    const socket = await listenOwnerSocket(store.database, dataDir, context);
    try {
      const socketPath = ownerSocketPath(dataDir);
      expect(await fetchOverSocket(socketPath, "packing", { month: "2027-01" })).toEqual(rows);
      await expect(fetchOverSocket(socketPath, "packing", { month: "2029-01" })).rejects.toThrow(
        "Deliveries are planned 12 months ahead: choose a month up to 2027-12.",
      );
      expect(await fetchOverSocket(socketPath, "subscriptions")).toEqual(
        await ownerRecords(store.database, "subscriptions", {}, context),
      );
    } finally {
      await socket.close();
    }
  });

  it("gives each line what has happened to its box and its tracking number", async () => {
    const january = await ownerRecords(store.database, "packing", { month: "2027-01" }, context);
    expect(january.map((row) => row.state)).toEqual(["waiting", "waiting"]);
    const december = await ownerRecords(store.database, "packing", { month: "2026-12" }, context);
    const milo = december.filter((row) => row.pet === "Milo");
    expect(milo).toEqual([
      expect.objectContaining({
        state: "shipped",
        carrier: "USPS",
        tracking_number: "9400 1000 0000 0000 0000 00",
      }),
    ]);
    const others = december.filter((row) => row.pet !== "Milo");
    expect(others.length).toBeGreaterThan(0);
    for (const row of others) {
      expect(row).toMatchObject({ state: "late", tracking_number: null });
    }
  });
});

describe("the owner's list of subscriptions", () => {
  it("shows each subscription's state, dates and prepaid deliveries left, newest first", async () => {
    const rows = await ownerRecords(store.database, "subscriptions", {}, context);
    const by = (id: number) => rows.find((row) => row.id === id);
    expect(rows[0]?.id).toBe(ids.dog);
    expect(by(ids.dog!)).toMatchObject({
      status: "active",
      deliveries_left: 5,
      box: "Playful Pup Pack",
    });
    expect(by(ids.skipped!)).toMatchObject({ status: "active", next_delivery: "2027-02-01" });
    expect(by(ids.paused!)).toMatchObject({ status: "paused", paused_until: "2027-02-01" });
    expect(by(ids.cancelled!)).toMatchObject({
      status: "cancelled",
      ends_on: "2026-12-10",
      next_delivery: null,
    });
  });
});

describe("hiding a review", () => {
  it("takes it out of every list and rating, marks it for the owner, and brings it back", async () => {
    const db = store.database;
    const add = (text: string, rating: number) =>
      db.use("test.reviews.add", (tx) => addReview(tx, { boxId: "3", text, rating, author: null }));
    const kept = await add("Lovely", 5);
    const rude = await add("Spam spam", 1);
    const cache = newestReviewsCache();
    const page = () =>
      cache.read("3", () =>
        db.use("test.reviews.list", (tx) => listReviews(tx, "3", { limit: 10 })),
      );
    expect((await page()).stats).toEqual({ count: 2, ratingSum: 6 });

    expect(await moderateReview(db, rude.id, "hide")).toEqual({ boxId: "3" });
    // The server's cached page is dropped too, so the next visitor does not see it.
    const hidden = await page();
    expect(hidden.reviews.map((review) => review.id)).toEqual([kept.id]);
    expect(hidden.stats).toEqual({ count: 1, ratingSum: 5 });
    const owner = await ownerRecords(db, "reviews", {}, context);
    expect(owner.find((row) => row.id === rude.id)).toMatchObject({ hidden: "hidden" });
    expect(owner.find((row) => row.id === kept.id)).toMatchObject({ hidden: null });

    const dataDir = path.join(dir, "db-reviews");
    const socket = await listenOwnerSocket(db, dataDir, context);
    try {
      expect(await moderateOverSocket(ownerSocketPath(dataDir), rude.id, "show")).toEqual({
        boxId: "3",
      });
      expect(await moderateOverSocket(ownerSocketPath(dataDir), 987_654, "hide")).toBeNull();
    } finally {
      await socket.close();
    }
    expect((await page()).stats).toEqual({ count: 2, ratingSum: 6 });
  });
});

describe("npm run shop", () => {
  // The command run in this process (server/cli/staff.test.ts and export.test.ts run it as a
  // process of its own), through the running server's socket; it ends 0 or the test fails.
  const shop = async (args: string[], dataDir: string) => {
    const run = await shopHere({ DATABASE_URL: "", DATA_DIR: dataDir }, ...args);
    expect(run.code, run.stderr).toBe(0);
    return run;
  };

  it("prints the packing list and hides a review through the running server", async () => {
    const dataDir = path.join(dir, "db-cli");
    const socket = await listenOwnerSocket(store.database, dataDir, context);
    try {
      const { stdout } = await shop(["packing", "--month", "2027-01"], dataDir);
      expect(stdout).toContain("Friday, January 1, 2027");
      expect(stdout).toContain("  2 × Cozy Cat Corner  for Milo (cat)");
      expect(stdout).toContain("!! SWAP OUT: 3 organic catnip mice (catnip)");
      expect(stdout).toContain("   SWAP IN: 3 felt mice filled with silvervine");
      expect(stdout).toContain(`   customer confirmed: ${CONFIRMED}`);
      expect(stdout).toContain("3 boxes in 2 deliveries, 1 with an item to swap out.");
      const review = await store.database.use("test.reviews.add", (db) =>
        addReview(db, { boxId: "5", text: "Buy followers at …", rating: 1, author: null }),
      );
      const hidden = await shop(["reviews", "hide", String(review.id)], dataDir);
      expect(hidden.stdout).toContain(`Review #${review.id} is hidden`);
      const listed = await store.database.use("test.reviews.list", (db) =>
        listReviews(db, "5", { limit: 10 }),
      );
      expect(listed.stats.count).toBe(0);
      expect(await shopHere({ DATABASE_URL: "", DATA_DIR: dataDir }, "packing")).toMatchObject({
        code: 2,
      });
    } finally {
      await socket.close();
    }
  }, 60_000);

  it("prints each box's state, late ones marked, and the tracking number of a shipped one", async () => {
    const dataDir = path.join(dir, "db-cli-states");
    const socket = await listenOwnerSocket(store.database, dataDir, context);
    try {
      const { stdout } = await shop(["packing", "--month", "2026-12"], dataDir);
      expect(stdout).toContain("  2 × Cozy Cat Corner  for Milo (cat)  [shipped]");
      expect(stdout).toContain("      tracking: USPS 9400 1000 0000 0000 0000 00");
      expect(stdout).toContain("  1 × Playful Pup Pack  for Rex (dog, giant)  [late]");
      const january = await shop(["packing", "--month", "2027-01"], dataDir);
      expect(january.stdout).toContain("  2 × Cozy Cat Corner  for Milo (cat)  [waiting]");
    } finally {
      await socket.close();
    }
  }, 60_000);
});
