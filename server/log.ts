import { AsyncLocalStorage } from "node:async_hooks";

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
