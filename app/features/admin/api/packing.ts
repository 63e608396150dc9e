import {
  adminPackingAnswerSchema,
  type AdminPackingLine,
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
  };
}

/**
 * GET /api/admin/packing?month=YYYY-MM (or ?week=<its Monday>): the month's boxes, or only the
 * week's (a week may reach into the next month), each line with its delivery. `month` is the
 * month the screen shows either way.
 */
export async function getPackingSheet(
  month: string,
  api: ShopApi = shopApi,
  week: string | null = null,
): Promise<PackingSheet> {
  const query =
    week === null ? `month=${encodeURIComponent(month)}` : `week=${encodeURIComponent(week)}`;
  const answer = dataOrThrow(
    await api.request("GET", `/api/admin/packing?${query}`, adminPackingAnswerSchema),
  );
  return { month, lines: answer.lines.map(toPackingLine) };
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
