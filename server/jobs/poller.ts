import { DatabaseUnavailableError } from "../db/client";
import { describeError, log, stackFrames } from "../log";

export interface PollerOptions {
  /** The job's name in the log ("outbox", "subscriptions job"). */
  name: string;
  /** One pass; true when more work may be due already, so the next starts without a pause. */
  pass: () => Promise<boolean>;
  /** Pause after a pass that found nothing more to do, or failed. */
  everyMs: number;
  /** Told of a failed pass (the job logs its code); polling goes on after the pause. */
  onError: (error: unknown) => void;
}

export interface Poller {
  /** Starts polling with a pass now; a second call does nothing. */
  start(): void;
  /** Stops polling and waits for the pass in flight; no pass starts after it. */
  stop(): Promise<void>;
  /** True from stop() until the next start(): a long pass checks it between its batches. */
  readonly stopped: boolean;
}

/**
 * The loop of the shop server's jobs (the outbox sender, the subscriptions job): a pass, then
 * the next one after `everyMs`, or at once when the pass says more is due. A timer never keeps
 * the process alive (unref), and a stop lets the pass in flight finish.
 */
export function createPoller({ name, pass, everyMs, onError }: PollerOptions): Poller {
  let running = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let inFlight: Promise<void> | null = null;

  function schedule(delay: number) {
    timer = setTimeout(() => {
      timer = null;
      inFlight = pass()
        .catch((error: unknown) => {
          onError(error);
          // The database's failures are logged where they happen; anything else is a bug.
          if (!(error instanceof DatabaseUnavailableError)) {
            log.error(
              { stack: stackFrames(error) },
              `Job error in ${name}: ${describeError(error)}`,
            );
          }
          return false;
        })
        .then((more) => {
          inFlight = null;
          if (running) schedule(more ? 0 : everyMs);
        });
    }, delay);
    timer.unref();
  }

  return {
    start() {
      if (running) return;
      running = true;
      stopped = false;
      schedule(0);
    },
    async stop() {
      running = false;
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await inFlight;
    },
    get stopped() {
      return stopped;
    },
  };
}
