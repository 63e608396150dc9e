// Free of zod, and written compactly: the address form draws these on the checkout's first load,
// where every byte counts (decision 214).

/** A state, province or territory: the post's code (what is stored and printed) and its name. */
export interface Region {
  code: string;
  name: string;
}

/**
 * The regions of the countries whose post needs one from a fixed list: the 50 US states and the
 * District of Columbia (PetBox does not ship to the territories or military addresses), Canada's
 * 13 provinces and territories, Australia's 8 states and territories. "CodeName" pairs, "|"
 * between them.
 */
const lists = {
  US: "ALAlabama|AKAlaska|AZArizona|ARArkansas|CACalifornia|COColorado|CTConnecticut|DEDelaware|DCDistrict of Columbia|FLFlorida|GAGeorgia|HIHawaii|IDIdaho|ILIllinois|INIndiana|IAIowa|KSKansas|KYKentucky|LALouisiana|MEMaine|MDMaryland|MAMassachusetts|MIMichigan|MNMinnesota|MSMississippi|MOMissouri|MTMontana|NENebraska|NVNevada|NHNew Hampshire|NJNew Jersey|NMNew Mexico|NYNew York|NCNorth Carolina|NDNorth Dakota|OHOhio|OKOklahoma|OROregon|PAPennsylvania|RIRhode Island|SCSouth Carolina|SDSouth Dakota|TNTennessee|TXTexas|UTUtah|VTVermont|VAVirginia|WAWashington|WVWest Virginia|WIWisconsin|WYWyoming",
  CA: "ABAlberta|BCBritish Columbia|MBManitoba|NBNew Brunswick|NLNewfoundland and Labrador|NTNorthwest Territories|NSNova Scotia|NUNunavut|ONOntario|PEPrince Edward Island|QCQuebec|SKSaskatchewan|YTYukon",
  AU: "ACTAustralian Capital Territory|NSWNew South Wales|NTNorthern Territory|QLDQueensland|SASouth Australia|TASTasmania|VICVictoria|WAWestern Australia",
} as const;

const read = new Map<string, Region[]>();

/** The list a country's region is chosen from, or null where it is written freely. */
export function regionsOf(country: string): readonly Region[] | null {
  const list = (lists as Partial<Record<string, string>>)[country];
  if (list === undefined) return null;
  let regions = read.get(country);
  if (!regions) {
    regions = list.split("|").map((pair) => {
      // Codes are the capitals before the name's first capital-then-lower-case letter.
      const code = /^[A-Z]+(?=[A-Z][a-z])/.exec(pair)![0];
      return { code, name: pair.slice(code.length) };
    });
    read.set(country, regions);
  }
  return regions;
}

/**
 * The region of `country` that `written` names, by its code or its name in any case ("ca",
 * "California"), or null when it names none. Countries without a list take any text.
 */
export function findRegion(country: string, written: string): Region | null {
  const wanted = written.trim().toLowerCase();
  return (
    regionsOf(country)?.find(
      (region) => region.code.toLowerCase() === wanted || region.name.toLowerCase() === wanted,
    ) ?? null
  );
}
