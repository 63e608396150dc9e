import { createHash } from "node:crypto";
import { chmodSync, mkdirSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { Database } from "../db/client";
import { ownerRecords, recordKinds, type RecordKind } from "./records";

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

export async function listenOwnerSocket(database: Database, dataDir: string) {
  const socketPath = ownerSocketPath(dataDir);
  if (await socketIsLive(socketPath)) {
    throw new Error(
      `Another shop server already uses the database in ${dataDir}. Stop it, or set DATA_DIR to another folder.`,
    );
  }
  rmSync(socketPath, { force: true }); // left behind by a server that was killed
  mkdirSync(path.dirname(socketPath), { recursive: true }); // .data/ on a fresh checkout
  const server = http.createServer(async (request, response) => {
    const kind = (request.url ?? "").slice(1) as RecordKind;
    if (request.method !== "GET" || !recordKinds.includes(kind)) {
      response.writeHead(404).end();
      return;
    }
    try {
      const rows = await ownerRecords(database, kind);
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(rows));
    } catch {
      response.writeHead(503).end();
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

export function fetchOverSocket(socketPath: string, kind: RecordKind): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = http.get({ socketPath, path: `/${kind}` }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        if (response.statusCode !== 200) {
          reject(new Error(`the shop server answered ${response.statusCode}`));
          return;
        }
        try {
          resolve(JSON.parse(Buffer.concat(chunks).toString("utf8")));
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    });
    request.on("error", reject);
  });
}
