import { createApiClient, type ApiClient } from "./api-client";
import { currentIdToken } from "./id-token";

/**
 * The shop's own API, sending the signed-in user's ID token. It carries only the generic
 * `request`: the modules of app/api/ hold the calls and schemas of one resource each, so a page
 * loads only its own (decision 167).
 */
export const shopApi = createApiClient({ getIdToken: currentIdToken });

/** What a call needs of the client; tests hand in one over a stand-in fetch. */
export type ShopApi = Pick<ApiClient, "request">;
