import { createHash } from "node:crypto";
import { chmodSync, mkdirSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { Database } from "../db/client";
import {
  moderateReview,
  OwnerRequestError,
  ownerOutboxMessage,
  ownerContextFromEnvironment,
  ownerRecords,
  recordKinds,
  type OwnerContext,
  type RecordKind,
} from "./records";

/**
 * PGlite is one database inside one process: a second process must never open the same folder.
 * So the shop server, while it owns `.data/db`, answers the owner's command over a Unix socket
 * beside it (owner-only permissions), and the command asks it instead of opening the files.
 */
export function ownerSocketPath(dataDir: string): string {
  const beside = `${path.resolve(dataDir)}.sock`;
  if (beside.length < 100) return beside;
  const hash = createHash("sha256").update(path.resolve(dataDir)).digest("hex").slice(0, 16);
  return path.join(os.tmpdir(), `petbox-${hash}.sock`);
}

/** Resolves true when a live server answers on the socket. */
export function socketIsLive(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(socketPath);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

export async function listenOwnerSocket(
  database: Database,
  dataDir: string,
  context: OwnerContext = ownerContextFromEnvironment(),
) {
  const socketPath = ownerSocketPath(dataDir);
  if (await socketIsLive(socketPath)) {
    throw new Error(
      `Another shop server already uses the database in ${dataDir}. Stop it, or set DATA_DIR to another folder.`,
    );
  }
  rmSync(socketPath, { force: true }); // left behind by a server that was killed
  mkdirSync(path.dirname(socketPath), { recursive: true }); // .data/ on a fresh checkout
  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://owner");
    const kind = url.pathname.slice(1) as RecordKind;
    const moderation = /^\/reviews\/(\d{1,15})\/(hide|show)$/.exec(url.pathname);
    const message = /^\/outbox\/(\d{1,15})$/.exec(url.pathname);
    try {
      if (request.method === "GET" && message) {
        const found = await ownerOutboxMessage(database, Number(message[1]));
        response
          .writeHead(found ? 200 : 404, { "content-type": "application/json" })
          .end(JSON.stringify(found));
        return;
      }
      if (request.method === "POST" && moderation) {
        const done = await moderateReview(
          database,
          Number(moderation[1]),
          moderation[2] as "hide" | "show",
        );
        response
          .writeHead(done ? 200 : 404, { "content-type": "application/json" })
          .end(JSON.stringify(done));
        return;
      }
      if (request.method !== "GET" || !recordKinds.includes(kind)) {
        response.writeHead(404).end();
        return;
      }
      const month = url.searchParams.get("month") ?? undefined;
      const rows = await ownerRecords(database, kind, month ? { month } : {}, context);
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(rows));
    } catch (error) {
      if (error instanceof OwnerRequestError) {
        response.writeHead(400, { "content-type": "text/plain" }).end(error.message);
      } else {
        response.writeHead(503).end();
      }
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => resolve());
  });
  chmodSync(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        rmSync(socketPath, { force: true });
      }),
  };
}

export function fetchOverSocket(
  socketPath: string,
  kind: RecordKind,
  options: { month?: string } = {},
): Promise<unknown> {
  const query = options.month ? `?month=${encodeURIComponent(options.month)}` : "";
  return requestOverSocket(socketPath, "GET", `/${kind}${query}`);
}

/** `outbox --show <id>` through the running server: the message, or null for no such message. */
export function outboxMessageOverSocket(socketPath: string, id: number) {
  return requestOverSocket(socketPath, "GET", `/outbox/${id}`, [200, 404]);
}

/** `reviews hide <id>` through the running server: its answer, or null for no such review. */
export function moderateOverSocket(socketPath: string, id: number, action: "hide" | "show") {
  return requestOverSocket(socketPath, "POST", `/reviews/${id}/${action}`, [200, 404]);
}

function requestOverSocket(
  socketPath: string,
  method: "GET" | "POST",
  requestPath: string,
  accepted: readonly number[] = [200],
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = http.request({ socketPath, path: requestPath, method }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const body = Buffer.concat(chunks).toString("utf8");
        if (response.statusCode === 400) {
          reject(new OwnerRequestError(body));
          return;
        }
        if (!accepted.includes(response.statusCode ?? 0)) {
          reject(new Error(`the shop server answered ${response.statusCode}`));
          return;
        }
        try {
          resolve(JSON.parse(body));
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    });
    request.on("error", reject);
    request.end();
  });
}
