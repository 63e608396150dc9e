import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import {
  parsePetId,
  petInputSchema,
  petPatchSchema,
  type PetAnswer,
  type PetsAnswer,
  type PetUpdatedAnswer,
} from "../../shared/api/pets";
import type { RouteDeps } from "../api-deps";
import { requireUser } from "../auth/request-user";
import { apiError } from "../http/api-error";
import { idempotent } from "../http/idempotency";
import { declaredSize, jsonBody } from "../http/json-body";
import { writeLimit } from "../http/write-limit";
import { boxesAffectedBy } from "../services/pet-allergy-check";
import { createPet, deletePet, listPets, updatePet } from "../services/pets";
import { answerOf, noContentOr } from "./answers";
import { subscriptionDeps } from "./subscriptions";

/** The `:id` of /api/pets/:id as a number on `c.var.petId`; an id that can be no pet is 404. */
const petId = createMiddleware<{ Variables: { petId: number } }>(async (c, next) => {
  const id = parsePetId(c.req.param("id") ?? "");
  if (id === null) return apiError(c, 404, "not_found", "There is no such pet in your account.");
  c.set("petId", id);
  await next();
});

/**
 * GET, POST /api/pets; PATCH, DELETE /api/pets/:id — the signed-in account's pets only: another
 * account's pet answers 404, as a missing one does (decision 093).
 */
export function petRoutes(deps: RouteDeps) {
  const { database, tokens } = deps;
  // One limiter for the three writes: they are one form's.
  const limit = writeLimit(deps.rateLimit, "pets", deps.trustProxyHops);
  const lifecycle = subscriptionDeps(deps);
  return new Hono()
    .get("/", requireUser(tokens), async (c) => {
      const { uid } = c.var.user;
      const pets = await database.use("pets.list", (db) => listPets(db, uid));
      return c.json({ pets } satisfies PetsAnswer);
    })
    .post(
      "/",
      limit,
      declaredSize(),
      requireUser(tokens),
      jsonBody(petInputSchema),
      idempotent(deps.idempotency),
      async (c) => {
        const input = c.req.valid("json");
        const { uid } = c.var.user;
        return c.var.writeOnce("pets.create", async (db) =>
          answerOf(await createPet(db, uid, input), 201, (pet): PetAnswer => ({ pet })),
        );
      },
    )
    .patch(
      "/:id",
      limit,
      petId,
      declaredSize(),
      requireUser(tokens),
      jsonBody(petPatchSchema),
      idempotent(deps.idempotency),
      async (c) => {
        const patch = c.req.valid("json");
        const { uid } = c.var.user;
        const id = c.var.petId;
        // The pet's live subscriptions are checked again at once: the answer names the upcoming
        // boxes its allergies now call a swap for (decision 216).
        return c.var.writeOnce("pets.update", async (db) => {
          const updated = await updatePet(db, uid, id, patch);
          const affected = updated.ok ? await boxesAffectedBy(db, lifecycle, uid, id) : [];
          return answerOf(updated, 200, (pet): PetUpdatedAnswer => ({ pet, affected }));
        });
      },
    )
    .delete("/:id", limit, petId, requireUser(tokens), idempotent(deps.idempotency), async (c) => {
      const { uid } = c.var.user;
      const id = c.var.petId;
      // 204; 409 while a live subscription uses the pet (decision 110).
      return c.var.writeOnce("pets.delete", async (db) =>
        noContentOr(await deletePet(db, uid, id)),
      );
    });
}
