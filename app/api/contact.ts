import { contactReceivedSchema, type ContactInput } from "@shared/api/contact";
import { dataOrThrow } from "~/lib/api-failure";
import { shopApi, type ShopApi } from "~/lib/shop-api";

export type ContactMessage = ContactInput;

/**
 * Sends a contact message to the shop, which stores it for the team (issue 5; the spec's form
 * made no call). Rejects with an ApiFailure when it was not stored; the form keeps the text.
 */
export async function sendContactMessage(
  message: ContactMessage,
  api: ShopApi = shopApi,
): Promise<void> {
  dataOrThrow(await api.request("POST", "/api/contact", contactReceivedSchema, message));
}
