// An open-model load at a steady rate: request i is sent at start + i / rate, whether or not the
// earlier answers have come, as a shop's customers arrive. Its latency runs from that planned
// moment, so a slow server, or a load generator that fell behind, cannot hide requests
// (coordinated omission) and no correction is needed.
//
// autocannon's `overallRate` is not that: each connection sends its share of a second's requests
// back to back as soon as the second starts, then waits for the next second. At 50 requests/s on
// 10 connections, that is 10 requests at once every second, one burst after the other, so the
// server sees a queue of 10 even where 50 evenly spaced requests would find it idle
// (docs/decisions/163-steady-load-for-the-write-budgets.md).
import http from "node:http";

export interface PlannedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface SteadyResult {
  "2xx": number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Latencies (ms from the planned send to the end of the answer) of the measured requests. */
  latencies: number[];
  /** Requests sent per second in the measured part. */
  rate: number;
}

/**
 * Sends `rate × (warmupSeconds + seconds)` requests to `base`, evenly spaced; `plan(i)` says what
 * the i-th is. Requests planned in the warm-up are answered but not measured.
 */
export async function steadyLoad({
  base,
  rate,
  seconds,
  warmupSeconds = 0,
  timeoutMs = 10_000,
  plan,
}: {
  base: string;
  rate: number;
  seconds: number;
  warmupSeconds?: number;
  timeoutMs?: number;
  plan: (i: number) => PlannedRequest;
}): Promise<SteadyResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const result: SteadyResult = {
    "2xx": 0,
    non2xx: 0,
    errors: 0,
    timeouts: 0,
    latencies: [],
    rate: 0,
  };
  const interval = 1000 / rate;
  const total = Math.round(rate * (warmupSeconds + seconds));
  const warmup = Math.round(rate * warmupSeconds);
  const start = performance.now() + 50;
  const inFlight: Promise<void>[] = [];

  const send = (i: number, plannedAt: number) =>
    new Promise<void>((resolve) => {
      const { method, path, headers, body } = plan(i);
      let settled = false;
      const settle = (count: () => void) => {
        if (settled) return;
        settled = true;
        count();
        resolve();
      };
      const request = http.request(
        new URL(path, base),
        { method, headers, agent, timeout: timeoutMs },
        (response) => {
          response.resume();
          response.on("end", () =>
            settle(() => {
              const status = response.statusCode ?? 0;
              if (status >= 200 && status < 300) result["2xx"] += 1;
              else result.non2xx += 1;
              if (i >= warmup) result.latencies.push(performance.now() - plannedAt);
            }),
          );
        },
      );
      request.on("timeout", () => {
        settle(() => (result.timeouts += 1));
        request.destroy();
      });
      request.on("error", () => settle(() => (result.errors += 1)));
      request.end(body);
    });

  for (let i = 0; i < total; i += 1) {
    const plannedAt = start + i * interval;
    const wait = plannedAt - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(send(i, plannedAt));
  }
  await Promise.all(inFlight);
  agent.destroy();
  result.rate = (total - warmup) / seconds;
  return result;
}
