// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { DatabaseUnavailableError } from "../db/client";
import { logSink } from "../log";
import { createPoller, type Poller } from "./poller";

const started: Poller[] = [];
afterEach(async () => {
  for (const poller of started.splice(0)) await poller.stop();
});

function poller(options: Parameters<typeof createPoller>[0]) {
  const created = createPoller(options);
  started.push(created);
  return created;
}

/** A pass the test lets finish when it wants. */
function heldPass() {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  return { held, release: () => release() };
}

describe("the jobs' poller", () => {
  it("runs a pass at start, the next at once while more is due, then one every interval", async () => {
    // Only timeouts are faked: a real setImmediate lets each pass's promise chain settle.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const advance = async (ms: number) => {
      await vi.advanceTimersByTimeAsync(ms);
      await new Promise((resolve) => setImmediate(resolve));
    };
    try {
      let passes = 0;
      const job = poller({
        name: "test",
        pass: async () => {
          passes += 1;
          return passes < 3; // the first two passes say more is due
        },
        everyMs: 200,
        onError: () => {},
      });
      job.start();
      job.start(); // a second start changes nothing
      // Back to back, with no pause: each of the first two said more was due.
      await advance(10);
      expect(passes).toBe(3);
      await advance(150);
      expect(passes).toBe(3);
      await advance(60); // the interval has passed since the third
      expect(passes).toBe(4);
      await advance(200);
      expect(passes).toBe(5);
    } finally {
      vi.useRealTimers();
    }
  });

  it("reports a failed pass, logs a bug with its stack, and goes on polling", async () => {
    const logged = vi.spyOn(logSink, "write").mockImplementation(() => {});
    const reported: unknown[] = [];
    const failures = [new DatabaseUnavailableError("down"), new TypeError("a bug")];
    let passes = 0;
    const job = poller({
      name: "test job",
      pass: async () => {
        passes += 1;
        const failure = failures.shift();
        if (failure) throw failure;
        return false;
      },
      everyMs: 10,
      onError: (error) => reported.push(error),
    });
    job.start();
    await expect.poll(() => passes, { timeout: 5000 }).toBeGreaterThanOrEqual(3);
    expect(reported.map((error) => (error as Error).name)).toEqual([
      "DatabaseUnavailableError",
      "TypeError",
    ]);
    const lines = logged.mock.calls.map(
      ([line]) => JSON.parse(String(line)) as Record<string, string>,
    );
    // The database's failure was logged where it happened; only the bug is logged here.
    expect(lines).toHaveLength(1);
    expect(lines[0]?.msg).toBe("Job error in test job: TypeError");
    expect(lines[0]?.stack).toMatch(/poller\.test\.ts:\d+:\d+/);
  });

  it("stops: waits for the pass in flight, starts no other, and says it is stopped meanwhile", async () => {
    const pass = heldPass();
    let passes = 0;
    const job = poller({
      name: "test",
      pass: async () => {
        passes += 1;
        await pass.held;
        return true; // more is due: without the stop the next would start at once
      },
      everyMs: 10,
      onError: () => {},
    });
    expect(job.stopped).toBe(false);
    job.start();
    await expect.poll(() => passes).toBe(1);
    let done = false;
    const stopping = job.stop().then(() => (done = true));
    expect(job.stopped).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(done).toBe(false); // still waiting for the pass
    pass.release();
    await stopping;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(passes).toBe(1);
    job.start(); // and starts again after a stop
    expect(job.stopped).toBe(false);
    await expect.poll(() => passes).toBeGreaterThanOrEqual(2);
  });
});
