import { and, asc, count, eq, inArray, max } from "drizzle-orm";
import type { AllergenTag } from "../../shared/allergens";
import { fieldErrors } from "../../shared/api/errors";
import {
  MAX_PETS,
  petInputSchema,
  type Pet,
  type PetInput,
  type PetPatch,
} from "../../shared/api/pets";
import { liveSubscriptionStatuses } from "../../shared/api/subscriptions";
import { addDays, formatCalendarDate } from "../../shared/commerce/dates";
import type { Db } from "../db/client";
import { deliveries, pets, subscriptions } from "../db/schema";
import { invalidFields, ok, refuse, type Result } from "./result";

type PetRow = typeof pets.$inferSelect;

export function toPet(row: PetRow): Pet {
  return {
    id: row.id,
    name: row.name,
    species: row.species,
    size: row.size,
    birthday: row.birthday,
    allergies: row.allergies as AllergenTag[],
    allergiesOther: row.allergiesOther,
    dislikes: row.dislikes as AllergenTag[],
    dislikesOther: row.dislikesOther,
    chewing: row.chewing,
    createdAt: row.createdAt.toISOString(),
  };
}

const NOT_FOUND = "There is no such pet in your account.";

/** The account's pets, oldest first (the order they were added). */
export async function listPets(db: Db, uid: string): Promise<Pet[]> {
  const rows = await db.select().from(pets).where(eq(pets.uid, uid)).orderBy(asc(pets.id));
  return rows.map(toPet);
}

/** One pet of the account; another account's pet is not found, as a missing one is. */
export async function getPet(db: Db, uid: string, id: number): Promise<Pet | null> {
  const [row] = await db
    .select()
    .from(pets)
    .where(and(eq(pets.id, id), eq(pets.uid, uid)));
  return row ? toPet(row) : null;
}

export async function createPet(db: Db, uid: string, input: PetInput): Promise<Result<Pet>> {
  const [kept] = await db.select({ n: count() }).from(pets).where(eq(pets.uid, uid));
  // A soft limit (two racing requests may pass it together): it stops runaway scripts, not people.
  if ((kept?.n ?? 0) >= MAX_PETS) {
    return refuse("invalid", `You can keep up to ${MAX_PETS} pets.`, {
      body: `You can keep up to ${MAX_PETS} pets.`,
    });
  }
  const [row] = await db
    .insert(pets)
    .values({ uid, ...input })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return ok(toPet(row));
}

/**
 * Why the pet cannot go yet, or null: a pending, active or paused subscription is for it, or a
 * box still to ship is (a cancelled subscription's paid boxes, or a box being packed after a
 * change of pet), and the packing list needs the pet's allergies until then. The sentence says
 * what to do, or from when it becomes possible.
 */
async function whyInUse(db: Db, petId: number): Promise<string | null> {
  const [live] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.petId, petId),
        inArray(subscriptions.status, [...liveSubscriptionStatuses]),
      ),
    )
    .limit(1);
  if (live)
    return "This pet has a live subscription. Cancel the subscription first, then delete the pet.";
  const [toShip] = await db
    .select({ last: max(deliveries.date) })
    .from(deliveries)
    .where(and(eq(deliveries.petId, petId), eq(deliveries.status, "scheduled")));
  if (!toShip?.last) return null;
  return `This pet still has a box to come from a cancelled subscription: the last one ships on ${formatCalendarDate(toShip.last)}. You can delete the pet from ${formatCalendarDate(addDays(toShip.last, 1))}.`;
}

/**
 * Changes some fields of a pet: the stored pet and the patch, merged, must pass the same checks
 * as a new pet. A pet that becomes a cat drops its dog-only fields; a pet with a live
 * subscription keeps its species (its boxes are for that species).
 */
export async function updatePet(
  db: Db,
  uid: string,
  id: number,
  patch: PetPatch,
): Promise<Result<Pet>> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(pets)
      .where(and(eq(pets.id, id), eq(pets.uid, uid)))
      .for("update");
    if (!row) return refuse("not_found", NOT_FOUND);
    const current = toPet(row);
    const merged = { ...current, ...patch };
    if (patch.species === "cat") {
      merged.size = patch.size ?? null;
      merged.chewing = patch.chewing ?? null;
    }
    const checked = petInputSchema.safeParse(merged);
    if (!checked.success) return invalidFields(fieldErrors(checked.error));
    if (checked.data.species !== current.species && (await whyInUse(tx, id)) !== null) {
      return refuse("in_use", "This pet has a live subscription, so its species cannot change.", {
        species: "This pet has a live subscription, so its species cannot change.",
      });
    }
    const [updated] = await tx.update(pets).set(checked.data).where(eq(pets.id, id)).returning();
    if (!updated) throw new Error("update returned no row");
    return ok(toPet(updated));
  });
}

/**
 * Deletes a pet unless a live subscription (pending, active, paused) uses it. The pet row is
 * locked first, and checkout locks the pets it orders for, so a delete and a checkout for the
 * same pet cannot both pass their checks.
 */
export async function deletePet(db: Db, uid: string, id: number): Promise<Result<null>> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: pets.id })
      .from(pets)
      .where(and(eq(pets.id, id), eq(pets.uid, uid)))
      .for("update");
    if (!row) return refuse("not_found", NOT_FOUND);
    const inUse = await whyInUse(tx, id);
    if (inUse) return refuse("in_use", inUse);
    await tx.delete(pets).where(eq(pets.id, id));
    return ok(null);
  });
}
