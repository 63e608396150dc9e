// @vitest-environment node
import { describe, expect, it } from "vitest";
import { DatabaseUnavailableError } from "./database";
import { isDatabaseFailure } from "./failures";

/** An error as the drivers make them: a SQLSTATE `code`, wrapped as Drizzle wraps it. */
function pgError(code: string): Error {
  const driver = Object.assign(new Error("driver message"), { code });
  return new Error("Failed query: …", { cause: driver });
}

// The real errors of both engines are in ./client.test.ts and ./postgres.test.ts; this is the
// table of decision 170, one line per kind.
describe("isDatabaseFailure", () => {
  it.each([
    ["08006", "connection failure"],
    ["28P01", "password refused"],
    ["3D000", "no such database"],
    ["25006", "read-only transaction"],
    ["25P03", "idle in transaction timeout"],
    ["40001", "serialization failure"],
    ["40P01", "deadlock"],
    ["53100", "disk full"],
    ["53300", "too many connections"],
    ["55P03", "lock timeout"],
    ["57014", "statement timeout"],
    ["57P01", "admin shutdown"],
    ["58030", "I/O error"],
    ["XX000", "internal error"],
  ])("counts SQLSTATE %s (%s) as the database's", (code) => {
    expect(isDatabaseFailure(pgError(code))).toBe(true);
  });

  it.each([
    ["42601", "syntax error"],
    ["42P01", "no such table"],
    ["42501", "insufficient privilege"],
    ["23505", "unique violation"],
    ["23514", "check violation"],
    ["22P02", "invalid text representation"],
    ["25P02", "in failed transaction"],
    ["40002", "integrity violation at commit"],
    ["0A000", "feature not supported"],
  ])("counts SQLSTATE %s (%s) as a bug", (code) => {
    expect(isDatabaseFailure(pgError(code))).toBe(false);
  });

  it("counts lost connections, the drivers' timeouts and a closed PGlite as the database's", () => {
    for (const message of [
      "Connection terminated unexpectedly",
      "Connection terminated due to connection timeout",
      "Query read timeout",
      "timeout exceeded when trying to connect",
      "Client has encountered a connection error and is not queryable",
      "Cannot use a pool after calling end on the pool",
      "PGlite is closed",
    ]) {
      expect(
        isDatabaseFailure(new Error("Failed query", { cause: new Error(message) })),
        message,
      ).toBe(true);
    }
    const refused = Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
    expect(isDatabaseFailure(refused)).toBe(true);
    expect(isDatabaseFailure(new DatabaseUnavailableError("already known"))).toBe(true);
  });

  it("counts everything else as a bug, and a SQLSTATE decides before a deeper cause", () => {
    expect(isDatabaseFailure(new TypeError("Cannot read properties of undefined"))).toBe(false);
    expect(isDatabaseFailure(new RangeError("Invalid time value"))).toBe(false);
    expect(isDatabaseFailure("a string")).toBe(false);
    expect(isDatabaseFailure(null)).toBe(false);
    const nested = Object.assign(new Error("check"), {
      code: "23514",
      cause: new Error("Connection terminated"),
    });
    expect(isDatabaseFailure(nested)).toBe(false);
  });
});
