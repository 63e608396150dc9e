// The withdrawal's fixed words and its time, in a module that imports nothing: the footer of
// every page takes the link's words from here without loading the rule and the shop's settings
// (withdrawal-rules.ts), and the end-to-end tests import it, which cannot load those JSON files.

/** The footer link's words (issue 25 §7) and the form's button. */
export const WITHDRAW_LINK_TEXT = "Withdraw from contract here";
export const CONFIRM_WITHDRAWAL_TEXT = "Confirm withdrawal";

/**
 * "Thursday, November 26, 2026 at 10:04 AM UTC": when a withdrawal was received, for people, in
 * `timeZone` (the shop's in e-mails; the reader's own on the page).
 */
export function formatReceivedAt(instant: Date, timeZone?: string): string {
  const date = new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    ...(timeZone ? { timeZone } : {}),
  }).format(instant);
  const time = new Intl.DateTimeFormat("en-US", {
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
    ...(timeZone ? { timeZone } : {}),
  }).format(instant);
  return `${date} at ${time}`;
}
