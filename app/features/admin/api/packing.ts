import {
  adminPackingAnswerSchema,
  adminPackingTodayAnswerSchema,
  type AdminPackingLine,
  MAX_PACKING_PAGE_SIZE,
  type PickTotal,
  bulkShipAnswerSchema,
  fulfilmentAnswerSchema,
  type ShipInput,
} from "@shared/api/admin/deliveries";
import { orderNumberLabel } from "@shared/api/orders";
import { dataOrThrow } from "~/lib/api-failure";
import { shopApi, type ShopApi } from "~/lib/shop-api";
import type { PackingLine, PackingSheet } from "../packing-model";

/** A line of the API's answer in the back office's own terms (packing-model.ts). */
export function toPackingLine(line: AdminPackingLine): PackingLine {
  const pet = line.pet;
  return {
    deliveryId: line.deliveryId,
    date: line.date,
    orderNumber: orderNumberLabel(line.orderNumber),
    boxName: line.boxName,
    quantity: line.quantity,
    state: line.state,
    packed: line.packedAt !== null,
    replacement: line.replacement,
    pet: pet
      ? {
          name: pet.name,
          species: pet.species,
          notes: [pet.size && `Size ${pet.size}`, line.chewing && `${line.chewing} chewer`].filter(
            (note): note is string => Boolean(note),
          ),
          allergies: [...pet.allergies, ...(pet.allergiesOther ? [pet.allergiesOther] : [])],
        }
      : null,
    swaps: line.swapOut.map(({ item, swapIn }) => ({ item, swapIn })),
    shipTo: [line.address.fullName, line.address.city].filter(Boolean).join(", "),
    carrier: line.carrierName,
    trackingNumber: line.trackingNumber,
    trackingUrl: line.trackingUrl,
    ...(line.giftMessage ? { giftMessage: line.giftMessage } : {}),
  };
}

/** The server's pick totals as the screen's rows: most first, then by name. */
export function pickRows(totals: readonly PickTotal[]): PackingSheet["picks"] {
  const rows = (kind: PickTotal["kind"]) =>
    totals
      .filter((total) => total.kind === kind)
      .map((total) => ({ name: total.name, count: total.quantity }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  return { boxes: rows("box"), swapIns: rows("swap_in") };
}

/**
 * GET /api/admin/packing?month=YYYY-MM (or ?week=<its Monday>): a page of the month's boxes, or
 * of the week's (a week may reach into the next month), from after `after` (the `next` of the
 * page before), with the whole period's pick list and counts (decision 261). `month` is the
 * month the screen shows either way.
 */
export async function getPackingSheet(
  month: string,
  api: ShopApi = shopApi,
  week: string | null = null,
  page: { after?: string | null; limit?: number } = {},
): Promise<PackingSheet> {
  const query = new URLSearchParams(week === null ? { month } : { week });
  if (page.after) query.set("after", page.after);
  if (page.limit !== undefined) query.set("limit", String(page.limit));
  const answer = dataOrThrow(
    await api.request("GET", `/api/admin/packing?${query}`, adminPackingAnswerSchema),
  );
  return {
    month,
    lines: answer.lines.map(toPackingLine),
    count: answer.count,
    open: answer.open,
    picks: pickRows(answer.totals),
    next: answer.next,
  };
}

/**
 * Every line of the month or week, page after page of the largest size: for the print view and
 * the CSV, which need them all. `onProgress` hears how many lines are read so far.
 */
export async function getWholePackingSheet(
  month: string,
  week: string | null = null,
  api: ShopApi = shopApi,
  onProgress?: (read: number, count: number) => void,
): Promise<PackingSheet> {
  let sheet = await getPackingSheet(month, api, week, { limit: MAX_PACKING_PAGE_SIZE });
  onProgress?.(sheet.lines.length, sheet.count);
  while (sheet.next !== null) {
    const page = await getPackingSheet(month, api, week, {
      after: sheet.next,
      limit: MAX_PACKING_PAGE_SIZE,
    });
    sheet = { ...page, lines: [...sheet.lines, ...page.lines] };
    onProgress?.(sheet.lines.length, sheet.count);
  }
  return sheet;
}

/** What the Today screen lists of the boxes: some of each kind, and how many there are. */
export interface TodayBoxes {
  late: { count: number; lines: PackingLine[] };
  thisWeek: { count: number; lines: PackingLine[] };
}

/** GET /api/admin/packing/today?week=<Monday>: the late boxes and the week's still to send. */
export async function getTodayBoxes(week: string, api: ShopApi = shopApi): Promise<TodayBoxes> {
  const answer = dataOrThrow(
    await api.request(
      "GET",
      `/api/admin/packing/today?week=${encodeURIComponent(week)}`,
      adminPackingTodayAnswerSchema,
    ),
  );
  return {
    late: { count: answer.late.count, lines: answer.late.lines.map(toPackingLine) },
    thisWeek: { count: answer.thisWeek.count, lines: answer.thisWeek.lines.map(toPackingLine) },
  };
}

/** POST /api/admin/deliveries/:id/pack. */
export async function packDelivery(id: number, api: ShopApi = shopApi): Promise<void> {
  dataOrThrow(
    await api.request("POST", `/api/admin/deliveries/${id}/pack`, fulfilmentAnswerSchema, {}),
  );
}

export type Shipment = ShipInput;

/** POST /api/admin/deliveries/:id/ship { carrier, trackingNumber }. */
export async function shipDelivery(
  id: number,
  shipment: Shipment,
  api: ShopApi = shopApi,
): Promise<void> {
  dataOrThrow(
    await api.request("POST", `/api/admin/deliveries/${id}/ship`, fulfilmentAnswerSchema, shipment),
  );
}

/** POST /api/admin/deliveries/ship { items: [{ id, carrier, trackingNumber }] }: all or none. */
export async function shipDeliveries(
  items: (Shipment & { id: number })[],
  api: ShopApi = shopApi,
): Promise<void> {
  dataOrThrow(
    await api.request("POST", "/api/admin/deliveries/ship", bulkShipAnswerSchema, { items }),
  );
}

/** POST /api/admin/deliveries/:id/delivered or /returned: what became of a shipped box. */
export async function markDeliveryOutcome(
  id: number,
  outcome: "delivered" | "returned",
  api: ShopApi = shopApi,
): Promise<void> {
  dataOrThrow(
    await api.request("POST", `/api/admin/deliveries/${id}/${outcome}`, fulfilmentAnswerSchema, {}),
  );
}
