import { regionCodes } from "./regions";

// The names of ./regions.ts's codes, in the same order: loaded with the address schema, and by
// the address form once it is about to be used (decision 214), not with the checkout's first load.

const names: Partial<Record<string, string>> = {
  US: "Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|District of Columbia|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming",
  CA: "Alberta|British Columbia|Manitoba|New Brunswick|Newfoundland and Labrador|Northwest Territories|Nova Scotia|Nunavut|Ontario|Prince Edward Island|Quebec|Saskatchewan|Yukon",
  AU: "Australian Capital Territory|New South Wales|Northern Territory|Queensland|South Australia|Tasmania|Victoria|Western Australia",
};

/** A state, province or territory: the post's code and its name. */
export interface Region {
  code: string;
  name: string;
}

/** The regions a country's region is chosen from, named; null where it is written freely. */
export function regionsOf(country: string): Region[] | null {
  const list = regionCodes(country);
  const named = names[country]?.split("|");
  if (!list || !named) return null;
  return list.map((code, index) => ({ code, name: named[index] ?? code }));
}

/**
 * The region of `country` that `written` names, by its code or its name in any case ("ca",
 * "California"), or null when it names none.
 */
export function findRegion(country: string, written: string): Region | null {
  const wanted = written.trim().toLowerCase();
  return (
    regionsOf(country)?.find(
      (region) => region.code.toLowerCase() === wanted || region.name.toLowerCase() === wanted,
    ) ?? null
  );
}
