import { createApiClient } from "./api-client";
export type { ApiClient } from "./api-client";
import { currentIdToken } from "./id-token";

/** The shop's own API (reviews, contact, newsletter), sending the signed-in user's ID token. */
export const shopApi = createApiClient({ getIdToken: currentIdToken });
