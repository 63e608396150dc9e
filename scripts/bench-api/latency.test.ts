import { describe, expect, it } from "vitest";
import { correctedPercentiles } from "./latency";

describe("correctedPercentiles", () => {
  it("gives nearest-rank percentiles of the answers when none is slower than the interval", () => {
    const latencies = Array.from({ length: 100 }, (_, i) => i + 1); // 1..100 ms
    expect(correctedPercentiles(latencies, 200)).toEqual({
      p50: 50,
      p99: 99,
      max: 100,
      samples: 100,
      added: 0,
    });
  });

  it("adds the requests a slow answer hid, one per interval of the connection", () => {
    // One 300 ms answer on a connection that sends every 67 ms hid 3 requests: 233, 166, 99 ms.
    const result = correctedPercentiles([5, 5, 5, 300], 67);
    expect(result.added).toBe(3);
    expect(result.max).toBe(300);
    expect(result.p50).toBe(99);
  });

  it("does not invent a request per millisecond, as a 1 ms interval would", () => {
    // 990 quick answers and 10 slow ones at the start of a run: p99 is still a quick answer...
    const latencies = [
      ...Array.from({ length: 990 }, () => 10),
      ...Array.from({ length: 10 }, () => 300),
    ];
    expect(correctedPercentiles(latencies, 1000 / 15).p99).toBeLessThan(300);
    // ...while autocannon's 1 ms interval turns those 10 answers into ~3000 samples.
    expect(correctedPercentiles(latencies, 1).p99).toBeGreaterThan(250);
  });

  it("refuses an empty run and a non-positive interval", () => {
    expect(() => correctedPercentiles([], 10)).toThrow("no latencies");
    expect(() => correctedPercentiles([1], 0)).toThrow("positive");
  });
});
