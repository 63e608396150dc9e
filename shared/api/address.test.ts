import { describe, expect, it } from "vitest";
import { fieldErrors } from "./errors";
import { addressSchema } from "./address";

const home = {
  fullName: " Ada Lovelace ",
  line1: "12 Main Street",
  city: "Springfield",
  region: "IL",
  postalCode: "62704",
  country: "US",
};

function errors(input: unknown) {
  const result = addressSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe("addressSchema", () => {
  it("accepts a US address, trims it and fills the optional fields", () => {
    expect(addressSchema.parse(home)).toEqual({
      fullName: "Ada Lovelace",
      line1: "12 Main Street",
      line2: "",
      city: "Springfield",
      region: "IL",
      postalCode: "62704",
      country: "US",
      phone: null,
    });
  });

  it("names every missing field with a sentence for a person", () => {
    expect(errors({ country: "US" })).toEqual({
      fullName: "Enter the name of the person the box is for.",
      line1: "Enter the street and number.",
      city: "Enter the town or city.",
      postalCode: "Enter the postal code.",
    });
    expect(errors({ ...home, country: "FR" })).toEqual({
      country: "Choose a country from the list.",
    });
    expect(errors("12 Main Street")).toEqual({ body: "Enter the delivery address." });
  });

  it("checks the postal code the way each country writes it", () => {
    expect(errors({ ...home, postalCode: "6270" })).toEqual({
      postalCode: "Enter a ZIP code like 12345 or 12345-6789.",
    });
    expect(errors({ ...home, postalCode: "62704-1234" })).toEqual({});
    const canada = { ...home, country: "CA", region: "ON" };
    expect(addressSchema.parse({ ...canada, postalCode: "k1a  0b1" }).postalCode).toBe("K1A 0B1");
    expect(errors({ ...canada, postalCode: "D1A 0B1" })).toEqual({
      postalCode: "Enter a postal code like K1A 0B1.",
    });
    expect(errors({ ...home, country: "GB", region: "", postalCode: "sw1a 1aa" })).toEqual({});
    expect(errors({ ...home, country: "IE", region: "", postalCode: "D02 X285" })).toEqual({});
    expect(errors({ ...home, country: "AU", region: "NSW", postalCode: "20000" })).toEqual({
      postalCode: "Enter a 4-digit postcode like 2000.",
    });
  });

  it("needs a region where the post needs one", () => {
    expect(errors({ ...home, region: " " })).toEqual({ region: "Enter the state." });
    expect(errors({ ...home, country: "NZ", region: "", postalCode: "6011" })).toEqual({});
  });

  it("takes a phone number or none, and keeps limits", () => {
    expect(addressSchema.parse({ ...home, phone: "+1 (217) 555-0100" }).phone).toBe(
      "+1 (217) 555-0100",
    );
    expect(addressSchema.parse({ ...home, phone: "  " }).phone).toBeNull();
    expect(errors({ ...home, phone: "call me" })).toEqual({
      phone: "Enter a phone number with digits, spaces and + ( ) - only, or leave it empty.",
    });
    expect(errors({ ...home, fullName: "x".repeat(101) })).toEqual({
      fullName: "A name has at most 100 characters.",
    });
    expect(addressSchema.parse({ ...home, line1: "12\u0000 Main" }).line1).toBe("12 Main");
  });
});
