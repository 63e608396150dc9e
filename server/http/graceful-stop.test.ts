// @vitest-environment node
import http, { type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../db/client";
import { testApp } from "../test-support/app";
import { freshDatabase, type TestDatabase } from "../test-support/database";
import { drainable, type Draining } from "./graceful-stop";

vi.setConfig({ testTimeout: 30_000 });

let store: TestDatabase;
beforeAll(async () => {
  store = await freshDatabase();
}, 60_000);
afterAll(() => store.drop(), 30_000);

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function send(
  port: number,
  path: string,
  agent: http.Agent | false,
  body?: unknown,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path,
        agent,
        method: body === undefined ? "GET" : "POST",
        headers: body === undefined ? {} : { "content-type": "application/json" },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
      },
    );
    request.on("error", reject);
    request.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/** A shop server whose newsletter writes wait until `release()`: a request held in flight. */
function heldServer() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let entered!: () => void;
  const inside = new Promise<void>((resolve) => (entered = resolve));
  const database: Database = {
    ...store.database,
    kind: store.database.kind,
    use: async (operation, work) => {
      if (operation.startsWith("newsletter")) {
        entered();
        await released;
      }
      return store.database.use(operation, work);
    },
    ping: (ms) => store.database.ping(ms),
    close: async () => {},
  };
  let draining: Draining | null = null;
  const app = testApp({ database }, { stopping: () => draining?.stopping ?? false });
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }) as HttpServer;
  draining = drainable(server);
  return { server, draining, release, inside };
}

const portOf = (server: HttpServer) =>
  new Promise<number>((resolve) => {
    if (server.listening) resolve((server.address() as AddressInfo).port);
    else server.once("listening", () => resolve((server.address() as AddressInfo).port));
  });

describe("a graceful stop (decision 150)", () => {
  it("answers health 503 at once, refuses new connections, answers 503 with Retry-After on open ones, and finishes the request in flight", async () => {
    const { server, draining, release, inside } = heldServer();
    const port = await portOf(server);
    const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect((await send(port, "/api/health", keepAlive)).status).toBe(200);

    const inFlight = send(port, "/api/newsletter", false, { email: "drain@example.com" });
    await inside;
    const drained = draining.drain(10_000);

    const health = await send(port, "/api/health", keepAlive);
    expect(health.status).toBe(503);
    expect(health.headers["retry-after"]).toBe("2");
    expect(health.headers.connection).toBe("close");
    expect(JSON.parse(health.body)).toMatchObject({ error: { code: "unavailable" } });
    await expect(send(port, "/api/health", false)).rejects.toMatchObject({
      code: "ECONNREFUSED",
    });

    release();
    expect((await inFlight).status).toBe(200); // subscribed
    expect(await drained).toEqual({ cut: 0 });
    expect(server.listening).toBe(false);
    keepAlive.destroy();
  });

  it("cuts what is still in flight at the limit, and no later", async () => {
    const { server, draining, release, inside } = heldServer();
    const port = await portOf(server);
    const inFlight = send(port, "/api/newsletter", false, { email: "slow@example.com" });
    await inside;
    const started = Date.now();
    expect(await draining.drain(500)).toEqual({ cut: 1 });
    expect(Date.now() - started).toBeLessThan(3000);
    await expect(inFlight).rejects.toThrow();
    release();
  });

  it("answers new connections 503 while the balancer takes notice, then refuses them", async () => {
    const { server, draining } = heldServer();
    const port = await portOf(server);
    const drained = draining.drain(5000, 400);
    const during = await send(port, "/api/health", false);
    expect(during.status).toBe(503);
    expect(during.headers["retry-after"]).toBe("2");
    expect(await drained).toEqual({ cut: 0 });
    await expect(send(port, "/api/health", false)).rejects.toMatchObject({
      code: "ECONNREFUSED",
    });
  });
});
