import { newsletterSubscribedSchema, type NewsletterInput } from "@shared/api/newsletter";
import { dataOrThrow } from "~/lib/api-failure";
import { shopApi, type ShopApi } from "~/lib/shop-api";

export type NewsletterSignup = NewsletterInput;

/**
 * Signs an address up for the newsletter, stored by the shop (issue 5). Rejects with an
 * ApiFailure when it was not stored; the form keeps the typed address.
 */
export async function subscribeToNewsletter(
  signup: NewsletterSignup,
  api: ShopApi = shopApi,
): Promise<void> {
  dataOrThrow(await api.request("POST", "/api/newsletter", newsletterSubscribedSchema, signup));
}
