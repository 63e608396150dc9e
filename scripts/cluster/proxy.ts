// A small round-robin HTTP proxy for `npm run test:cluster`, shaped like a load balancer in front
// of several shop servers (decision 153):
//
// - keep-alive connections to the servers, as balancers keep them;
// - a health check of every server every `checkEveryMs` (GET /api/health): a server that answers
//   anything but 200, refuses the connection, or gives no answer within 1 s three times in a
//   row, gets no new requests until it answers 200 again;
// - a request is tried on the next server when the connection was refused (it never reached a
//   server), or when a reused keep-alive connection was closed before any answer and the request
//   may be repeated (GET, or a write with an Idempotency-Key): Node's documented keep-alive race;
// - any other failure is answered 502, which the test counts as a failure; with no healthy
//   server at all it answers 503 with Retry-After and X-Proxy, as a balancer would;
// - X-Forwarded-For gets the client's address appended, and each answer says which server gave
//   it in X-Served-By.
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface Proxy {
  url: string;
  /** Requests forwarded to each server port. */
  served: Map<number, number>;
  /** Whether the last health check of each server port passed. */
  healthy: Map<number, boolean>;
  close(): Promise<void>;
}

export async function startProxy(
  backends: readonly number[],
  { checkEveryMs = 100 }: { checkEveryMs?: number } = {},
): Promise<Proxy> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const healthy = new Map<number, boolean>(backends.map((port) => [port, false]));
  const served = new Map<number, number>(backends.map((port) => [port, 0]));
  let next = 0;

  const slow = new Map<number, number>(backends.map((port) => [port, 0]));
  /** 200: up. Another answer or a refused connection: down at once. 3 timeouts in a row: down. */
  async function check(port: number) {
    const outcome = await new Promise<"up" | "down" | "timeout">((resolve) => {
      const request = http.get(
        { host: "127.0.0.1", port, path: "/api/health", agent: false, timeout: 1000 },
        (response) => {
          response.resume();
          resolve(response.statusCode === 200 ? "up" : "down");
        },
      );
      request.on("timeout", () => {
        request.destroy();
        resolve("timeout");
      });
      request.on("error", () => resolve("down"));
    });
    if (outcome === "timeout") {
      slow.set(port, (slow.get(port) ?? 0) + 1);
      if ((slow.get(port) ?? 0) >= 3) healthy.set(port, false);
      return;
    }
    slow.set(port, 0);
    healthy.set(port, outcome === "up");
  }
  const checks = Promise.all(backends.map(check));
  let checking = true;
  const loop = (async () => {
    await checks;
    while (checking) {
      await new Promise((resolve) => setTimeout(resolve, checkEveryMs));
      await Promise.all(backends.map(check));
    }
  })();
  await checks;

  function pick(exclude: ReadonlySet<number>): number | null {
    for (let i = 0; i < backends.length; i += 1) {
      const port = backends[(next + i) % backends.length]!;
      if (healthy.get(port) && !exclude.has(port)) {
        next = (next + i + 1) % backends.length;
        return port;
      }
    }
    return null;
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks);
      const forwardedFor = [request.headers["x-forwarded-for"], request.socket.remoteAddress]
        .filter(Boolean)
        .join(", ");
      const repeatable =
        request.method === "GET" ||
        request.method === "HEAD" ||
        Boolean(request.headers["idempotency-key"]);
      const tried = new Set<number>();

      const attempt = () => {
        const port = pick(tried);
        if (port === null) {
          response.writeHead(503, {
            "retry-after": "1",
            "content-type": "text/plain",
            "x-proxy": "no healthy server",
          });
          response.end("No healthy server.");
          return;
        }
        tried.add(port);
        const upstream = http.request(
          {
            host: "127.0.0.1",
            port,
            method: request.method,
            path: request.url,
            agent,
            headers: { ...request.headers, "x-forwarded-for": forwardedFor },
          },
          (answer) => {
            served.set(port, (served.get(port) ?? 0) + 1);
            response.writeHead(answer.statusCode ?? 502, {
              ...answer.headers,
              "x-served-by": String(port),
            });
            answer.pipe(response);
          },
        );
        upstream.on("error", (error: NodeJS.ErrnoException) => {
          if (response.headersSent) {
            response.destroy();
            return;
          }
          const neverArrived = error.code === "ECONNREFUSED";
          const raced = upstream.reusedSocket && error.code === "ECONNRESET" && repeatable;
          if (neverArrived || raced) {
            attempt();
            return;
          }
          response.writeHead(502, { "content-type": "text/plain" });
          response.end(`Bad gateway: ${error.code ?? "error"} from ${port}`);
        });
        upstream.end(body);
      };
      attempt();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    served,
    healthy,
    async close() {
      checking = false;
      await loop;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
