/**
 * Runs queries one after another and answers their results as a tuple, in place of
 * `Promise.all` where they may share one connection: inside a transaction every query goes to
 * the transaction's client, and node-postgres deprecates (pg 9 removes) a query sent while
 * another is still running on it. Each step is a function, so nothing starts before its turn.
 */
export async function inTurn<T extends unknown[]>(
  ...steps: { [K in keyof T]: () => PromiseLike<T[K]> }
): Promise<T> {
  const results: unknown[] = [];
  for (const step of steps) results.push(await step());
  return results as T;
}
