import { desc, eq, sql } from "drizzle-orm";
import type { Address } from "../../shared/api/address";
import type { Db } from "../db/client";
import { addresses } from "../db/schema";
import { toAddress } from "./orders";

/**
 * Stores an address for the account, or finds the same one stored before, and marks it used
 * now. One statement, so two checkouts with one address make one row.
 */
export async function rememberAddress(
  db: Db,
  uid: string,
  address: Address,
  now: Date,
): Promise<number> {
  return (await rememberAddressRow(db, uid, address, now)).id;
}

/**
 * rememberAddress, answering the stored row (checkout shows it without reading it back). With
 * `now` null the address is kept without becoming the one the next checkout offers: a gift's
 * recipient, stored under the buyer (decision 269), leaves their last use as it was.
 */
export async function rememberAddressRow(db: Db, uid: string, address: Address, now: Date | null) {
  const values = { uid, ...address, phone: address.phone ?? "", lastUsedAt: now ?? new Date(0) };
  const [row] = await db
    .insert(addresses)
    .values(values)
    .onConflictDoUpdate({
      target: [
        addresses.uid,
        addresses.fullName,
        addresses.line1,
        addresses.line2,
        addresses.city,
        addresses.region,
        addresses.postalCode,
        addresses.country,
        addresses.phone,
      ],
      set: { lastUsedAt: now ? sql`excluded.last_used_at` : sql`${addresses.lastUsedAt}` },
    })
    .returning();
  if (!row) throw new Error("address upsert returned no row");
  return row;
}

/** The address offered at the next checkout: the one used last, or null. */
export async function lastUsedAddress(db: Db, uid: string): Promise<Address | null> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(eq(addresses.uid, uid))
    .orderBy(desc(addresses.lastUsedAt), desc(addresses.id))
    .limit(1);
  return row ? toAddress(row) : null;
}
