import { chmodSync, mkdirSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { Readable, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { staffRoles, type StaffRole } from "../../shared/api/admin/staff";
import { ownerUids } from "../config";
import type { Database } from "../db/client";
import type { StaffSettings } from "../services/staff";
import { exportCsv, isExportKind, type ExportKind } from "./exports";
import { ownerMetricsBackfill } from "./metrics";
import { requestOverSocket } from "./socket-client";
import { ownerSocketPath } from "./socket-path";
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
import {
  ownerStaffAdd,
  ownerStaffList,
  ownerStaffRemove,
  staffSettingsFrom,
  type StaffCommandAnswer,
} from "./staff";

/**
 * PGlite is one database inside one process: a second process must never open the same folder.
 * So the shop server, while it owns `.data/db`, answers the owner's command over a Unix socket
 * beside it (owner-only permissions), and the command asks it instead of opening the files
 * (its path: ./socket-path.ts).
 */
export { ownerSocketPath };

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
  staff: StaffSettings = staffSettingsFrom(ownerUids(process.env.OWNER_UIDS)),
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
    const exported = /^\/export\/(\w+)$/.exec(url.pathname)?.[1];
    try {
      if (url.pathname.startsWith("/staff")) {
        const answer = await staffRequest(database, request, url.pathname, staff);
        response
          .writeHead(answer === null ? 404 : 200, { "content-type": "application/json" })
          .end(JSON.stringify(answer));
        return;
      }
      if (request.method === "POST" && url.pathname === "/metrics/backfill") {
        const from = url.searchParams.get("from") ?? undefined;
        const summary = await ownerMetricsBackfill(database, context, from);
        response
          .writeHead(200, { "content-type": "application/json" })
          .end(JSON.stringify(summary));
        return;
      }
      if (request.method === "GET" && exported !== undefined) {
        if (!isExportKind(exported)) {
          response.writeHead(404).end();
          return;
        }
        // A page at a time, as the command writes it out: the file is never held whole here.
        response.writeHead(200, { "content-type": "text/csv; charset=utf-8" });
        await pipeline(Readable.from(exportCsv(database, exported)), response);
        return;
      }
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
      if (response.headersSent) {
        response.destroy(); // mid-file: the command sees the cut, never a short file as whole
      } else if (error instanceof OwnerRequestError) {
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

/** `staff list|add|remove` on the server's side: GET /staff, POST /staff, POST /staff/remove. */
async function staffRequest(
  database: Database,
  request: http.IncomingMessage,
  pathname: string,
  settings: StaffSettings,
): Promise<unknown> {
  if (request.method === "GET" && pathname === "/staff") return ownerStaffList(database, settings);
  if (request.method !== "POST") return null;
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as Record<
    string,
    unknown
  >;
  const text = (key: string) => {
    const value = body[key];
    if (typeof value !== "string") throw new OwnerRequestError(`${key} is missing.`);
    return value;
  };
  if (pathname === "/staff") {
    const role = text("role");
    if (!staffRoles.includes(role as StaffRole)) throw new OwnerRequestError("No such role.");
    const account = { uid: text("uid"), email: text("email") };
    return ownerStaffAdd(database, account, role as StaffRole, settings);
  }
  if (pathname === "/staff/remove") return ownerStaffRemove(database, text("email"), settings);
  return null;
}

/** `staff list` through the running server. */
export function staffListOverSocket(socketPath: string) {
  return requestOverSocket(socketPath, "GET", "/staff");
}

/** `staff add` and `staff remove` through the running server. */
export async function staffChangeOverSocket(
  socketPath: string,
  change: { uid: string; email: string; role: StaffRole } | { remove: string },
): Promise<StaffCommandAnswer> {
  const [requestPath, body] =
    "remove" in change ? ["/staff/remove", { email: change.remove }] : ["/staff", change];
  return (await requestOverSocket(
    socketPath,
    "POST",
    requestPath,
    [200],
    body,
  )) as StaffCommandAnswer;
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

/** `metrics backfill` through the running server: what it rebuilt. */
export function metricsBackfillOverSocket(socketPath: string, from?: string) {
  const query = from === undefined ? "" : `?from=${encodeURIComponent(from)}`;
  return requestOverSocket(socketPath, "POST", `/metrics/backfill${query}`);
}

/** `reviews hide <id>` through the running server: its answer, or null for no such review. */
export function moderateOverSocket(socketPath: string, id: number, action: "hide" | "show") {
  return requestOverSocket(socketPath, "POST", `/reviews/${id}/${action}`, [200, 404]);
}

/**
 * `export <kind> --csv` through the running server: its CSV written to `out` as it comes.
 * Resolves when the whole file is written; rejects if the server cut it short.
 */
export function exportOverSocket(socketPath: string, kind: ExportKind, out: Writable) {
  return new Promise<void>((resolve, reject) => {
    const request = http.get({ socketPath, path: `/export/${kind}` }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`the shop server answered ${response.statusCode}`));
        return;
      }
      response.once("aborted", () => reject(new Error("the shop server cut the file short")));
      response.on("data", (chunk: Buffer) => {
        if (!out.write(chunk)) {
          response.pause();
          out.once("drain", () => response.resume());
        }
      });
      response.once("end", () => resolve());
      response.once("error", reject);
    });
    request.on("error", reject);
  });
}
