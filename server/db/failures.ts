import { DatabaseUnavailableError } from "./database";

/**
 * Which failures inside `database.use()` are the database's (answered 503, "try again soon") and
 * which are ours (a bug: 500, logged with its stack). The test is whether the same request, sent
 * again a little later, may succeed: a lost connection, a timeout, a database that is shutting
 * down, full or read-only, or a transaction that lost a race may; a syntax error, a violated
 * constraint, a bad argument or a TypeError never will (decision 170).
 */

/** SQLSTATE classes (first two characters) in which every code means "unavailable". */
const UNAVAILABLE_CLASSES = new Set([
  "08", // connection exception
  "28", // invalid authorization: the database refuses our connection (rotated credentials)
  "53", // insufficient resources: disk full, out of memory, too many connections
  "57", // operator intervention: admin or crash shutdown, cannot connect now, statement timeout
  "58", // system error: I/O
  "F0", // configuration file error
  "XX", // internal error: the engine is broken, not the query
]);

/** Single SQLSTATE codes, in otherwise "bug" classes, that mean "unavailable". */
const UNAVAILABLE_CODES = new Set([
  "25006", // read_only_sql_transaction: a read-only standby or a database set read-only
  "25P03", // idle_in_transaction_session_timeout: the server cut the session
  "25P04", // transaction_timeout
  "3D000", // invalid_catalog_name: the database is not there (dropped, not yet created)
  "40001", // serialization_failure: retrying is the documented answer
  "40003", // statement_completion_unknown
  "40P01", // deadlock_detected: one of the two is rolled back and may retry
  "55P03", // lock_not_available (lock_timeout)
]);

// Operating-system errors on the way to the database (the `syscall` field marks most of them).
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENETDOWN",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EADDRNOTAVAIL",
]);

/**
 * node-postgres and pg-pool raise these as plain `Error`s with no code: a lost or closed
 * connection, the pool's and the query's timeouts, a broken protocol stream. PGlite says
 * "PGlite is closed" / "PGlite is closing".
 */
const DRIVER_MESSAGES =
  /^(Connection terminated|Query read timeout|timeout exceeded when trying to connect|timeout expired|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end|Received unexpected \w+ message from backend|The server does not support SSL connections|There was an error establishing an SSL connection|PGlite is clos)/;

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** Whether one error (not its causes) says the database is unavailable. */
function unavailableItself(error: Error): boolean {
  const { code, syscall } = error as { code?: unknown; syscall?: unknown };
  if (typeof code === "string" && SQLSTATE.test(code)) {
    return UNAVAILABLE_CODES.has(code) || UNAVAILABLE_CLASSES.has(code.slice(0, 2));
  }
  if (typeof code === "string" && NETWORK_CODES.has(code)) return true;
  if (typeof syscall === "string") return true;
  return DRIVER_MESSAGES.test(error.message);
}

/**
 * True when `error`, or an error along its `cause` chain (Drizzle wraps the driver's error as
 * the cause of a DrizzleQueryError), says the database could not do the work. A SQLSTATE decides
 * alone: a constraint violation wrapped around nothing else is a bug even if a later cause looks
 * like a network error.
 */
export function isDatabaseFailure(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 5; depth += 1) {
    if (current instanceof DatabaseUnavailableError || unavailableItself(current)) return true;
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && SQLSTATE.test(code)) return false;
    current = current.cause;
  }
  return false;
}
