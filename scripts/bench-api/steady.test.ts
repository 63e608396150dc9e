import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { steadyLoad } from "./steady";

let server: http.Server | null = null;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

/** A server that records when each request arrives and answers after `delayMs`. */
async function recordingServer(delayMs: number, status = 200) {
  const arrivals: number[] = [];
  server = http.createServer((_request, response) => {
    const arrived = performance.now();
    arrivals.push(arrived);
    // Node's timers run from the event loop's cached time, which is stale on a busy machine, so a
    // 60 ms timer can fire after 58: the answer waits until `delayMs` have really passed.
    const answer = () => {
      const left = delayMs - (performance.now() - arrived);
      if (left > 0) setTimeout(answer, Math.ceil(left));
      else response.writeHead(status).end("ok");
    };
    setTimeout(answer, delayMs);
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, arrivals };
}

describe("steadyLoad", () => {
  it("sends evenly spaced requests whatever the answers take, not bursts", async () => {
    // Each answer takes 60 ms, three times the 20 ms between requests: a closed loop of one
    // connection would send every 60 ms; an open one keeps to every 20 ms.
    const { base, arrivals } = await recordingServer(60);
    const result = await steadyLoad({
      base,
      rate: 50,
      seconds: 0.6,
      plan: (i) => ({ method: "POST", path: `/orders?i=${i}`, headers: {} }),
    });
    expect(result["2xx"]).toBe(30);
    const gaps = arrivals.slice(1).map((at, i) => at - arrivals[i]!);
    const sorted = [...gaps].sort((a, b) => a - b);
    expect(sorted[Math.floor(sorted.length / 2)]).toBeGreaterThan(12);
    expect(sorted[Math.floor(sorted.length / 2)]).toBeLessThan(28);
    // No burst: never five requests within one spacing.
    for (let i = 4; i < arrivals.length; i += 1) {
      expect(arrivals[i]! - arrivals[i - 4]!).toBeGreaterThan(20);
    }
    // Latency runs from the planned send, so it is at least the answer's 60 ms.
    expect(Math.min(...result.latencies)).toBeGreaterThanOrEqual(59);
  });

  it("measures only after the warm-up, and counts refusals apart", async () => {
    const { base } = await recordingServer(1, 409);
    const result = await steadyLoad({
      base,
      rate: 100,
      warmupSeconds: 0.1,
      seconds: 0.2,
      plan: () => ({ method: "GET", path: "/", headers: {} }),
    });
    expect(result).toMatchObject({ "2xx": 0, non2xx: 30, errors: 0, timeouts: 0, rate: 100 });
    expect(result.latencies).toHaveLength(20);
  });
});
