import type { Server as HttpServer } from "node:http";
import { Server as NetServer } from "node:net";

export interface Draining {
  /** True from the moment `drain` is called: the app answers 503 with Retry-After (app.ts). */
  readonly stopping: boolean;
  /**
   * Stops taking connections, lets the requests in flight finish for up to `timeoutMs`, then
   * closes what is left. Resolves with the number of requests that were cut at the limit.
   */
  drain(timeoutMs: number, noticeMs?: number): Promise<{ cut: number }>;
}

/**
 * The HTTP half of a graceful stop (decision 150), for a Node HTTP server:
 *
 * 1. `stopping` turns true at once, so /api/health and every new request answer 503 with
 *    Retry-After and `Connection: close` (a balancer drains the server on its next check).
 * 2. For `noticeMs` (STOP_NOTICE_SECONDS) it still accepts connections, answering them 503 too,
 *    while the balancer's health check notices; then the listening socket closes: no new
 *    connections. Closing it at once would reset the connections already queued in the
 *    kernel, requests the balancer sent before it knew. Open keep-alive connections stay open,
 *    so a request already on its way over one gets that 503 rather than a reset connection.
 * 3. When the requests in flight have finished (or at the limit), idle connections are closed;
 *    at the limit, the remaining ones are cut.
 */
export function drainable(server: HttpServer): Draining {
  let stopping = false;
  let inFlight = 0;
  let settled: (() => void) | null = null;

  server.on("request", (_request, response) => {
    inFlight += 1;
    response.once("close", () => {
      inFlight -= 1;
      if (inFlight === 0) settled?.();
    });
  });

  function idle(timeoutMs: number): Promise<boolean> {
    if (inFlight === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        settled = null;
        resolve(false);
      }, timeoutMs);
      settled = () => {
        clearTimeout(timer);
        settled = null;
        resolve(true);
      };
    });
  }

  return {
    get stopping() {
      return stopping;
    },
    async drain(timeoutMs, noticeMs = 0) {
      stopping = true;
      const deadline = Date.now() + timeoutMs;
      if (noticeMs > 0) await new Promise((resolve) => setTimeout(resolve, noticeMs));
      // http.Server#close would also drop idle keep-alive connections now; a request racing
      // towards one would be reset instead of answered 503. net.Server#close only stops listening.
      const closed = new Promise<void>((resolve) => {
        NetServer.prototype.close.call(server, () => resolve());
      });
      await idle(Math.max(0, deadline - Date.now()));
      server.closeIdleConnections();
      const remaining = Math.max(0, deadline - Date.now());
      let timer: NodeJS.Timeout | undefined;
      const allClosed = await Promise.race([
        closed.then(() => true),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(false), remaining);
        }),
      ]);
      clearTimeout(timer);
      const cut = inFlight;
      if (!allClosed) {
        server.closeAllConnections();
        await closed;
      }
      return { cut };
    },
  };
}
