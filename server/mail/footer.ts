import { postalAddressLine, shopContact } from "../../shared/shop/contact";
import { absoluteRouteUrl } from "../../shared/route-urls";

/** What every message ends with, in both parts (decision 210): how to reach us, and who we are. */
export interface Footer {
  /** "Questions? Reply to this e-mail, or write to us": replies reach support (MAIL_REPLY_TO). */
  reply: string;
  contact: { label: string; href: string };
  /** The shop's name and postal address on one line. */
  address: string;
}

export function footerOf(shopUrl: string): Footer {
  return {
    reply: "Questions? Reply to this e-mail and it reaches our support team.",
    contact: { label: "Or write to us", href: absoluteRouteUrl(shopUrl, "contact") },
    address: postalAddressLine(shopContact),
  };
}
