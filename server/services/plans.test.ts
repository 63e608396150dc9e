// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadPlans, planCandidates, sellablePlans } from "./plans";

const dir = mkdtempSync(path.join(os.tmpdir(), "petbox-plans-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, content: string) {
  const where = path.join(dir, name);
  writeFileSync(where, content);
  return where;
}

describe("loadPlans", () => {
  it("reads the shop's plans: pay per box, prepay 6 at 5 %, prepay 12 at 10 %", () => {
    expect(loadPlans(planCandidates("/nonexistent", null))).toEqual([
      { id: "per-box", name: "Pay per box", deliveriesPrepaid: 0, discountPercent: 0 },
      { id: "prepay-6", name: "Prepay 6 deliveries", deliveriesPrepaid: 6, discountPercent: 5 },
      { id: "prepay-12", name: "Prepay 12 deliveries", deliveriesPrepaid: 12, discountPercent: 10 },
    ]);
  });

  it("stops with a message naming the file and what is wrong", () => {
    const bad = file(
      "bad.json",
      JSON.stringify([
        { id: "a", name: "A", deliveriesPrepaid: 1, discountPercent: 5 },
        { id: "a", name: "B", deliveriesPrepaid: 0, discountPercent: 120 },
      ]),
    );
    expect(() => loadPlans([bad])).toThrow(
      `${bad} is not a valid plans file: at 0.deliveriesPrepaid: deliveriesPrepaid is 0 (pay per box) or 2 to 12.; ` +
        "at 1.discountPercent: Too big: expected number to be <=50; " +
        'at 1.id: Plan id "a" is used twice.',
    );
    expect(() => loadPlans([file("broken.json", "[{")])).toThrow(/broken\.json is not valid JSON/);
    expect(() => loadPlans([file("empty.json", "[]")])).toThrow(
      /empty\.json is not a valid plans file/,
    );
    expect(() => loadPlans([path.join(dir, "missing.json")])).toThrow(/No plans file found/);
  });

  it("prefers PLANS_FILE, then the built app's copy, then public/", () => {
    expect(planCandidates("/b/client", "/etc/plans.json")).toEqual(["/etc/plans.json"]);
    expect(planCandidates("/b/client", null)).toEqual([
      "/b/client/plans.json",
      path.resolve("public", "plans.json"),
    ]);
  });
});

describe("sellablePlans", () => {
  const built = [
    { id: "per-box", name: "Pay per box", deliveriesPrepaid: 0, discountPercent: 0 },
    { id: "prepay-3", name: "Prepay 3 deliveries", deliveriesPrepaid: 3, discountPercent: 4 },
  ];
  const clientDir = path.join(dir, "client");
  mkdirSync(clientDir, { recursive: true });
  writeFileSync(path.join(clientDir, "plans.json"), JSON.stringify(built));

  it("sells the plans the app was built with, which /terms describes", () => {
    expect(sellablePlans(clientDir, null)).toEqual(built);
    // No build's copy (tests, development): public/plans.json, which the page imports.
    expect(sellablePlans("/nonexistent", null)).toEqual(
      loadPlans(planCandidates("/nonexistent", null)),
    );
  });

  it("takes a PLANS_FILE that repeats them, in any layout", () => {
    expect(sellablePlans(clientDir, file("same.json", JSON.stringify(built, null, 4)))).toEqual(
      built,
    );
  });

  it("refuses a PLANS_FILE with other plans, naming both files", () => {
    const cheaper = file(
      "cheaper.json",
      JSON.stringify([built[0], { ...built[1], discountPercent: 5 }]),
    );
    expect(() => sellablePlans(clientDir, cheaper)).toThrow(
      `PLANS_FILE (${cheaper}) holds other plans than the app was built with (${path.join(clientDir, "plans.json")})`,
    );
    const reordered = file("reordered.json", JSON.stringify([...built].reverse()));
    expect(() => sellablePlans(clientDir, reordered)).toThrow(/holds other plans/);
  });
});
