// Its own module, without the shop's settings files, so the end-to-end tests can import it.

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
