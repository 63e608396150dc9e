import { useState } from "react";
import { useRevalidator } from "react-router";
import { ApiFailure } from "./api-failure";

// The one way a page gets its data (docs/decisions/195): its route's clientLoader returns the
// data, or a promise of it, and the screen reads it with use() under Suspense (Resolve, in
// components/ui/load-state.tsx).

/** How a load ended: its data, or the error it failed with (shown, not thrown, by the screen). */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * A promise that says whether it has settled, as React's use() reads it: a screen that reads a
 * promise that has already settled shows its data at once instead of suspending for a frame
 * (and Suspense holding the content back up to 300 ms after its fallback was shown).
 */
type Tracked<T> = Promise<T> & { status?: "pending" | "fulfilled"; value?: T };

const outcomes = new WeakMap<Promise<unknown>, Tracked<Outcome<unknown>>>();

/**
 * The outcome of `promise`, as a promise that never rejects and that use() reads at once once it
 * has settled. The same promise always gives the same outcome promise, as use() needs.
 */
export function outcomeOf<T>(promise: Promise<T>): Promise<Outcome<T>> {
  let tracked = outcomes.get(promise) as Tracked<Outcome<T>> | undefined;
  if (!tracked) {
    const settled: Tracked<Outcome<T>> = promise.then(
      (value): Outcome<T> => ({ ok: true, value }),
      (error: unknown): Outcome<T> => ({ ok: false, error }),
    );
    settled.status = "pending";
    void settled.then((result) => {
      settled.status = "fulfilled";
      settled.value = result;
    });
    outcomes.set(promise, settled as Tracked<Outcome<unknown>>);
    tracked = settled;
  }
  return tracked;
}

/**
 * A promise a loader returns for the screen to read later: tracked from now on, so an answer
 * that has come meanwhile shows without a wait, and a failure nobody reads (a visitor sent to
 * /login) is not reported as an unhandled rejection.
 */
export function track<T>(promise: Promise<T>): Promise<T> {
  void outcomeOf(promise);
  return promise;
}

/** The outcome of `promise` if it has already settled (it is tracked by outcomeOf). */
function settledOutcome<T>(promise: Promise<T>): Outcome<T> | undefined {
  const tracked = outcomes.get(promise) as Tracked<Outcome<T>> | undefined;
  return tracked?.status === "fulfilled" ? tracked.value : undefined;
}

/**
 * A signed-in page's data, as its clientLoader returns it. The loader runs before the identity
 * service has confirmed the stored session, and the page should not wait for that: the request
 * goes at once, with the stored session's ID token (features/auth; the SPA fallback's script may
 * even have sent it already, decision 165). The screen reads it once the session is confirmed,
 * with `for(uid)`, for the confirmed account:
 * - no stored session: nothing is asked; the screen never reads (the visitor goes to /login);
 * - the answer asked for the stored account is used when that account is the one confirmed;
 * - another account (signed in meanwhile) gets its own request;
 * - an early request whose token the server refused (401) is asked again with the confirmed
 *   session's token, so a refused stored token never shows as the page's failure.
 */
export interface AccountData<T> {
  for(uid: string): Promise<T>;
}

export function accountData<T>(storedUid: string | null, load: () => Promise<T>): AccountData<T> {
  const early = storedUid === null ? null : track(load());
  const read = new Map<string, Promise<T>>();
  const again = (uid: string) => {
    const fresh = load();
    read.set(uid, fresh);
    return fresh;
  };
  return {
    for(uid) {
      const known = read.get(uid);
      if (known) return known;
      if (!early || uid !== storedUid) return again(uid);
      const settled = settledOutcome(early);
      if (settled && !settled.ok && refusedSignIn(settled.error)) return again(uid);
      const data = settled
        ? early
        : early.catch((error: unknown) => (refusedSignIn(error) ? load() : Promise.reject(error)));
      read.set(uid, data);
      return data;
    },
  };
}

function refusedSignIn(error: unknown): boolean {
  return error instanceof ApiFailure && error.result.kind === "unauthenticated";
}

/**
 * Route data on a screen that writes (docs/decisions/195). After a write the route's loader runs
 * again, so the page shows what the shop stored. A write that answered with the new record can
 * show it at once (`change`), as a person expects, until the stored data replaces it.
 * Returns what to show, and what to call once a write has succeeded.
 */
export function useRevalidatedData<T>(data: T) {
  const revalidator = useRevalidator();
  // A change applies to the data it was made on; new data from the loader replaces it.
  const [changed, setChanged] = useState<{ base: T; value: T } | null>(null);
  const shown = changed?.base === data ? changed.value : data;

  function written(change?: (current: T) => T) {
    if (change) {
      setChanged((previous) => ({
        base: data,
        value: change(previous?.base === data ? previous.value : data),
      }));
    }
    void revalidator.revalidate();
  }

  return [shown, written] as const;
}
