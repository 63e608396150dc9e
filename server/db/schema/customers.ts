import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { allergenTags } from "../../../shared/allergens";
import { shippingCountries } from "../../../shared/api/address";
import { chewingStrengths, dogSizes, petSpecies } from "../../../shared/api/pets";
import { createdAt, list } from "./columns";

// A customer's own records: pets and delivery addresses. Every query is scoped to `uid`.

const countryCodes = shippingCountries.map((country) => country.code);

export const pets = pgTable(
  "pets",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** The Firebase account that keeps the pet; every query is scoped to it. */
    uid: text("uid").notNull(),
    name: text("name").notNull(),
    species: text("species", { enum: petSpecies }).notNull(),
    size: text("size", { enum: dogSizes }),
    /** "YYYY-MM" or null. */
    birthday: text("birthday"),
    allergies: text("allergies")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    allergiesOther: text("allergies_other").notNull().default(""),
    dislikes: text("dislikes")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    dislikesOther: text("dislikes_other").notNull().default(""),
    chewing: text("chewing", { enum: chewingStrengths }),
    createdAt: createdAt(),
  },
  (t) => [
    check("pets_name_length", sql`char_length(${t.name}) between 1 and 40`),
    check("pets_species", sql`${t.species} in (${list(petSpecies)})`),
    check(
      "pets_size_dogs_only",
      sql`${t.size} is null or (${t.species} = 'dog' and ${t.size} in (${list(dogSizes)}))`,
    ),
    check(
      "pets_chewing_dogs_only",
      sql`${t.chewing} is null or (${t.species} = 'dog' and ${t.chewing} in (${list(chewingStrengths)}))`,
    ),
    check(
      "pets_birthday",
      sql`${t.birthday} is null or ${t.birthday} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`,
    ),
    check("pets_allergies", sql`${t.allergies} <@ array[${list(allergenTags)}]::text[]`),
    check("pets_dislikes", sql`${t.dislikes} <@ array[${list(allergenTags)}]::text[]`),
    check(
      "pets_notes_length",
      sql`char_length(${t.allergiesOther}) <= 200 and char_length(${t.dislikesOther}) <= 200`,
    ),
    index("pets_uid_idx").on(t.uid, t.id),
  ],
);

/**
 * Delivery addresses. A row never changes (orders and subscriptions point at it); using the
 * same address again only moves `last_used_at`, which picks the one offered next time.
 */
export const addresses = pgTable(
  "addresses",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    uid: text("uid").notNull(),
    fullName: text("full_name").notNull(),
    line1: text("line1").notNull(),
    line2: text("line2").notNull().default(""),
    city: text("city").notNull(),
    region: text("region").notNull().default(""),
    postalCode: text("postal_code").notNull(),
    country: text("country").notNull(),
    /** "" when none was given, so that one address is one row (the unique index below). */
    phone: text("phone").notNull().default(""),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    check("addresses_country", sql`${t.country} in (${list(countryCodes)})`),
    uniqueIndex("addresses_same_idx").on(
      t.uid,
      t.fullName,
      t.line1,
      t.line2,
      t.city,
      t.region,
      t.postalCode,
      t.country,
      t.phone,
    ),
    index("addresses_uid_last_used_idx").on(t.uid, t.lastUsedAt.desc()),
  ],
);
