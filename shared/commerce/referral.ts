import { formatCents } from "./cents";

// Referral codes (issue 28, decision 270): the amounts are the shop's, in cents.

/** What a friend's referral code takes off the first box (its boxes, never shipping). */
export const REFERRAL_FRIEND_OFF_CENTS = 1000;
/** What the referrer gets on their next box once the friend's first box has shipped. */
export const REFERRAL_CREDIT_CENTS = 1000;

/** The one line on the account page saying what a referral code gives. */
export const referralOffer = (friendOffCents: number, creditCents: number) =>
  `Your friend gets ${formatCents(friendOffCents)} off their first box; you get ${formatCents(creditCents)} off your next box once theirs has shipped.`;
