// The two loads of `npm run bench:api` and what they measure: autocannon's bursts for the
// reviews, an even open-model load for the write budgets, and the server's CPU time per request.
import { existsSync, readFileSync } from "node:fs";
// @ts-expect-error autocannon ships no types
import autocannon from "autocannon";
import { correctedPercentiles, type Percentiles, percentiles } from "./latency";
import { CONNECTIONS, RATE, SECONDS, WARMUP_SECONDS } from "./settings";
import { type PlannedRequest, steadyLoad } from "./steady";

interface Summary {
  "2xx": number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

export interface Measured extends Summary {
  /** Answers per second in the measured part (autocannon keeps to the rate while it can). */
  rate: number;
  latency: Percentiles;
}

export function cannon(
  options: Record<string, unknown>,
  { rate = RATE, connections = CONNECTIONS } = {},
): Promise<Measured> {
  const startedAt = performance.now();
  const measureFrom = startedAt + WARMUP_SECONDS * 1000;
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        connections,
        // A fixed number of requests (not a duration), so every answer is counted: with a
        // duration, requests still in flight at the end are stored but not counted.
        amount: rate * (WARMUP_SECONDS + SECONDS),
        overallRate: rate,
        ...options,
      },
      (error: Error | null, summary: Summary) => {
        if (error) return reject(error);
        try {
          resolve({
            ...summary,
            rate: latencies.length / SECONDS,
            // autocannon sends a connection's `rate / connections` requests of each second one
            // after the other as the second starts; this is the interval they average.
            latency: correctedPercentiles(latencies, (1000 * connections) / rate),
          });
        } catch (failure) {
          reject(failure instanceof Error ? failure : new Error(String(failure)));
        }
      },
    );
    instance.on("response", (_client: unknown, _status: number, _bytes: number, ms: number) => {
      const now = performance.now();
      if (now - ms < measureFrom) return; // sent during the warm-up
      latencies.push(ms);
    });
  });
}

/**
 * The write budgets' load (checkout, the portal's actions): `rate` requests a second, evenly
 * spaced, each timed from its planned send (steady.ts; decision 163).
 */
export async function steady(
  base: string,
  rate: number,
  plan: (i: number) => PlannedRequest,
): Promise<Measured> {
  const result = await steadyLoad({
    base,
    rate,
    seconds: SECONDS,
    warmupSeconds: WARMUP_SECONDS,
    plan,
  });
  return { ...result, latency: percentiles(result.latencies) };
}

/**
 * CPU time (user + system) the process has used so far, in ms, from /proc (Linux); null
 * elsewhere. Per request it is the server's own work, which other load on the machine moves far
 * less than it moves latency (decision 162).
 */
export function cpuMs(pid: number | undefined): number | null {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return null;
  // Fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]);
  // Linux reports in clock ticks of 100 Hz (USER_HZ) on every common platform.
  return ticks * 10;
}

/** Runs `work` and answers its result with the server's CPU ms per request sent, if known. */
export async function withCpu<T extends Measured>(
  pid: number | undefined,
  work: () => Promise<T>,
): Promise<T & { cpuPerRequest: number | null }> {
  const before = cpuMs(pid);
  const result = await work();
  const after = cpuMs(pid);
  const sent = result["2xx"] + result.non2xx + result.errors + result.timeouts;
  return {
    ...result,
    cpuPerRequest: before === null || after === null || sent === 0 ? null : (after - before) / sent,
  };
}
