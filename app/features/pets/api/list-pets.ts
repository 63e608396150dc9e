import { petsAnswerSchema, type Pet } from "@shared/api/pets";
import { dataOrThrow } from "~/lib/api-failure";
import { shopApi, type ApiClient } from "~/lib/shop-api";

/** GET /api/pets: the signed-in account's pets. Rejects with an ApiFailure (its words). */
export async function listPets(api: Pick<ApiClient, "request"> = shopApi): Promise<Pet[]> {
  return dataOrThrow(await api.request("GET", "/api/pets", petsAnswerSchema)).pets;
}
