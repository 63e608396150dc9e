import { z } from "@shared/zod";
import { dataOrThrow } from "~/lib/api-failure";
import { shopApi, type ApiClient } from "~/lib/shop-api";

/**
 * DELETE /api/pets/:id (204). Rejects with an ApiFailure: a pet a live subscription uses is a
 * conflict (409) whose message says to cancel the subscription first.
 */
export async function deletePet(id: number, api: Pick<ApiClient, "request"> = shopApi) {
  dataOrThrow(await api.request("DELETE", `/api/pets/${id}`, z.null()));
}
