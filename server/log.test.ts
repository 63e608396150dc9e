// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { logSink } from "./log";
import { fixedTokens, postJson, testApp, testToken } from "./test-support/app";
import { freshDatabase, type TestDatabase } from "./test-support/database";

vi.setConfig({ testTimeout: 30_000 });

let store: TestDatabase;
beforeAll(async () => {
  store = await freshDatabase();
}, 60_000);
afterAll(() => store.drop(), 30_000);

function linesOf(spy: { mock: { calls: unknown[][] } }) {
  return spy.mock.calls.map(([line]) => {
    const text = String(line);
    expect(text.endsWith("\n")).toBe(true);
    return { text, json: JSON.parse(text) as Record<string, unknown> };
  });
}

describe("the request log (decision 152)", () => {
  it("writes one JSON line per request with its id, method, path, status and duration, and nothing a customer sent", async () => {
    const app = testApp(
      { database: store.database, tokens: fixedTokens("lena") },
      { requestLog: true },
    );
    const secret = {
      name: "Lena Quartzfield",
      email: "lena.quartzfield@example.com",
      message: "My cat Zebedee hates fish, secret note 7731",
    };
    const logged = vi.spyOn(logSink, "write").mockImplementation(() => {});
    const sent = await app.request(
      "/api/contact?email=lena.quartzfield%40example.com",
      postJson(secret, { authorization: `Bearer ${testToken("lena")}` }),
    );
    const health = await app.request("/api/health", { headers: { "x-request-id": "lb-77" } });
    const lines = linesOf(logged);
    logged.mockRestore();

    expect(sent.status).toBe(201);
    expect(lines).toHaveLength(2);
    const [contact, probe] = lines.map((line) => line.json);
    expect(contact).toMatchObject({
      level: "info",
      msg: "request",
      reqId: sent.headers.get("x-request-id"),
      method: "POST",
      path: "/api/contact",
      status: 201,
    });
    expect(Date.parse(String(contact?.time))).not.toBeNaN();
    expect(typeof contact?.durationMs).toBe("number");
    expect(probe).toMatchObject({ reqId: "lb-77", path: "/api/health", status: 200 });
    expect(health.headers.get("x-request-id")).toBe("lb-77");
    const text = lines.map((line) => line.text).join("");
    for (const value of [...Object.values(secret), "lena.quartzfield", testToken("lena"), "lena"]) {
      expect(text).not.toContain(value);
    }
  });

  it("gives every request its own id, also outside /api", async () => {
    const app = testApp({ database: store.database });
    const ids = new Set<string | null>();
    vi.spyOn(logSink, "write").mockImplementation(() => {}); // no built app here: 500s
    for (const path of ["/api/health", "/api/health", "/", "/boxes/1"]) {
      ids.add((await app.request(path)).headers.get("x-request-id"));
    }
    expect(ids.size).toBe(4);
    expect([...ids].every((id) => /^[\w-]{8,}$/.test(String(id)))).toBe(true);
  });
});
