import type { Database } from "../db/client";
import { backfillSnapshots, type BackfillSummary } from "../services/metrics/backfill";
import { OwnerRequestError, type OwnerContext } from "./records";

/** `metrics backfill [--from YYYY-MM-DD]`, run by the command or by the server over its socket. */
export async function ownerMetricsBackfill(
  database: Database,
  context: Pick<OwnerContext, "timeZone" | "now">,
  from?: string,
): Promise<BackfillSummary> {
  try {
    return await database.use("owner.metrics_backfill", (db) =>
      backfillSnapshots(db, {
        timeZone: context.timeZone,
        now: context.now(),
        ...(from === undefined ? {} : { from }),
      }),
    );
  } catch (error) {
    if (error instanceof RangeError) throw new OwnerRequestError(error.message);
    throw error;
  }
}
