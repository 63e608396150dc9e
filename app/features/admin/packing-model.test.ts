import { describe, expect, it } from "vitest";
import {
  addMonths,
  mondayOf,
  packingCsv,
  pickList,
  weeksOf,
  type PackingLine,
} from "./packing-model";

const line = (overrides: Partial<PackingLine> = {}): PackingLine => ({
  deliveryId: 1,
  date: "2026-11-05",
  orderNumber: "PB-0001",
  boxName: "Cat Box",
  quantity: 1,
  state: "scheduled",
  pet: null,
  swaps: [],
  shipTo: "Ana Ruiz, Lyon",
  carrier: null,
  trackingNumber: null,
  trackingUrl: null,
  packed: false,
  replacement: false,
  ...overrides,
});

describe("weeks", () => {
  it("start on Monday, and a month has every week that has one of its days", () => {
    expect(mondayOf("2026-11-26")).toBe("2026-11-23");
    expect(mondayOf("2026-11-23")).toBe("2026-11-23");
    expect(mondayOf("2026-11-01")).toBe("2026-10-26");
    expect(weeksOf("2026-11")).toEqual([
      "2026-10-26",
      "2026-11-02",
      "2026-11-09",
      "2026-11-16",
      "2026-11-23",
      "2026-11-30",
    ]);
    expect(addMonths("2026-12", 1)).toBe("2027-01");
    expect(addMonths("2026-01", -1)).toBe("2025-12");
  });
});

describe("pickList", () => {
  it("counts boxes by quantity and swap-ins, leaving out what is not to send", () => {
    const swap = [{ item: "Chicken treats", swapIn: "Salmon treats" }];
    const lists = pickList([
      line({ boxName: "Dog Box", quantity: 2, swaps: swap }),
      line({ boxName: "Cat Box" }),
      line({ boxName: "Dog Box", state: "late", swaps: [{ item: "Rope", swapIn: null }] }),
      line({ boxName: "Dog Box", state: "shipped", swaps: swap }),
      line({ boxName: "Cat Box", state: "skipped" }),
    ]);
    expect(lists.boxes).toEqual([
      { name: "Dog Box", count: 3 },
      { name: "Cat Box", count: 1 },
    ]);
    expect(lists.swapIns).toEqual([{ name: "Salmon treats", count: 2 }]);
  });
});

describe("packingCsv", () => {
  it("writes a header and one quoted row per line, formulas defused", () => {
    const csv = packingCsv([
      line({
        pet: { name: "=Rex", species: "dog", notes: ["Large", "Strong chewer"], allergies: [] },
        swaps: [{ item: "Rope", swapIn: null }],
        shipTo: 'Bo "Big" Li, Oslo',
        carrier: "UPS",
        trackingNumber: "1Z999",
      }),
    ]);
    const [header, row, end] = csv.split("\r\n");
    expect(header).toBe(
      '"Ship date","Order","Box","Quantity","State","Pet","Pet notes","Allergies","Swap out","Swap in","Ship to","Carrier","Tracking number"',
    );
    expect(row).toBe(
      '"2026-11-05","PB-0001","Cat Box","1","To pack","\'=Rex","Large; Strong chewer","","Rope","leave out","Bo ""Big"" Li, Oslo","UPS","1Z999"',
    );
    expect(end).toBe("");
  });
});
