import { addressLines } from "../../shared/commerce/delivery-texts";
import { formatCalendarDate } from "../../shared/commerce/dates";
import { arrivesAbout } from "../../shared/commerce/fulfilment-rules";

// Pieces of what messages say, in the same words everywhere ("ships on", "arrives about").

export interface MailAddress {
  fullName: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}

/** An address as on an envelope, the country by name: the one way the shop writes it. */
export { addressLines };

/** "ships on Friday, January 1, 2027 and arrives about Tuesday, January 5, 2027". */
export function shipsAndArrives(date: string, country: string | null): string {
  const ships = `ships on ${formatCalendarDate(date)}`;
  if (!country) return ships;
  try {
    return `${ships} and arrives about ${formatCalendarDate(arrivesAbout(date, country))}`;
  } catch {
    return ships; // a country no zone has any more: the ship date alone
  }
}

/** "Cat Box for Tom", or the box alone. */
export function boxFor(boxName: string, petName: string | null | undefined): string {
  return petName ? `${boxName} for ${petName}` : boxName;
}
