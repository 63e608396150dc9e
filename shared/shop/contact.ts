import { array, nonEmpty, object, reader, string } from "../reader";
import file from "./contact.json";

/**
 * Who the shop is and where it can be reached (decision 210): the owner's data file, built into
 * the app and read by the server like the other files of shared/shop. Every e-mail's footer
 * gives the postal address; replies go to the support address unless MAIL_REPLY_TO says otherwise.
 */
export interface ShopContact {
  /** The shop's name as customers know it. */
  name: string;
  /** The postal address, one line per entry, as on an envelope. */
  postalAddress: string[];
  /** Where customers' questions go. */
  supportEmail: string;
}

const EMAIL = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/;

const contactReader = reader<ShopContact>(
  object<ShopContact>({
    name: string(nonEmpty),
    postalAddress: array(string(nonEmpty), 2),
    supportEmail: string((value) => EMAIL.test(value)),
  }),
);

/** Reads the file, or throws naming it: an e-mail must never go out without the shop's address. */
export function readShopContact(input: unknown): ShopContact {
  const read = contactReader.safeParse(input);
  if (!read.success) {
    throw new Error(
      "shared/shop/contact.json is not valid: name (text), postalAddress (at least two lines of text) and supportEmail (an e-mail address).",
    );
  }
  return read.data;
}

export const shopContact: ShopContact = /* @__PURE__ */ readShopContact(file);

/** The postal address on one line: "PetBox, 128 Maple Avenue, Portland, OR 97205, United States". */
export function postalAddressLine(contact: ShopContact = shopContact): string {
  return contact.postalAddress.join(", ");
}
