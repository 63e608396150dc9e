import { petAnswerSchema, type Pet, type PetInput } from "@shared/api/pets";
import type { ApiResult } from "~/lib/api-failure";
import { shopApi, type ApiClient } from "~/lib/shop-api";

/**
 * POST /api/pets (no `id`: a new pet) or PATCH /api/pets/:id (every field, so the stored pet is
 * what the form shows). Each write carries an Idempotency-Key (the API client, decision 084).
 * Answers the API result as it is: the form shows a refusal's fields beside its fields.
 */
export async function savePet(
  input: PetInput,
  id?: number,
  api: Pick<ApiClient, "request"> = shopApi,
): Promise<ApiResult<Pet>> {
  const result =
    id === undefined
      ? await api.request("POST", "/api/pets", petAnswerSchema, input)
      : await api.request("PATCH", `/api/pets/${id}`, petAnswerSchema, input);
  return result.kind === "ok" ? { kind: "ok", data: result.data.pet } : result;
}
