import { AsyncLocalStorage } from "node:async_hooks";
import pino, { type Logger } from "pino";
import pretty from "pino-pretty";

/**
 * What the server logs about a failure: codes, operations and request ids, never values. Error
 * messages are left out on purpose: a driver's message carries the query's parameters (a
 * customer's name, e-mail, message, review text, uid), and a constraint's detail the failing row.
 */
const requestIds = new AsyncLocalStorage<string>();

/** Runs the rest of a request with its id, so that anything logged on the way can name it. */
export function withRequestId<T>(requestId: string, run: () => T): T {
  return requestIds.run(requestId, run);
}

export function currentRequestId(): string | undefined {
  return requestIds.getStore();
}

/** ` (request <id>)` inside a request, nothing outside one. */
export function requestIdSuffix(): string {
  const id = currentRequestId();
  return id ? ` (request ${id})` : "";
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * An error described by its class and code only, along its `cause` chain:
 * "DrizzleQueryError < SQLSTATE 23514" (PostgreSQL's code, from either driver),
 * "Error ECONNREFUSED", "TimeoutError".
 */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== undefined && current !== null; depth += 1) {
    if (!(current instanceof Error)) {
      parts.push(typeof current);
      break;
    }
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && SQLSTATE.test(code)) {
      // The drivers' error classes say nothing more (PGlite's is minified).
      parts.push(`SQLSTATE ${code}`);
    } else {
      const name =
        current.name && current.name !== "Error" ? current.name : current.constructor.name;
      parts.push(typeof code === "string" || typeof code === "number" ? `${name} ${code}` : name);
    }
    current = current.cause;
  }
  return parts.join(" < ");
}

// "    at fn (/path/file.ts:12:5)", "    at /path/file.ts:12:5", "    at new Promise (<anonymous>)"
const FRAME = /^\s+at .*(?::\d+:\d+|<anonymous>|native)\)?$/;

/** The stack's frames (code locations) without its first line, which repeats the message. */
export function stackFrames(error: unknown): string {
  if (!(error instanceof Error) || !error.stack) return "";
  return error.stack
    .split("\n")
    .filter((line) => FRAME.test(line))
    .join("\n");
}

/**
 * Where every log line goes: one JSON object per line (pino), on standard output. Tests spy on
 * `logSink.write` to read what was logged (vi.spyOn(logSink, "write")).
 */
export const logSink = {
  write(line: string): void {
    output.write(line);
  },
};

/**
 * LOG_FORMAT=pretty (the default when standard output is a terminal, as under `npm start`):
 * pino-pretty's readable lines; otherwise JSON lines for a log collector.
 */
function humanReadable(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.LOG_FORMAT === "json") return false;
  if (env.LOG_FORMAT === "pretty") return true;
  return Boolean(process.stdout.isTTY);
}

const output: { write(line: string): unknown } = humanReadable()
  ? pretty({
      colorize: true,
      translateTime: "SYS:HH:MM:ss.l",
      // One short line per request ("GET /api/health 200 1.2 ms"); errors name their request.
      ignore: "pid,hostname,reqId,method,path,status,durationMs",
      messageFormat: (line, messageKey) =>
        typeof line.method === "string"
          ? `${line.method} ${String(line.path)} ${String(line.status)} ${String(line.durationMs)} ms`
          : String(line[messageKey]),
      sync: true,
    })
  : process.stdout;

/**
 * The server's logger: level, time and message, and with `requestLog` the request's id, method,
 * path, status and duration. Fields are codes, operations and ids, never what a customer sent.
 */
export const log: Logger = pino(
  {
    level: process.env.LOG_LEVEL || "info",
    base: undefined, // no pid or hostname: the platform's collector knows which server it was
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    // With the request's id when inside one.
    mixin: () => {
      const reqId = currentRequestId();
      return reqId ? { reqId } : {};
    },
  },
  logSink,
);
