// What the shop stored, counted as a reader would: reviews through the API, orders from the
// database as `npm run shop -- orders` reads them.
import { createDatabase } from "../../server/db/client";
import { ownerRecords, type OwnerRecord } from "../../server/owner/records";
import { fetchOverSocket, ownerSocketPath } from "../../server/owner/socket";

export async function countReviews(base: string, boxId: string): Promise<number> {
  let total = 0;
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `?limit=100&before=${cursor}` : "?limit=100";
    const page = (await (await fetch(`${base}/api/boxes/${boxId}/reviews${query}`)).json()) as {
      reviews: unknown[];
      nextCursor: string | null;
    };
    total += page.reviews.length;
    cursor = page.nextCursor;
  } while (cursor);
  return total;
}

/** The number of stored orders of `uid`, read from the database (`npm run shop -- orders`). */
export type OrderCounter = (uid: string) => Promise<number>;

function ordersOf(rows: readonly OwnerRecord[], uid: string): number {
  // One row per order line.
  return new Set(rows.filter((row) => row.uid === uid).map((row) => row.order)).size;
}

/** PGlite is held by the server: ask it over the owner's socket, as `npm run shop` does. */
export const pgliteOrders =
  (dataDir: string): OrderCounter =>
  async (uid) =>
    ordersOf((await fetchOverSocket(ownerSocketPath(dataDir), "orders")) as OwnerRecord[], uid);

export const postgresOrders =
  (url: string): OrderCounter =>
  async (uid) => {
    const database = createDatabase({ url, poolSize: 1 });
    try {
      return ordersOf(await ownerRecords(database, "orders"), uid);
    } finally {
      await database.close();
    }
  };
