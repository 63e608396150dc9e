// Check 6's load and restarts: writes at `rate` a second through the proxy (each with its own
// Idempotency-Key, a 503 with Retry-After retried with the same key, as the app does) while
// each server in turn is stopped, started again, and seen healthy by the proxy.
import { randomUUID } from "node:crypto";
import type { Proxy } from "../proxy";
import { send, sleep, type Answer } from "./http";
import { ready, type Shop } from "./shop";

export async function rollingRestart(
  proxy: Proxy,
  shops: Shop[],
  start: (port: number) => Shop,
  rate: number,
  /** Aborted when the test gave up (a timeout): no more load, no server started again. */
  signal: AbortSignal,
) {
  const acknowledged = new Set<string>();
  const failures: string[] = [];
  let sent503 = 0;
  let proxy503 = 0;
  let loadOn = true;
  let sent = 0;
  const inFlight = new Set<Promise<void>>();

  const writeOne = async (i: number) => {
    const text = `roll ${i}`;
    // A different client every 20 writes, so the rate limit (30 per minute) is not what is tested.
    const headers = {
      "idempotency-key": randomUUID(),
      "x-forwarded-for": `10.1.${i % 250}.${Math.floor(i / 20) % 250}`,
    };
    for (let attempt = 0; attempt < 10; attempt += 1) {
      let answer: Answer;
      try {
        answer = await send(proxy.url, "POST", `/api/boxes/${1 + (i % 6)}/reviews`, {
          body: { text, rating: 4 },
          headers,
        });
      } catch (error) {
        failures.push(`${text}: ${(error as Error).message}`);
        return;
      }
      if (answer.status === 201) {
        acknowledged.add(text);
        return;
      }
      if (answer.status === 503 && answer.headers["retry-after"]) {
        if (answer.headers["x-proxy"]) proxy503 += 1;
        else sent503 += 1;
        await sleep(Math.min(1000, Number(answer.headers["retry-after"]) * 1000));
        continue;
      }
      failures.push(`${text}: ${answer.status} ${answer.body.slice(0, 80)}`);
      return;
    }
    failures.push(`${text}: still 503 after 10 tries`);
  };

  const startedAt = Date.now();
  const load = (async () => {
    while (loadOn && !signal.aborted) {
      const due = Math.floor(((Date.now() - startedAt) * rate) / 1000);
      while (sent < due) {
        const one = writeOne(sent).finally(() => inFlight.delete(one));
        inFlight.add(one);
        sent += 1;
      }
      await sleep(5);
    }
    await Promise.all(inFlight);
  })();
  await sleep(1500);
  for (let i = 0; i < shops.length && !signal.aborted; i += 1) {
    const old = shops[i]!;
    old.child.kill("SIGTERM");
    const code = await old.exited;
    if (code !== 0) failures.push(`server ${old.port} exited ${code}`);
    if (signal.aborted) break;
    shops[i] = start(old.port);
    await ready(shops[i]!);
    // Until the proxy has seen it healthy again, the other server carries the load.
    const seenBy = Date.now() + 30_000;
    while (!proxy.healthy.get(old.port)) {
      if (Date.now() > seenBy) throw new Error(`the proxy never saw ${old.port} healthy again`);
      await sleep(50);
    }
    await sleep(1000);
  }
  loadOn = false;
  await load;
  return {
    sent,
    acknowledged,
    failures,
    sent503,
    proxy503,
    seconds: (Date.now() - startedAt) / 1000,
  };
}
