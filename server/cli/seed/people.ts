import { allergenTags, type AllergenTag } from "../../../shared/allergens";
import type { CountryCode } from "../../../shared/api/countries";
import { regionCodes } from "../../../shared/api/regions";
import { chewingStrengths, dogSizes } from "../../../shared/api/pet-kinds";
import type { Random } from "./random";

// Made-up people, addresses and pets that look like what customers type (decision 255).

const firstNames =
  "Olivia Liam Emma Noah Ava Oliver Sophia Elijah Isabella James Mia William Amelia Benjamin Harper Lucas Evelyn Henry Abigail Theodore Emily Jack Ella Levi Elizabeth Alexander Camila Jackson Luna Mateo Sofia Daniel Avery Michael Mila Mason Aria Sebastian Scarlett Ethan Penelope Logan Layla Owen Chloe Samuel Victoria Jacob Madison Asher Eleanor Aiden Grace John Nora Joseph Riley Wyatt Zoey David Hannah Leo Hazel Luke Lily Julian Ellie Hudson Violet Grayson Lillian Matthew Zoe Ezra Stella Gabriel Aurora Carter Natalie Isaac Emilia Jayden Everly Luca Leah Anthony Aubrey Dylan Willow Lincoln Addison Thomas Lucy Maverick Audrey Elias Bella Josiah Nova Charles Brooklyn Caleb Paisley Christopher Savannah Siobhan Aoife Niamh Cian Oisin Tane Aroha Kiri Manaia".split(
    " ",
  );
const lastNames =
  "Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark Ramirez Lewis Robinson Walker Young Allen King Wright Scott Torres Nguyen Hill Flores Green Adams Nelson Baker Hall Rivera Campbell Mitchell Carter Roberts Murphy Kelly O'Brien Byrne Ryan Walsh Tremblay Roy Gagnon Cote Bouchard Singh Patel Chen Wang Kim Ngata Parata Wilson-Jones MacDonald Fraser Evans Hughes Edwards".split(
    " ",
  );
const streets =
  "Maple Oak Pine Cedar Elm Willow Birch Spruce Lake Hill Park River Church Mill Station Victoria Queen King High Bridge Meadow Orchard Harbour Beach Forest Garden Sunset Ridge Valley Spring".split(
    " ",
  );
const streetKinds = ["Street", "Avenue", "Road", "Lane", "Drive", "Close", "Way", "Court"];

const cities: Record<CountryCode, readonly string[]> = {
  US: "Springfield Portland Austin Denver Columbus Madison Raleigh Boise Tucson Omaha Richmond Fresno Savannah Burlington Albany Eugene Spokane Ann Arbor".split(
    " ",
  ),
  CA: "Toronto Ottawa Montreal Calgary Edmonton Winnipeg Halifax Victoria Regina Saskatoon Kelowna Moncton".split(
    " ",
  ),
  GB: "London Manchester Leeds Bristol York Norwich Cardiff Edinburgh Glasgow Brighton Oxford Exeter".split(
    " ",
  ),
  IE: "Dublin Cork Galway Limerick Waterford Kilkenny Sligo Athlone".split(" "),
  AU: "Sydney Melbourne Brisbane Perth Adelaide Hobart Darwin Canberra Geelong Cairns".split(" "),
  NZ: "Auckland Wellington Christchurch Hamilton Dunedin Tauranga Nelson Napier".split(" "),
};

/** Where customers live: every zone of shared/shop/shipping-zones.json, the US most. */
export const countryWeights: readonly (readonly [CountryCode, number])[] = [
  ["US", 55],
  ["CA", 15],
  ["GB", 12],
  ["IE", 5],
  ["AU", 9],
  ["NZ", 4],
];

const catNames =
  "Luna Milo Oliver Leo Loki Bella Simba Nala Kitty Lily Chloe Cleo Jasper Felix Pumpkin Mochi Salem Tiger Smokey Willow Pepper Ginger Oreo Shadow Misty Biscuit Ziggy Olive".split(
    " ",
  );
const dogNames =
  "Max Charlie Cooper Buddy Rocky Bear Duke Tucker Daisy Bailey Sadie Molly Lucy Rosie Maggie Zeus Bentley Winston Murphy Teddy Louie Rex Scout Ruby Hazel Nova Finn Otis Koda".split(
    " ",
  );

const letters = (set: string) =>
  set.replace(/([A-Z])-([A-Z])/g, (_, from: string, to: string) => {
    let out = "";
    for (let c = from.charCodeAt(0); c <= to.charCodeAt(0); c += 1) out += String.fromCharCode(c);
    return out;
  });
const caFirst = letters("ABCEGHJ-NPRSTVXY");
const caOther = letters("ABCEGHJ-NPRSTV-Z");
const gbArea = letters("A-PR-UWYZ");
const gbInward = letters("ABD-HJLNP-UW-Z");
const ieKey = letters("AC-FHKNPRTV-Y");
const ieUnique = `0123456789${ieKey}`;
const DIGITS = "0123456789";

/** A postal code each country's rule (shared/api/postal-codes.ts) accepts, as stored. */
export function postalCode(random: Random, country: CountryCode): string {
  switch (country) {
    case "US":
      return String(random.int(10_000, 99_999));
    case "CA":
      return `${random.text(1, caFirst)}${random.int(0, 9)}${random.text(1, caOther)} ${random.int(0, 9)}${random.text(1, caOther)}${random.int(0, 9)}`;
    case "GB":
      return `${random.text(1, gbArea)}${random.int(1, 99)} ${random.int(0, 9)}${random.text(2, gbInward)}`;
    case "IE":
      return `${random.text(1, ieKey)}${random.text(2, DIGITS)} ${random.text(4, ieUnique)}`;
    case "AU":
      return String(random.int(2000, 7999));
    case "NZ":
      return String(random.int(1000, 9999));
  }
}

export interface Person {
  uid: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** A customer: a 28-character id like Firebase's, a name and a unique e-mail. */
export function person(random: Random, serial: number): Person {
  const firstName = random.pick(firstNames);
  const lastName = random.pick(lastNames);
  const local = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, "");
  const domain = random.pick(["example.com", "example.net", "example.org", "mail.example"]);
  return { uid: random.text(28), firstName, lastName, email: `${local}.${serial}@${domain}` };
}

export interface AddressFields {
  fullName: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  country: CountryCode;
  phone: string;
}

export function address(random: Random, who: Person, country: CountryCode): AddressFields {
  const regions = regionCodes(country);
  return {
    fullName: `${who.firstName} ${who.lastName}`,
    line1: `${random.int(1, 2400)} ${random.pick(streets)} ${random.pick(streetKinds)}`,
    line2: random.chance(0.15) ? `Apt ${random.int(1, 40)}` : "",
    city: random.pick(cities[country]),
    region: regions ? random.pick(regions) : "",
    postalCode: postalCode(random, country),
    country,
    phone: random.chance(0.6) ? `+1 555 ${random.text(3, DIGITS)} ${random.text(4, DIGITS)}` : "",
  };
}

export interface PetFields {
  name: string;
  species: "cat" | "dog";
  size: (typeof dogSizes)[number] | null;
  birthday: string | null;
  allergies: AllergenTag[];
  chewing: (typeof chewingStrengths)[number] | null;
}

export function pet(random: Random, today: string): PetFields {
  const species = random.chance(0.45) ? "cat" : "dog";
  const allergies = random.chance(0.15)
    ? [...new Set([random.pick(allergenTags), random.pick(allergenTags)])].filter(
        (tag) => species === "cat" || tag !== "catnip",
      )
    : [];
  const year = Number(today.slice(0, 4)) - random.int(1, 14);
  return {
    name: random.pick(species === "cat" ? catNames : dogNames),
    species,
    size: species === "dog" ? random.pick(dogSizes) : null,
    birthday: random.chance(0.7) ? `${year}-${String(random.int(1, 12)).padStart(2, "0")}` : null,
    allergies,
    chewing: species === "dog" && random.chance(0.6) ? random.pick(chewingStrengths) : null,
  };
}
