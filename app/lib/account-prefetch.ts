/**
 * A signed-in page's data, asked for as its route starts (its clientLoader) instead of once the
 * identity service has confirmed the session, which on a phone is one more round trip later.
 * The request goes with the ID token stored with the session (features/auth); the server checks
 * it as any other. The screen takes the answer when it first loads its data: once, for the same
 * account only, and not when it is old; an early request that failed is simply made again, so a
 * refused stored token costs one request, never a wrong page (decision 007).
 */
const early = new Map<string, { uid: string; at: number; result: Promise<unknown> }>();

/** An early answer older than this is not used: the screen loads afresh. */
export const EARLY_ANSWER_MAX_AGE_MS = 30_000;

/** Starts `load` for the account `uid` (the stored session's), unless there is none. */
export function prefetchAccountData(key: string, uid: string | null, load: () => Promise<unknown>) {
  if (!uid) return;
  const result = load();
  // Taken later, or never (a visitor sent to /login): not an unhandled rejection either way.
  result.catch(() => {});
  early.set(key, { uid, at: Date.now(), result });
}

/** The early answer for `key` if it was asked for `uid` and is recent; otherwise `load()`. */
export function takeAccountData<T>(
  key: string,
  uid: string | undefined,
  load: () => Promise<T>,
  now = Date.now(),
): Promise<T> {
  const entry = early.get(key);
  early.delete(key);
  if (!entry || entry.uid !== uid || now - entry.at > EARLY_ANSWER_MAX_AGE_MS) return load();
  return (entry.result as Promise<T>).catch(() => load());
}
