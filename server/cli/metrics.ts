// `npm run shop -- metrics backfill [--from YYYY-MM-DD]` (issue 27, decision 243): the owner's
// daily rows rebuilt from stored history, through the running server's socket or the database.
import type { BackfillSummary } from "../services/metrics/backfill";
import { ownerMetricsBackfill } from "../owner/metrics";
import { ownerContextFromEnvironment } from "../owner/records";
import { metricsBackfillOverSocket } from "../owner/socket";
import type { WithStore } from "./staff";

export const metricsUsage = "       npm run shop -- metrics backfill [--from YYYY-MM-DD]";

/** `metrics …` with its arguments (after "metrics"): the exit code (0 done, 2 a usage mistake). */
export async function runMetricsCommand(args: readonly string[], withStore: WithStore) {
  const [verb, flag, from] = args;
  const valid =
    verb === "backfill" &&
    (args.length === 1 || (args.length === 3 && flag === "--from" && from !== undefined));
  if (!valid) return 2;
  const summary = (await withStore(
    (socketPath) => metricsBackfillOverSocket(socketPath, from),
    (database) => ownerMetricsBackfill(database, ownerContextFromEnvironment(), from),
  )) as BackfillSummary;
  if (summary.from === null) console.log("No orders yet: there is no day to rebuild.");
  else if (summary.written + summary.kept === 0)
    console.log(`Nothing to rebuild before ${summary.to}.`);
  else {
    console.log(
      `Rebuilt ${summary.written === 1 ? "1 day" : `${summary.written} days`} from ${summary.from} to ${summary.to}; kept ${summary.kept} the daily job wrote.`,
    );
  }
  return 0;
}
