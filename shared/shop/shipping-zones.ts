import { shippingCountries, type CountryCode } from "../api/countries";
import { array, int, nonEmpty, object, oneOf, reader, string } from "../reader";
import file from "./shipping-zones.json";

/**
 * Where the shop ships, what shipping costs and how long a box travels (decisions 207, 213): the
 * owner's data file, built into the app and read by the server. Every country the address form
 * offers is in exactly one zone; "arrives about" is a box's ship date plus its zone's transit
 * working days; every box shipped to a zone costs its `boxShippingCents` on top of its price.
 */
export interface ShippingZone {
  id: string;
  name: string;
  countries: CountryCode[];
  /** Working days from the day a box ships to the day it usually arrives. 1–30. */
  transitWorkingDays: number;
  /** What shipping one box there costs, in whole US cents (0: free). 0–10000. */
  boxShippingCents: number;
}

const codes: readonly string[] = shippingCountries.map((country) => country.code);

const zonesReader = reader<{ zones: ShippingZone[] }>(
  object({
    zones: array(
      object<ShippingZone>({
        id: string(nonEmpty),
        name: string(nonEmpty),
        countries: array(oneOf(shippingCountries.map((country) => country.code)), 1),
        transitWorkingDays: int((days) => days >= 1 && days <= 30),
        boxShippingCents: int((cents) => cents >= 0 && cents <= 10_000),
      }),
      1,
    ),
  }),
);

/** Reads the zones, or throws: each offered country in exactly one zone, ids distinct. */
export function readShippingZones(input: unknown): ShippingZone[] {
  const read = zonesReader.safeParse(input);
  const zones = read.success ? read.data.zones : null;
  const listed: string[] = zones?.flatMap((zone) => zone.countries) ?? [];
  if (
    !zones ||
    new Set(zones.map((zone) => zone.id)).size !== zones.length ||
    listed.length !== codes.length ||
    codes.some((code) => !listed.includes(code))
  ) {
    throw new Error(
      `shared/shop/shipping-zones.json is not valid: every zone has an id, a name, countries, transitWorkingDays (1–30) and boxShippingCents (0–10000), and each of ${codes.join(", ")} is in exactly one zone.`,
    );
  }
  return zones;
}

export const shippingZones: readonly ShippingZone[] = /* @__PURE__ */ readShippingZones(file);

/** What shipping one box to `country` costs, in cents (0: free): its zone's price (decision 213). */
export function shippingPerBox(country: string, zones: readonly ShippingZone[] = shippingZones) {
  return zoneOf(country, zones).boxShippingCents;
}

/** The zone of a country the shop ships to. */
export function zoneOf(country: string, zones: readonly ShippingZone[] = shippingZones) {
  const zone = zones.find((each) => (each.countries as string[]).includes(country));
  if (!zone) throw new RangeError(`PetBox does not ship to ${country}.`);
  return zone;
}
