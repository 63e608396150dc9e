import { addDays, todayIn } from "../../shared/commerce/dates";
import type { Db } from "../db/client";
import { log as logger } from "../log";
import { figuresOn } from "../services/metrics/figures";
import { hasSnapshot, writeSnapshot } from "../services/metrics/snapshots";
import { createPoller } from "./poller";

export interface MetricSnapshotsJobOptions {
  /** Runs database work: `(work) => database.use(work)` (the server wires it). */
  run: <T>(work: (db: Db) => Promise<T>) => Promise<T>;
  /** SHOP_TIME_ZONE: whose calendar a day is. */
  timeZone: string;
  /** The clock; tests inject one and move it. */
  clock?: () => Date;
  /** Pause between passes (default 10 minutes: the row changes once a day). */
  pollMs?: number;
  log?: (line: string) => void;
}

export interface MetricSnapshotsJob {
  start(): void;
  stop(): Promise<void>;
  /** The day whose row this pass wrote, or null when it was there already. */
  runOnce(): Promise<string | null>;
}

/**
 * The owner's numbers, one row a day (issue 27, decision 243): the first pass of a day writes
 * the row of the day before, taken from the live state just after midnight. The day is the
 * table's key and the insert does nothing on conflict, so with several servers, or passes that
 * overlap, exactly one row is written; the others find it and write nothing.
 */
export function createMetricSnapshotsJob(options: MetricSnapshotsJobOptions): MetricSnapshotsJob {
  const clock = options.clock ?? (() => new Date());
  const log = options.log ?? ((line: string) => logger.warn(line));

  async function runOnce(): Promise<string | null> {
    const day = addDays(todayIn(options.timeZone, clock()), -1);
    return options.run(async (db) => {
      if (await hasSnapshot(db, day)) return null;
      const figures = await figuresOn(db, day, { timeZone: options.timeZone, live: true });
      return (await writeSnapshot(db, figures)) ? day : null;
    });
  }

  const poller = createPoller({
    name: "metrics job",
    pass: async () => {
      await runOnce();
      return false;
    },
    everyMs: options.pollMs ?? 10 * 60_000,
    onError: (error) => {
      const code = (error as { code?: unknown } | null)?.code;
      log(`metrics job: pass failed (${typeof code === "string" ? code : "error"})`);
    },
  });
  return { start: poller.start, stop: poller.stop, runOnce };
}
