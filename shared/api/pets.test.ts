import { describe, expect, it } from "vitest";
import { fieldErrors } from "./errors";
import { latestMonthOnEarth, parsePetId, petInputSchema, petPatchSchema } from "./pets";

function errors(input: unknown) {
  const result = petInputSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe("petInputSchema", () => {
  it("needs a name and a species, and fills the rest", () => {
    expect(petInputSchema.parse({ name: " Milo ", species: "cat" })).toEqual({
      name: "Milo",
      species: "cat",
      size: null,
      birthday: null,
      allergies: [],
      allergiesOther: "",
      dislikes: [],
      dislikesOther: "",
      chewing: null,
    });
    expect(errors({})).toEqual({ name: "Enter your pet's name.", species: "Choose cat or dog." });
    expect(errors({ name: "x".repeat(41), species: "dog" })).toEqual({
      name: "A pet's name has at most 40 characters.",
    });
    expect(errors({ name: "Rex", species: "hamster" })).toEqual({ species: "Choose cat or dog." });
  });

  it("keeps size and chewing strength for dogs", () => {
    expect(
      petInputSchema.parse({ name: "Rex", species: "dog", size: "giant", chewing: "power" }),
    ).toMatchObject({ size: "giant", chewing: "power" });
    expect(errors({ name: "Milo", species: "cat", size: "small", chewing: "gentle" })).toEqual({
      size: "Only dogs have a size here.",
      chewing: "Only dogs have a chewing strength here.",
    });
    expect(errors({ name: "Rex", species: "dog", size: "huge" })).toEqual({
      size: "Choose small, medium, large or giant.",
    });
  });

  it("takes allergies and dislikes from the list, once each and in the list's order, with a note of up to 200 characters", () => {
    const pet = petInputSchema.parse({
      name: "Milo",
      species: "cat",
      allergies: ["fish", "chicken", "fish"],
      allergiesOther: " pollen ",
      dislikes: ["catnip"],
    });
    expect(pet).toMatchObject({
      allergies: ["chicken", "fish"],
      allergiesOther: "pollen",
      dislikes: ["catnip"],
    });
    expect(errors({ name: "Milo", species: "cat", allergies: ["peanuts"] })).toEqual({
      "allergies.0": "Choose from the list.",
    });
    expect(errors({ name: "Milo", species: "cat", dislikesOther: "x".repeat(201) })).toEqual({
      dislikesOther: "Write at most 200 characters here.",
    });
  });

  it("takes a birthday as a month and year, not in the future", () => {
    expect(
      petInputSchema.parse({ name: "Milo", species: "cat", birthday: "2020-02" }).birthday,
    ).toBe("2020-02");
    expect(errors({ name: "Milo", species: "cat", birthday: "2999-01" })).toEqual({
      birthday: "A birthday cannot be in the future.",
    });
    expect(errors({ name: "Milo", species: "cat", birthday: "2020-13" })).toEqual({
      birthday: "Choose the month and year your pet was born.",
    });
    expect(errors({ name: "Milo", species: "cat", birthday: "1920-01" })).toEqual({
      birthday: "Check the year of birth.",
    });
    // Midnight of 1 December in UTC is already December in Kiribati (UTC+14).
    expect(latestMonthOnEarth(new Date("2026-11-30T10:00:00Z"))).toBe("2026-12");
  });
});

describe("petPatchSchema and ids", () => {
  it("takes any subset of the fields", () => {
    expect(petPatchSchema.parse({ name: " Luna " })).toEqual({ name: "Luna" });
    expect(petPatchSchema.safeParse({ species: "fish" }).success).toBe(false);
  });

  it("reads a pet id from the path, or nothing", () => {
    expect(parsePetId("42")).toBe(42);
    expect(parsePetId("042")).toBeNull();
    expect(parsePetId("1e3")).toBeNull();
    expect(parsePetId("9".repeat(20))).toBeNull();
  });
});
