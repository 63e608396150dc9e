// Shop servers for the cluster tests: `server/index.ts` as its own process on a free loopback
// port, on the test's PostgreSQL, with a stand-in BUILD_DIR (the API is what is tested).
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { parseFirebaseSettings } from "../../../shared/firebase-settings";
import { root, waitForHttp } from "../../lib/services";

export interface Shop {
  port: number;
  url: string;
  child: ChildProcess;
  /** The exit code, once the process has ended. */
  exited: Promise<number | null>;
  /** Its log lines (JSON), stdout and stderr. */
  log: string[];
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A BUILD_DIR with only firebase-settings.json, which is all the server reads of a build. */
export function standInBuild(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "petbox-cluster-build-"));
  writeFileSync(
    path.join(dir, "firebase-settings.json"),
    JSON.stringify(parseFirebaseSettings({})),
  );
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Starts a server; `env` adds to (or overrides) the cluster's settings. */
export function startShop(
  port: number,
  {
    databaseUrl,
    buildDir,
    env = {},
  }: { databaseUrl: string; buildDir: string; env?: NodeJS.ProcessEnv },
): Shop {
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      BUILD_DIR: buildDir,
      CATALOGUE_FILE: path.join(root, "public/catDog.json"),
      PLANS_FILE: path.join(root, "public/plans.json"),
      STOP_TIMEOUT_SECONDS: "10",
      // The proxy checks health every 100 ms; a second is ample notice.
      STOP_NOTICE_SECONDS: "1",
      SMTP_URL: "",
      STRIPE_SECRET_KEY: "",
      STRIPE_WEBHOOK_SECRET: "",
      FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "",
      LOG_FORMAT: "json",
      ...env,
    },
  });
  const log: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => log.push(...chunk.split("\n").filter(Boolean)));
  }
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? (signal ? -1 : null))),
  );
  return { port, url: `http://127.0.0.1:${port}`, child, exited, log };
}

export async function ready(shop: Shop): Promise<void> {
  await waitForHttp(`${shop.url}/api/health`, { child: shop.child, timeoutMs: 60_000 });
}

/** Stops a server that is still running (SIGTERM) and waits for it. */
export async function stopShop(shop: Shop): Promise<void> {
  if (shop.child.exitCode === null && shop.child.signalCode === null) shop.child.kill("SIGTERM");
  await shop.exited;
}

/** The last lines of a server's log, for a failure's message. */
export const tail = (shop: Shop, lines = 15) => shop.log.slice(-lines).join("\n");
