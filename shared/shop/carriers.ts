import { array, object, reader, refine, string, unique } from "../reader";
import file from "./carriers.json";

/**
 * The carriers the shop ships with (issue 26): the owner's data file, built into the app like the
 * other files of shared/shop/. A box marked shipped names one of them and its tracking number;
 * the customer's tracking link is the carrier's template with the number in place of
 * `{tracking}` (decision 225).
 */
export interface Carrier {
  /** Stored on the delivery: lower-case letters, digits and dashes. */
  id: string;
  /** What people read: "USPS". */
  name: string;
  /** An https address holding `{tracking}` once. */
  trackingUrl: string;
}

const isTemplate = (value: string) =>
  value.startsWith("https://") && value.split("{tracking}").length === 2;

const carriersReader = reader<{ carriers: Carrier[] }>(
  object({
    carriers: refine(
      array(
        object<Carrier>({
          id: string((value) => /^[a-z0-9-]{1,30}$/.test(value)),
          name: string((value) => value.trim().length > 0 && value.length <= 40),
          trackingUrl: string(isTemplate),
        }),
        1,
      ),
      (carriers) => unique(carriers.map((carrier) => carrier.id)),
    ),
  }),
);

/** Reads the carriers, or throws naming the file: a shop must not start on a list it misreads. */
export function readCarriers(input: unknown): Carrier[] {
  const read = carriersReader.safeParse(input);
  if (!read.success) {
    throw new Error(
      "shared/shop/carriers.json is not valid: at least one carrier, each with a distinct id (a-z, 0-9, -), a name and an https trackingUrl holding {tracking} once.",
    );
  }
  return read.data.carriers;
}

export const carriers: readonly Carrier[] = /* @__PURE__ */ readCarriers(file);

export function findCarrier(id: string, list: readonly Carrier[] = carriers): Carrier | undefined {
  return list.find((carrier) => carrier.id === id);
}

/** The carrier's page for one parcel, or null when the carrier is no longer in the file. */
export function trackingUrl(
  carrierId: string,
  trackingNumber: string,
  list: readonly Carrier[] = carriers,
): string | null {
  const carrier = findCarrier(carrierId, list);
  return carrier
    ? carrier.trackingUrl.replace("{tracking}", encodeURIComponent(trackingNumber))
    : null;
}
