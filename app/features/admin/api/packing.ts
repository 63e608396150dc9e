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

/** GET /api/admin/packing?month=YYYY-MM: the month's boxes, each line with its delivery. */
export async function getPackingSheet(
  month: string,
  api: ShopApi = shopApi,
): Promise<PackingSheet> {
  const answer = dataOrThrow(
    await api.request(
      "GET",
      `/api/admin/packing?month=${encodeURIComponent(month)}`,
      adminPackingAnswerSchema,
    ),
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
