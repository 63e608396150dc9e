import { describe, expect, it } from "vitest";
import { readFulfilmentSettings } from "../shop/fulfilment";
import { readShippingZones, shippingZones } from "../shop/shipping-zones";
import settingsFile from "../shop/fulfilment.json";
import { addDays, dayOfWeek, formatCalendarDate, todayIn } from "./calendar";
import { consentText } from "./consent";
import {
  arrivesAbout,
  cancellingNowText,
  cancelRuleText,
  canChangeBox,
  changeRuleShort,
  changeRuleText,
  changeUntilText,
  cutoffDay,
  firstBoxRuleText,
  firstShipDate,
  isShipDay,
  nthShipDate,
  reminderDay,
  reminderDueRange,
  usualFirstBoxWorkingDays,
  type Settings,
} from "./fulfilment-rules";

const shop = readFulfilmentSettings(settingsFile);
const plain: Settings = { ...shop, holidays: [] };
const NY = "America/New_York";

describe("the owner's settings", () => {
  it("are read from shared/shop/fulfilment.json, and a wrong file stops the shop", () => {
    expect(shop.packingWorkingDays).toBeGreaterThanOrEqual(1);
    expect(shop.firstBoxChangeHours).toBeGreaterThanOrEqual(24);
    for (const wrong of [
      { ...settingsFile, packingWorkingDays: 0 },
      { ...settingsFile, firstBoxChangeHours: 2.5 },
      { ...settingsFile, holidays: ["2026-02-30"] },
      { ...settingsFile, holidays: ["2026-12-25", "2026-12-25"] },
      { ...settingsFile, reminderDaysBeforeCutoff: undefined },
    ]) {
      expect(() => readFulfilmentSettings(wrong)).toThrow(/fulfilment\.json is not valid/);
    }
  });

  it("put every country the address form offers in exactly one shipping zone", () => {
    const countries = shippingZones.flatMap((zone) => zone.countries).sort();
    expect(countries).toEqual(["AU", "CA", "GB", "IE", "NZ", "US"]);
    const [us, ...rest] = shippingZones;
    expect(() => readShippingZones({ zones: rest })).toThrow(/shipping-zones\.json/);
    expect(() => readShippingZones({ zones: [us, us, ...rest] })).toThrow(/shipping-zones/);
  });
});

describe("ship days and the packing cut-off", () => {
  it("ships Monday to Friday, never on a holiday of the settings", () => {
    expect(isShipDay("2026-11-27", plain)).toBe(true); // Friday
    expect(isShipDay("2026-11-28", plain)).toBe(false); // Saturday
    expect(isShipDay("2026-12-25", { ...plain, holidays: ["2026-12-25"] })).toBe(false);
  });

  it("closes changes at the end of the working day 2 working days before the ship date", () => {
    expect(cutoffDay("2026-12-03", plain)).toBe("2026-12-01"); // Thursday → Tuesday
    expect(cutoffDay("2026-11-30", plain)).toBe("2026-11-26"); // Monday → the Thursday before
    expect(cutoffDay("2026-12-29", { ...plain, holidays: ["2026-12-25"] })).toBe("2026-12-24");
    expect(canChangeBox("2026-12-03", "2026-12-01", plain)).toBe(true);
    expect(canChangeBox("2026-12-03", "2026-12-02", plain)).toBe(false);
  });

  it("counts later boxes from the anchor and moves a weekend or holiday to the next ship day", () => {
    // 29 January 2027 + 1 month is 28 February (no 29th that year), a Sunday: Monday 1 March.
    expect(nthShipDate("2027-01-29", 1, 1, plain)).toBe("2027-03-01");
    expect(nthShipDate("2027-01-29", 1, 2, plain)).toBe("2027-03-29");
    // 25 December is a holiday: the box ships the next working day.
    expect(nthShipDate("2026-11-25", 1, 1, { ...plain, holidays: ["2026-12-25"] })).toBe(
      "2026-12-28",
    );
    for (let n = 0; n < 36; n += 1) {
      const date = nthShipDate("2026-11-30", 1, n, shop);
      expect(isShipDay(date, shop), date).toBe(true);
    }
  });
});

describe("the first box", () => {
  it("ships on the first ship day whose cut-off is at least 24 hours after the order", () => {
    const cases: [string, string][] = [
      // instant of the order (UTC) → ship date in New York
      ["2026-11-23T15:00:00Z", "2026-11-26"], // Monday 10:00 → cut-off Tuesday → Thursday
      ["2026-11-24T04:59:59Z", "2026-11-26"], // Monday 23:59:59 → still Tuesday's cut-off
      ["2026-11-24T05:00:00Z", "2026-11-27"], // Tuesday 00:00 → Wednesday's cut-off → Friday
      ["2026-11-27T15:00:00Z", "2026-12-02"], // Friday → cut-off Monday → Wednesday
      ["2026-11-28T15:00:00Z", "2026-12-02"], // Saturday → the same Monday cut-off
    ];
    for (const [ordered, expected] of cases) {
      const now = new Date(ordered);
      const first = firstShipDate(now, NY, plain);
      expect(first, ordered).toBe(expected);
      // The promise itself: the end of the cut-off day is at least 24 hours away…
      const changeable = new Date(now.getTime() + plain.firstBoxChangeHours * 3_600_000);
      expect(canChangeBox(first, todayIn(NY, changeable), plain), ordered).toBe(true);
      // …and no earlier ship day would have kept it.
      let earlier = addDays(first, -1);
      while (!isShipDay(earlier, plain)) earlier = addDays(earlier, -1);
      expect(canChangeBox(earlier, todayIn(NY, changeable), plain), ordered).toBe(false);
    }
  });

  it("follows other settings: 48 hours, 1 packing day", () => {
    const settings = { ...plain, firstBoxChangeHours: 48, packingWorkingDays: 1 };
    // Monday 10:00 + 48 h = Wednesday: cut-off Wednesday, ships Thursday.
    expect(firstShipDate(new Date("2026-11-23T15:00:00Z"), NY, settings)).toBe("2026-11-26");
    expect(usualFirstBoxWorkingDays(settings)).toBe(3);
  });
});

describe("what the shop says is what the rule does", () => {
  it("states the settings' numbers in every rule text", () => {
    for (const settings of [
      plain,
      { ...plain, packingWorkingDays: 1, firstBoxChangeHours: 48 },
      { ...plain, packingWorkingDays: 3, firstBoxChangeHours: 36 },
    ]) {
      const days = `${settings.packingWorkingDays} working day${settings.packingWorkingDays === 1 ? "" : "s"} before it ships`;
      expect(changeRuleText(settings)).toContain(days);
      expect(changeRuleShort(settings)).toContain(days);
      expect(firstBoxRuleText(settings)).toContain(`${settings.firstBoxChangeHours} hours`);
      expect(firstBoxRuleText(settings)).toContain(
        `usually ${usualFirstBoxWorkingDays(settings)} working days after your order`,
      );
    }
    // With the shop's settings, "usually 3 working days": an order on a working day at noon.
    const monday = new Date("2026-11-23T17:00:00Z");
    const first = firstShipDate(monday, NY, plain);
    expect(first).toBe(addDays("2026-11-23", usualFirstBoxWorkingDays(plain)));
    expect(cancelRuleText()).toContain("before your first box's cut-off");
  });

  it("the consent states the rule the shop applies", () => {
    const text = consentText({
      lines: [
        {
          boxName: "Cozy Cat Corner",
          petName: "Milo",
          quantity: 1,
          frequency: "Monthly",
          unitPrice: 2999,
        },
      ],
      plan: { id: "per-box", name: "Pay per box", deliveriesPrepaid: 0, discountPercent: 0 },
      total: 2999,
      method: "pay_on_delivery",
      shippingPerBox: 0,
    });
    expect(text).toContain(changeRuleShort(shop));
    expect(text).toContain(`at least ${shop.firstBoxChangeHours} hours after you order`);
    expect(text).toContain(cancelRuleText());
    expect(text).not.toContain("ships nothing more");
  });

  it("writes a box's deadline as the day the rule closes it", () => {
    expect(changeUntilText("2026-12-03", plain)).toBe(
      `until the end of ${formatCalendarDate("2026-12-01")}`,
    );
  });

  it("the cancel dialog says what a cancel would do in each case", () => {
    const base = { deliveriesLeft: null, nextDeliveryDate: "2026-12-03", changeUntil: null };
    expect(cancellingNowText({ ...base, nothingPacked: true })).toMatch(
      /nothing ships and nothing is charged/,
    );
    expect(cancellingNowText({ ...base, nothingPacked: false })).toContain(
      `The box of ${formatCalendarDate("2026-12-03")} is already being packed`,
    );
    expect(cancellingNowText({ ...base, nothingPacked: false, deliveriesLeft: 4 })).toContain(
      "You have 4 prepaid deliveries left",
    );
  });
});

describe("reminders and arrival", () => {
  it("reminds 3 days before the cut-off, and only while the box can still change", () => {
    expect(reminderDay("2026-12-03", plain)).toBe(addDays(cutoffDay("2026-12-03", plain), -3));
    for (let offset = 0; offset < 14; offset += 1) {
      const today = addDays("2026-11-23", offset);
      const { from, to } = reminderDueRange(today, plain);
      for (let d = 0; d < 20; d += 1) {
        const date = addDays(today, d);
        const due = canChangeBox(date, today, plain) && reminderDay(date, plain) <= today;
        const inRange = date >= from && date <= to;
        expect(inRange, `${today} ${date}`).toBe(due);
      }
    }
  });

  it("says a box arrives about its zone's transit working days after it ships", () => {
    const thursday = "2026-12-03";
    expect(dayOfWeek(thursday)).toBe(4);
    expect(arrivesAbout(thursday, "US", plain)).toBe("2026-12-09"); // 4 working days
    expect(arrivesAbout(thursday, "IE", plain)).toBe("2026-12-14"); // 7 working days
  });
});
