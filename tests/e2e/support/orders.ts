import type { APIRequestContext } from "@playwright/test";
import { expect, type TestAccount } from "../fixtures";
import { ownerToken } from "./staff";

// Orders as the back office's specs set them up: placed and shipped through the API, so the
// screen a test is about starts from a box a person really packed and sent.

/** An order number as the shop writes it: PB-000042. */
export const orderLabel = (number: number) => `PB-${String(number).padStart(6, "0")}`;

/**
 * A per-box order, paid on delivery, of `quantity` × box `boxId` for a new dog of `account`'s:
 * its number.
 */
export async function orderForNewDog(
  request: APIRequestContext,
  account: TestAccount,
  {
    petName = "Rex",
    boxId = 2,
    quantity = 1,
  }: { petName?: string; boxId?: number; quantity?: number } = {},
): Promise<number> {
  const headers = { authorization: `Bearer ${account.idToken}` };
  const pet = await request.post("/api/pets", {
    data: { name: petName, species: "dog" },
    headers,
  });
  expect(pet.status(), await pet.text()).toBe(201);
  const petId = ((await pet.json()) as { pet: { id: number } }).pet.id;
  const order = await request.post("/api/checkout", {
    data: {
      lines: [{ boxId, petId, quantity }],
      planId: "per-box",
      address: {
        fullName: "Ada Lovelace",
        line1: "12 Main Street",
        city: "Springfield",
        region: "IL",
        postalCode: "62704",
        country: "US",
      },
    },
    headers,
  });
  expect(order.status(), await order.text()).toBe(201);
  return ((await order.json()) as { order: { number: number } }).order.number;
}

/** The customer's deliveries, newest first, as /account/orders gets them. */
export async function deliveriesOf(request: APIRequestContext, account: TestAccount) {
  const response = await request.get("/api/account/history", {
    headers: { authorization: `Bearer ${account.idToken}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  // Typed by hand: the shop's schemas reach its JSON data files, which Playwright's loader
  // cannot import.
  return (
    (await response.json()) as { deliveries: { id: number; boxName: string; status: string }[] }
  ).deliveries;
}

/**
 * Ships the customer's late box (one whose day has passed unshipped: see support/dated-shop.ts)
 * as the owner, with USPS and `trackingNumber`: answers the box's id.
 */
export async function shipTheBox(
  request: APIRequestContext,
  account: TestAccount,
  trackingNumber: string,
): Promise<number> {
  const late = (await deliveriesOf(request, account)).filter((box) => box.status === "late");
  expect(late).toHaveLength(1);
  const id = late[0]!.id;
  const shipped = await request.post(`/api/admin/deliveries/${id}/ship`, {
    data: { carrier: "usps", trackingNumber },
    headers: {
      authorization: `Bearer ${await ownerToken()}`,
      "idempotency-key": crypto.randomUUID(),
    },
  });
  expect(shipped.status(), await shipped.text()).toBe(200);
  return id;
}
