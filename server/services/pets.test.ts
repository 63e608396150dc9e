// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { petInputSchema, petsAnswerSchema } from "../../shared/api/pets";
import { freshDatabase, type TestDatabase } from "../test-support/database";
import { checkoutDeps, fixedClock, home, withDb } from "../test-support/commerce";
import { subscribe } from "../test-support/lifecycle";
import { cancel } from "./subscription-actions";
import { placeOrder } from "./checkout";
import { createPet, deletePet, getPet, listPets, updatePet } from "./pets";

let store: TestDatabase;
let run: ReturnType<typeof withDb>;

beforeAll(async () => {
  store = await freshDatabase();
  run = withDb(store.database);
}, 60_000);
afterAll(() => store.drop(), 30_000);

const pet = (input: unknown) => petInputSchema.parse(input);

async function created(uid: string, input: unknown) {
  const result = await run((db) => createPet(db, uid, pet(input)));
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

describe("pets of an account", () => {
  it("are created, listed in the order they were added, and read back", async () => {
    const milo = await created("pets-a", { name: "Milo", species: "cat", allergies: ["fish"] });
    const rex = await created("pets-a", {
      name: "Rex",
      species: "dog",
      size: "large",
      chewing: "power",
    });
    expect(milo).toMatchObject({ name: "Milo", species: "cat", size: null, allergies: ["fish"] });
    const listed = await run((db) => listPets(db, "pets-a"));
    expect(listed.map((p) => p.name)).toEqual(["Milo", "Rex"]);
    expect(petsAnswerSchema.parse({ pets: listed }).pets).toEqual(listed);
    expect(await run((db) => getPet(db, "pets-a", rex.id))).toEqual(rex);
  });

  it("are never shown to or changed by another account: they are not found", async () => {
    const luna = await created("pets-b", { name: "Luna", species: "cat" });
    expect(await run((db) => listPets(db, "pets-c"))).toEqual([]);
    expect(await run((db) => getPet(db, "pets-c", luna.id))).toBeNull();
    expect(await run((db) => updatePet(db, "pets-c", luna.id, { name: "Stolen" }))).toMatchObject({
      ok: false,
      reason: "not_found",
    });
    expect(await run((db) => deletePet(db, "pets-c", luna.id))).toMatchObject({
      ok: false,
      reason: "not_found",
    });
    expect((await run((db) => getPet(db, "pets-b", luna.id)))?.name).toBe("Luna");
  });

  it("are edited with the same checks as new ones; a dog that becomes a cat loses its dog-only fields", async () => {
    const rex = await created("pets-d", {
      name: "Rex",
      species: "dog",
      size: "small",
      chewing: "gentle",
    });
    const renamed = await run((db) =>
      updatePet(db, "pets-d", rex.id, { name: "Rexy", birthday: "2021-06" }),
    );
    expect(renamed).toMatchObject({
      ok: true,
      value: { name: "Rexy", birthday: "2021-06", size: "small" },
    });
    const cat = await run((db) => updatePet(db, "pets-d", rex.id, { species: "cat" }));
    expect(cat).toMatchObject({ ok: true, value: { species: "cat", size: null, chewing: null } });
    expect(await run((db) => updatePet(db, "pets-d", rex.id, { size: "giant" }))).toEqual({
      ok: false,
      reason: "invalid",
      message: "Check these fields: size.",
      fields: { size: "Only dogs have a size here." },
    });
  });

  it("can be deleted, unless a live subscription uses them", async () => {
    const milo = await created("pets-e", { name: "Milo", species: "cat" });
    const spare = await created("pets-e", { name: "Spare", species: "cat" });
    const order = await run((db) =>
      placeOrder(
        db,
        checkoutDeps(),
        { uid: "pets-e", email: null },
        {
          lines: [{ boxId: "1", petId: milo.id, quantity: 1 }],
          planId: "per-box",
          address: home,
        },
      ),
    );
    expect(order.ok).toBe(true);
    expect(await run((db) => deletePet(db, "pets-e", milo.id))).toEqual({
      ok: false,
      reason: "in_use",
      message:
        "This pet has a live subscription. Cancel the subscription first, then delete the pet.",
    });
    expect(await run((db) => updatePet(db, "pets-e", milo.id, { species: "dog" }))).toMatchObject({
      ok: false,
      reason: "in_use",
      fields: { species: "This pet has a live subscription, so its species cannot change." },
    });
    expect(await run((db) => getPet(db, "pets-e", milo.id))).not.toBeNull();
    expect(await run((db) => deletePet(db, "pets-e", spare.id))).toEqual({ ok: true, value: null });
    expect(await run((db) => getPet(db, "pets-e", spare.id))).toBeNull();
  });

  it("says from when a pet can go whose cancelled subscription still has a box to come", async () => {
    const now = fixedClock("2026-11-26T10:00:00Z");
    const deps = checkoutDeps({ now });
    const nori = await created("pets-n", { name: "Nori", species: "cat" });
    const [id] = await subscribe(run, deps, { uid: "pets-n", email: null }, [
      { boxId: 1, petId: nori.id },
    ]);
    // Saturday: the box of Tuesday 1 December is being packed, so cancelling keeps it.
    now.set("2026-11-28T10:00:00Z");
    expect((await run((db) => cancel(db, deps, "pets-n", id!))).ok).toBe(true);
    expect(await run((db) => deletePet(db, "pets-n", nori.id))).toEqual({
      ok: false,
      reason: "in_use",
      message:
        "This pet still has a box to come from a cancelled subscription: the last one ships on Tuesday, December 1, 2026. You can delete the pet from Wednesday, December 2, 2026.",
    });
  });

  it("number at most 20 per account", async () => {
    for (let i = 0; i < 20; i += 1) await created("pets-f", { name: `Cat ${i}`, species: "cat" });
    expect(
      await run((db) => createPet(db, "pets-f", pet({ name: "One more", species: "cat" }))),
    ).toMatchObject({
      ok: false,
      reason: "invalid",
      message: "You can keep up to 20 pets.",
    });
  });
});
