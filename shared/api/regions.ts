// Free of zod and tiny: the address form draws these on the checkout's first load. The names
// come later, from ./region-names.ts (decision 214).

/**
 * The regions of the countries whose post needs one from a fixed list, as the post's codes
 * (what is stored and printed): the 50 US states and the District of Columbia (PetBox does not
 * ship to the territories or military addresses), Canada's 13 provinces and territories,
 * Australia's 8 states and territories. In the order of their names.
 */
const codes: Partial<Record<string, string>> = {
  US: "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY",
  CA: "AB BC MB NB NL NT NS NU ON PE QC SK YT",
  AU: "ACT NSW NT QLD SA TAS VIC WA",
};

/** The codes a country's region is chosen from, or null where it is written freely. */
export function regionCodes(country: string): string[] | null {
  return codes[country]?.split(" ") ?? null;
}
