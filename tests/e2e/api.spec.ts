import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { e2eDataDir } from "../../scripts/lib/services";
import { createAccount, expect, test, uniqueEmail } from "./fixtures";

const run = promisify(execFile);

/**
 * `npm run shop -- …` against the e2e server's throw-away database: node with tsx's loader, as
 * the unit tests start it, without npx's own start (~0.7 s) before it.
 */
async function shop(...args: string[]) {
  const command = ["--import", "tsx", "server/cli/shop.ts", ...args];
  const { stdout } = await run(process.execPath, command, {
    env: { ...process.env, DATA_DIR: e2eDataDir(), DATABASE_URL: "" },
  });
  return stdout;
}

test("the API answers through the real shop server, with its headers", async ({ request }) => {
  const health = await request.get("/api/health");
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: "ok", database: "pglite" });
  expect(health.headers()["cache-control"]).toBe("no-store");
  expect(health.headers()["x-content-type-options"]).toBe("nosniff");

  const missing = await request.get("/api/nothing-here");
  expect(missing.status()).toBe(404);
  expect(missing.headers()["content-type"]).toMatch(/application\/json/);
});

test("what the API stores, the owner's command prints, newest first", async ({ request }) => {
  const account = await createAccount({ displayName: "Owner Test" });
  const marker = `Where is my box? ${Date.now()}`;
  const sent = await request.post("/api/contact", {
    data: { name: "Owner Test", email: account.email, message: marker },
    headers: { authorization: `Bearer ${account.idToken}` },
  });
  expect(sent.status()).toBe(201);
  const email = uniqueEmail("news");
  expect((await request.post("/api/newsletter", { data: { email } })).status()).toBe(200);

  expect(await shop("messages")).toContain(marker);
  const csv = await shop("subscribers", "--csv");
  expect(csv.split("\r\n")[0]).toBe("created_at,email");
  expect(csv).toContain(email.toLowerCase());
});
