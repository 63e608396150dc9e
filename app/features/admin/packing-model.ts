// The packing list as the back office shows it: our own shape (api/packing.ts turns the API's
// answer into it), the weeks of a month, the pick list and the CSV. Pure, so it is tested alone.

/** What a person reads of a delivery on the packing list (shared/commerce/delivery-state.ts). */
export type LineState =
  | "scheduled"
  | "late"
  | "packed"
  | "shipped"
  | "delivered"
  | "returned"
  | "skipped"
  | "paused"
  | "cancelled";

export interface PackingPet {
  name: string;
  species: "cat" | "dog";
  /** Size and chewing strength, as the customer gave them, in words; empty when not given. */
  notes: string[];
  /** Allergies (tags and the customer's own words). */
  allergies: string[];
}

export interface PackingLine {
  deliveryId: number;
  /** The ship date, YYYY-MM-DD. */
  date: string;
  orderNumber: string;
  boxName: string;
  quantity: number;
  state: LineState;
  /** Packed already: a late box keeps its state "late" until it ships, packed or not. */
  packed: boolean;
  /** A free replacement for a problem with an earlier box: nothing to collect for it. */
  replacement: boolean;
  pet: PackingPet | null;
  /** Items to take out for the pet's allergies, each with what goes in instead (null: none). */
  swaps: { item: string; swapIn: string | null }[];
  /** Who it goes to, as the label says: a name and the town. */
  shipTo: string;
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  /** The giver's message, on a gift's first box only: a card to put in (decision 269). */
  giftMessage?: string;
}

/**
 * A month's or a week's packing list as far as it is read (decision 261): the lines of the pages
 * read so far, and the server's figures for the whole period.
 */
export interface PackingSheet {
  month: string;
  lines: PackingLine[];
  /** How many lines the whole period holds, and how many of them still need a person. */
  count: number;
  open: number;
  /** The whole period's pick list: what is still to pack. */
  picks: { boxes: PickRow[]; swapIns: PickRow[] };
  /** Where the next page starts, or null when every line is read. */
  next: string | null;
}

/** Lines that still need a person: they can be packed or shipped now. */
export const toShip = (line: PackingLine) =>
  line.state === "scheduled" || line.state === "late" || line.state === "packed";

export const stateNames: Record<LineState, string> = {
  scheduled: "To pack",
  late: "Late",
  packed: "Packed",
  shipped: "Shipped",
  delivered: "Delivered",
  returned: "Returned",
  skipped: "Skipped",
  paused: "Paused",
  cancelled: "Cancelled",
};

const DAY = 86_400_000;
const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const toIso = (date: Date) => date.toISOString().slice(0, 10);

/** The month a date is in: "2026-11-26" → "2026-11". */
export const monthOf = (iso: string) => iso.slice(0, 7);

/** The Monday of the week a date is in (weeks run Monday to Sunday). */
export function mondayOf(iso: string): string {
  const date = toDate(iso);
  return toIso(new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * DAY));
}

/** The Mondays of the weeks that have a day in `month` (YYYY-MM). */
export function weeksOf(month: string): string[] {
  const weeks: string[] = [];
  for (let monday = mondayOf(`${month}-01`); monthOf(monday) <= month;) {
    weeks.push(monday);
    monday = toIso(new Date(toDate(monday).getTime() + 7 * DAY));
  }
  return weeks;
}

/** The Sunday that ends the week starting `monday`. */
export const sundayOf = (monday: string) => toIso(new Date(toDate(monday).getTime() + 6 * DAY));

export const inWeek = (line: PackingLine, monday: string) =>
  line.date >= monday && line.date <= sundayOf(monday);

/** "2 Nov", in the shop's English, for dates the server gave as YYYY-MM-DD. */
export function shortDate(iso: string): string {
  return toDate(iso).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
}

/** "November 2026". */
export function monthName(month: string): string {
  return toDate(`${month}-01`).toLocaleDateString("en-GB", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** The month before or after `month`. */
export function addMonths(month: string, by: number): string {
  const [year, m] = month.split("-").map(Number) as [number, number];
  const date = new Date(Date.UTC(year, m - 1 + by, 1));
  return toIso(date).slice(0, 7);
}

export interface PickRow {
  name: string;
  count: number;
}

/**
 * What to take from the shelves for `lines`: how many of each box, and of each swap-in item for
 * allergies. Lines with nothing to send (skipped, paused, cancelled) are left out; so are boxes
 * already shipped.
 */
export function pickList(lines: readonly PackingLine[]): { boxes: PickRow[]; swapIns: PickRow[] } {
  const boxes = new Map<string, number>();
  const swapIns = new Map<string, number>();
  for (const line of lines.filter(toShip)) {
    boxes.set(line.boxName, (boxes.get(line.boxName) ?? 0) + line.quantity);
    for (const swap of line.swaps) {
      if (swap.swapIn) swapIns.set(swap.swapIn, (swapIns.get(swap.swapIn) ?? 0) + line.quantity);
    }
  }
  const rows = (counts: Map<string, number>) =>
    [...counts]
      .map(([name, count]) => ({ name, count }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  return { boxes: rows(boxes), swapIns: rows(swapIns) };
}

const CSV_COLUMNS = [
  "Ship date",
  "Order",
  "Box",
  "Quantity",
  "State",
  "Pet",
  "Pet notes",
  "Allergies",
  "Swap out",
  "Swap in",
  "Ship to",
  "Carrier",
  "Tracking number",
] as const;

/** A spreadsheet cell: quoted, and never read as a formula (a leading = + - @ is escaped). */
function cell(value: string | number): string {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The lines as CSV, one row each, with a header; CRLF line ends, as spreadsheets expect. */
export function packingCsv(lines: readonly PackingLine[]): string {
  const rows = lines.map((line) => [
    line.date,
    line.orderNumber,
    line.boxName,
    line.quantity,
    stateNames[line.state],
    line.pet?.name ?? "",
    line.pet?.notes.join("; ") ?? "",
    line.pet?.allergies.join("; ") ?? "",
    line.swaps.map((swap) => swap.item).join("; "),
    line.swaps.map((swap) => swap.swapIn ?? "leave out").join("; "),
    line.shipTo,
    line.carrier ?? "",
    line.trackingNumber ?? "",
  ]);
  return [CSV_COLUMNS, ...rows].map((row) => row.map(cell).join(",")).join("\r\n") + "\r\n";
}
