// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  adminPackingAnswerSchema,
  adminPackingTodayAnswerSchema,
  type AdminPackingAnswer,
  type AdminPackingLine,
} from "../shared/api/admin/deliveries";
import { loadCatalogue } from "./services/catalogue";
import { pickTotals } from "./services/admin-packing";
import { deliveriesForMonth } from "./services/packing";
import {
  errorOf,
  newPet,
  orderBox,
  packAndShip,
  sender,
  startBackOffice,
} from "./test-support/admin";
import type { Account, BackOffice, TestApp } from "./test-support/admin";

// A real database and Auth Emulator on a shared 2-core machine: allow for slow moments.
vi.setConfig({ testTimeout: 90_000 });

// The packing list a page at a time (decision 261): at 50,000 subscriptions a month holds
// ~25,000 lines, so the list comes in pages with the whole month's pick list and counts, and
// the Today screen asks only for what it shows.
let office: BackOffice;
let app: TestApp;
let packer: Account;
let ada: Account;
let petId = 0;
let allergicPet = 0;
let now = Date.parse("2026-11-26T10:00:00Z");
const at = (iso: string) => {
  now = Date.parse(iso);
};
const send = sender(() => app);
const ordered: number[] = [];

beforeAll(async () => {
  office = await startBackOffice();
  ({ app, packer, ada, petId } = await office.shopWithCustomer({ clock: () => now }));
  allergicPet = await newPet(app, ada, { name: "Pip", species: "cat", allergies: ["chicken"] });
  // Five boxes ordered on Thursday 26 November, each shipping Tuesday 1 December.
  for (const pet of [petId, allergicPet, petId, allergicPet, petId]) {
    at("2026-11-26T10:00:00Z");
    ordered.push((await orderBox(app, office.store.database, ada, pet)).id);
  }
}, 240_000);

afterAll(() => office?.close(), 30_000);

async function page(query: string): Promise<AdminPackingAnswer> {
  const response = await send("GET", `/api/admin/packing?${query}`, packer);
  expect(response.status, await response.clone().text()).toBe(200);
  return adminPackingAnswerSchema.parse(await response.json());
}

/** Every page of `query`, `limit` lines at a time, each page's answer kept. */
async function allPages(query: string, limit: number, between?: () => Promise<void>) {
  const pages: AdminPackingAnswer[] = [];
  let after: string | null = null;
  do {
    const answer = await page(
      `${query}&limit=${limit}${after === null ? "" : `&after=${encodeURIComponent(after)}`}`,
    );
    pages.push(answer);
    after = answer.next;
    if (pages.length === 1 && between) await between();
  } while (after !== null && pages.length < 100);
  return pages;
}

const ids = (lines: readonly AdminPackingLine[]) => lines.map((line) => line.deliveryId);

describe("the packing list a page at a time", () => {
  it("answers pages that, put together, are the whole month in order, with the whole month's pick list and counts on each", async () => {
    at("2026-11-30T09:00:00Z");
    // One box packed: it stays a line to ship, but leaves the pick list.
    const packed = await send("POST", `/api/admin/deliveries/${ordered[0]}/pack`, packer);
    expect(packed.status, await packed.clone().text()).toBe(200);

    const pages = await allPages("month=2026-12", 2);
    const lines = pages.flatMap((each) => each.lines);
    expect(pages.length).toBeGreaterThan(2);
    for (const each of pages.slice(0, -1)) expect(each.lines).toHaveLength(2);
    expect(pages.at(-1)!.next).toBeNull();
    expect(new Set(ids(lines)).size).toBe(lines.length);
    for (const id of ordered) expect(ids(lines)).toContain(id);

    // The same lines, in the same order, as the whole month the CLI prints.
    const whole = await office.store.database.use("test", (db) =>
      deliveriesForMonth(db, "2026-12", {
        catalogue: loadCatalogue(["public/catDog.json"]),
        timeZone: "UTC",
        now: () => new Date(now),
      }),
    );
    if (!whole.ok) throw new Error(whole.message);
    expect(ids(lines)).toEqual(whole.value.lines.map((line) => line.deliveryId));

    for (const each of pages) {
      expect(each).toMatchObject({ month: "2026-12", week: null, count: lines.length });
      // The pick list of every line of the month, not of the page's.
      expect(each.totals).toEqual(pickTotals(lines));
      expect(each.open).toBe(
        lines.filter((line) => ["scheduled", "late", "packed"].includes(line.state)).length,
      );
    }
    const boxes = pages[0]!.totals.find((total) => total.kind === "box" && total.key === "1");
    expect(boxes?.quantity).toBe(
      lines.filter((line) => line.boxId === "1" && line.packedAt === null).length,
    );
    expect(lines.find((line) => line.deliveryId === ordered[0])?.state).toBe("packed");
  });

  it("reads no line twice and loses none when a box is ordered between two pages", async () => {
    at("2026-11-30T09:00:00Z");
    const before = (await allPages("month=2026-12", 2)).flatMap((each) => each.lines);
    let added = 0;
    const pages = await allPages("month=2026-12", 2, async () => {
      at("2026-11-26T12:00:00Z");
      added = (await orderBox(app, office.store.database, ada, petId)).id;
      at("2026-11-30T09:00:00Z");
    });
    const lines = pages.flatMap((each) => each.lines);
    expect(new Set(ids(lines)).size).toBe(lines.length);
    // Every line there was is there once; the new box, later in the list's order, too.
    for (const id of ids(before)) expect(ids(lines)).toContain(id);
    expect(ids(lines)).toContain(added);
    expect(pages.at(-1)!.count).toBe(before.length + 1);
  });

  it("answers the week a page at a time too, and the first page without `limit` holds up to 200 lines", async () => {
    at("2026-11-30T09:00:00Z");
    const week = await page("week=2026-11-30");
    expect(week.next).toBeNull();
    expect(week.lines.length).toBe(week.count);
    const pages = await allPages("week=2026-11-30", 1);
    expect(pages.flatMap((each) => ids(each.lines))).toEqual(ids(week.lines));
    expect(pages[0]!.totals).toEqual(week.totals);
  });

  it("refuses a cursor it did not give, and a page size out of bounds, by name", async () => {
    for (const after of ["nonsense", "2026-13-45~1~1", "2026-12-01~0~1", "2026-12-01~5", ""]) {
      const refused = await send(
        "GET",
        `/api/admin/packing?month=2026-12&after=${encodeURIComponent(after)}`,
        packer,
      );
      expect(refused.status, after).toBe(400);
      expect((await errorOf(refused)).fields, after).toEqual({
        after:
          "That is not a place in the packing list: pass back the `next` of the page before, as it came.",
      });
    }
    for (const limit of ["0", "501", "ten", "-1"]) {
      const refused = await send("GET", `/api/admin/packing?month=2026-12&limit=${limit}`, packer);
      expect(refused.status, limit).toBe(400);
      expect(Object.keys((await errorOf(refused)).fields ?? {}), limit).toEqual(["limit"]);
    }
  });
});

describe("what the Today screen reads of the boxes", () => {
  it("answers this week's boxes to pack and the late ones, counted, without the whole months", async () => {
    // Monday 30 November: the boxes of Tuesday 1 December are this week's, none late.
    at("2026-11-30T09:00:00Z");
    const monday = adminPackingTodayAnswerSchema.parse(
      await (await send("GET", "/api/admin/packing/today?week=2026-11-30", packer)).json(),
    );
    expect(monday).toMatchObject({ today: "2026-11-30", week: "2026-11-30" });
    expect(monday.late.count).toBe(0);
    expect(monday.thisWeek.count).toBeGreaterThanOrEqual(ordered.length);
    expect(monday.thisWeek.lines).toHaveLength(monday.thisWeek.count);
    for (const id of ordered) expect(ids(monday.thisWeek.lines)).toContain(id);

    // Thursday 3 December: one shipped, the others late, and none left this week.
    at("2026-12-03T09:00:00Z");
    await packAndShip(app, packer, ordered[1]!, ["today-pack", "today-ship"]);
    const thursday = adminPackingTodayAnswerSchema.parse(
      await (await send("GET", "/api/admin/packing/today?week=2026-11-30", packer)).json(),
    );
    expect(thursday.thisWeek.count).toBe(0);
    expect(thursday.late.count).toBe(monday.thisWeek.count - 1);
    expect(ids(thursday.late.lines)).not.toContain(ordered[1]);
    for (const line of thursday.late.lines) expect(line.state).toBe("late");

    const refused = await send("GET", "/api/admin/packing/today?week=2026-12-01", packer);
    expect(refused.status).toBe(400);
    expect(Object.keys((await errorOf(refused)).fields ?? {})).toEqual(["week"]);
  });
});
