/**
 * Latency percentiles for a load test at a fixed rate, corrected for coordinated omission.
 *
 * A connection limited to `r` requests a second sends its next request only after the answer to
 * the previous one, so a slow answer hides the requests that would have been sent meanwhile. The
 * usual correction (HdrHistogram's "expected interval") adds, for an answer of `v` ms, the
 * latencies those hidden requests would have had: v − i, v − 2i, … while above i, where
 * i = 1000 / r ms is the interval between one connection's requests.
 *
 * autocannon applies that correction with i = ceil(1 / r) = 1 ms (seconds mistaken for
 * milliseconds), which invents a request every millisecond of a slow answer: one 300 ms answer
 * becomes 300 samples, and a handful of slow answers at the start of a run decide the p99. So the
 * benchmark records the answers itself and corrects them with the connection's real interval.
 */
export interface Percentiles {
  p50: number;
  p99: number;
  max: number;
  /** Answers received. */
  samples: number;
  /** Hidden requests added by the correction. */
  added: number;
}

export function correctedPercentiles(
  latenciesMs: readonly number[],
  expectedIntervalMs: number,
): Percentiles {
  if (latenciesMs.length === 0) throw new Error("no latencies recorded");
  if (!(expectedIntervalMs > 0)) throw new Error("the expected interval must be positive");
  const all: number[] = [];
  for (const latency of latenciesMs) {
    all.push(latency);
    for (let hidden = latency - expectedIntervalMs; hidden >= expectedIntervalMs;) {
      all.push(hidden);
      hidden -= expectedIntervalMs;
    }
  }
  all.sort((a, b) => a - b);
  // Nearest rank: the smallest value with at least p% of the samples at or below it.
  const rank = (p: number) => all[Math.max(0, Math.ceil((p / 100) * all.length) - 1)]!;
  return {
    p50: rank(50),
    p99: rank(99),
    max: all.at(-1)!,
    samples: latenciesMs.length,
    added: all.length - latenciesMs.length,
  };
}

/**
 * Percentiles of an open-model load (steady.ts), where every latency already runs from the
 * planned send: nothing is hidden, so nothing is added.
 */
export function percentiles(latenciesMs: readonly number[]): Percentiles {
  return correctedPercentiles(latenciesMs, Number.POSITIVE_INFINITY);
}
