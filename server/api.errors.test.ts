// @vitest-environment node
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { apiErrorSchema } from "../shared/api/errors";
import { postJson, testApp } from "./test-support/app";
import { freshDatabase, type TestDatabase } from "./test-support/database";
import { refuseInserts } from "./test-support/refused-writes";
import { logSink } from "./log";

let store: TestDatabase;
let app: ReturnType<typeof testApp>;
beforeAll(async () => {
  store = await freshDatabase();
  app = testApp({ database: store.database });
}, 60_000);
afterAll(() => store.drop(), 30_000);

const review = (text: string) => postJson({ text, rating: 4 });

function logLines() {
  const logged = vi.spyOn(logSink, "write").mockImplementation(() => {});
  return () =>
    logged.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, string>);
}

// On whichever database this run uses (PGlite in `npm test`, PostgreSQL in .ci/run).
describe("a failure inside database.use, as the API answers it", () => {
  it("answers a bug of ours (SQL the schema refuses) 500, logged with its stack, not 503", async () => {
    // Our code storing what the schema forbids, as a service with a bug would.
    await store.database.use("test.break", (db) =>
      db.execute(sql`alter table reviews add constraint test_bug check (false) not valid`),
    );
    const lines = logLines();
    let response: Response;
    try {
      response = await app.request("/api/boxes/1/reviews", review("Kibble-secret-4417"));
    } finally {
      await store.database.use("test.mend", (db) =>
        db.execute(sql`alter table reviews drop constraint test_bug`),
      );
    }
    expect(response.status).toBe(500);
    expect(response.headers.get("retry-after")).toBeNull();
    expect(apiErrorSchema.parse(await response.json()).error.code).toBe("internal");
    const logged = lines();
    expect(logged.map((line) => line.msg).join("\n")).not.toContain("Database error");
    const bug = logged.find((line) =>
      line.msg?.startsWith("API error on POST /api/boxes/1/reviews"),
    );
    expect(bug?.level).toBe("error");
    expect(bug?.msg).toContain("SQLSTATE 23514");
    expect(bug?.msg).toContain(`request ${response.headers.get("x-request-id")}`);
    expect(bug?.stack).toMatch(/at .*\.ts:\d+:\d+/); // where it happened
    expect(JSON.stringify(logged)).not.toContain("Kibble-secret-4417");
  });

  it("answers a failure the database reports (disk full) 503 with Retry-After", async () => {
    const allow = await refuseInserts(store.database, "reviews", "53100");
    const lines = logLines();
    let response: Response;
    try {
      response = await app.request("/api/boxes/1/reviews", review("While the disk is full"));
    } finally {
      await allow();
    }
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(apiErrorSchema.parse(await response.json()).error.code).toBe("unavailable");
    const logged = lines();
    expect(logged.some((line) => line.msg?.startsWith("Database error in reviews."))).toBe(true);
    expect(logged.some((line) => line.msg?.startsWith("API error"))).toBe(false);
    expect((await app.request("/api/boxes/1/reviews", review("Room again"))).status).toBe(201);
  });
});
