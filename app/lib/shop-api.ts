import { createApiClient } from "./api-client";
export type { ApiClient } from "./api-client";
import { currentIdToken } from "./id-token";

/**
 * The shop's own API, sending the signed-in user's ID token. It carries only the generic
 * `request`: each feature's api/ files hold its calls and schemas, so a page loads only its own.
 */
export const shopApi = createApiClient({ getIdToken: currentIdToken });
