import { isCalendarDate, type CalendarDate } from "../commerce/calendar";
import { array, int, object, reader, refine, string, unique } from "../reader";
import settings from "./fulfilment.json";

/**
 * The owner's fulfilment settings (decision 207), a data file built into the app and read by the
 * server, like the plans (decision 183): the owner edits fulfilment.json and rebuilds. Every
 * number a customer reads about packing and changing boxes comes from here, through
 * shared/commerce/fulfilment-rules.ts.
 */
export interface FulfilmentSettings {
  /**
   * A box can be changed until the end of the working day this many working days before it
   * ships: the days the shop needs to pack it. 1–10.
   */
  packingWorkingDays: number;
  /** The first box's changes stay open at least this many hours after the order. 1–168. */
  firstBoxChangeHours: number;
  /** The reminder "your box ships on …" goes this many days before the box's cut-off. 1–14. */
  reminderDaysBeforeCutoff: number;
  /** Calendar dates on which the shop neither packs nor ships, besides Saturdays and Sundays. */
  holidays: CalendarDate[];
}

const between = (low: number, high: number) => (value: number) => value >= low && value <= high;

const settingsReader = reader<FulfilmentSettings>(
  object({
    packingWorkingDays: int(between(1, 10)),
    firstBoxChangeHours: int(between(1, 168)),
    reminderDaysBeforeCutoff: int(between(1, 14)),
    holidays: refine(array(string(isCalendarDate)), unique),
  }),
);

/** Reads settings, or throws naming the file: a shop must not start on settings it misreads. */
export function readFulfilmentSettings(input: unknown): FulfilmentSettings {
  const read = settingsReader.safeParse(input);
  if (!read.success) {
    throw new Error(
      "shared/shop/fulfilment.json is not valid: packingWorkingDays (1–10), firstBoxChangeHours (1–168) and reminderDaysBeforeCutoff (1–14) are whole numbers, holidays distinct YYYY-MM-DD dates.",
    );
  }
  return { ...read.data, holidays: [...read.data.holidays].sort() };
}

export const fulfilmentSettings: FulfilmentSettings =
  /* @__PURE__ */ readFulfilmentSettings(settings);
