import {
  noContentReader,
  petAnswerReader,
  petsAnswerReader,
  petUpdatedAnswerReader,
} from "@shared/api/answer-readers";
import type { AffectedBox, Pet } from "@shared/api/pet-answers";
import type { PetInput } from "@shared/api/pets";
import { dataOrThrow } from "~/lib/api-failure";
import { shopApi, type ShopApi } from "~/lib/shop-api";

// The account's pets (GET/POST /api/pets, PATCH/DELETE /api/pets/:id). Like every module of
// app/api: a call resolves with our data, or rejects with an ApiFailure in the API's own words
// (a refusal's field messages in `failure.result.fields`).

/** The signed-in account's pets. */
export async function listPets(api: ShopApi = shopApi): Promise<Pet[]> {
  return dataOrThrow(await api.request("GET", "/api/pets", petsAnswerReader)).pets;
}

/** A pet as stored, and for a changed one the upcoming boxes its allergies now affect. */
export interface SavedPet {
  pet: Pet;
  affected: AffectedBox[];
}

/**
 * A new pet (no `id`), or every field of an existing one, so the stored pet is what the form
 * shows. Each write carries an Idempotency-Key (the API client, decision 084).
 */
export async function savePet(
  input: PetInput,
  id?: number,
  api: ShopApi = shopApi,
): Promise<SavedPet> {
  if (id === undefined) {
    const { pet } = dataOrThrow(await api.request("POST", "/api/pets", petAnswerReader, input));
    return { pet, affected: [] };
  }
  return dataOrThrow(await api.request("PATCH", `/api/pets/${id}`, petUpdatedAnswerReader, input));
}

/** Deletes a pet (204). A pet a live subscription uses is a conflict (409) saying what to do. */
export async function deletePet(id: number, api: ShopApi = shopApi): Promise<void> {
  dataOrThrow(await api.request("DELETE", `/api/pets/${id}`, noContentReader));
}
