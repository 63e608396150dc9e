// Starting and stopping the local services (Auth Emulator, shop server) for `npm start` and the tests.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "../..");
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);

/** Resolves to true when nothing listens on host:port. */
export function isPortFree(port: number, host = "127.0.0.1"): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.once("listening", () => server.close(() => resolve(true)));
    server.listen(port, host);
  });
}

/** Exits with a one-line message naming the first port in use. */
export async function requireFreePorts(ports: { port: number; what: string }[]): Promise<void> {
  for (const { port, what } of ports) {
    // Check both the loopback and the wildcard address: either one blocks us.
    if (!(await isPortFree(port, "127.0.0.1")) || !(await isPortFree(port, "0.0.0.0"))) {
      console.error(
        `Port ${port} (${what}) is already in use: stop what is using it and try again.`,
      );
      process.exit(1);
    }
  }
}

export async function waitForHttp(
  url: string,
  { timeoutMs = 60_000, child }: { timeoutMs?: number; child?: ChildProcess } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited early`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** The e2e stack's ports (see tests/e2e/env.ts). */
export const e2ePorts = {
  app: Number(process.env.E2E_APP_PORT ?? 3100),
  emulator: Number(process.env.E2E_EMULATOR_PORT ?? 9199),
};

/**
 * The e2e shop server's embedded database: emptied at each start, removed at the end. A spec
 * reads it with `DATA_DIR=<this> npm run shop -- messages` (answered by the running server).
 */
export function e2eDataDir(): string {
  return path.join(os.tmpdir(), `petbox-e2e-db-${e2ePorts.app}`);
}

/** A throw-away firebase.json for an emulator on `port` (hub and logging on the next two ports). */
export function emulatorConfigFor(port: number): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "petbox-emulator-"));
  const file = path.join(dir, "firebase.json");
  const config = {
    emulators: {
      auth: { host: "127.0.0.1", port },
      ui: { enabled: false },
      hub: { host: "127.0.0.1", port: port + 1 },
      logging: { host: "127.0.0.1", port: port + 2 },
      singleProjectMode: true,
    },
  };
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

/**
 * Starts the Firebase Auth Emulator. With `dataDir`, accounts are imported from it and exported
 * back on a clean stop, so they survive restarts.
 */
export function startEmulator({
  config = "firebase.json",
  dataDir,
  quiet = false,
}: { config?: string; dataDir?: string; quiet?: boolean } = {}): ChildProcess {
  const args = [
    "emulators:start",
    "--only",
    "auth",
    "--project",
    "demo-petbox",
    "--config",
    config,
  ];
  if (dataDir) {
    mkdirSync(path.dirname(dataDir), { recursive: true });
    if (existsSync(path.join(dataDir, "firebase-export-metadata.json")))
      args.push("--import", dataDir);
    args.push("--export-on-exit", dataDir);
  }
  return spawn(bin("firebase"), args, {
    cwd: root,
    stdio: quiet ? "ignore" : ["ignore", "inherit", "inherit"],
    env: { ...process.env, NO_UPDATE_NOTIFIER: "1", FIREBASE_CLI_EXPERIMENTS: "" },
    detached: true, // own process group: a terminal Ctrl-C reaches it once, through us
  });
}

export function startShopServer({
  port,
  buildDir = "build",
  env = {},
  quiet = false,
}: {
  port: number;
  buildDir?: string;
  env?: Record<string, string>;
  quiet?: boolean;
}): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: root,
    stdio: quiet ? "ignore" : ["ignore", "inherit", "inherit"],
    env: { ...process.env, PORT: String(port), BUILD_DIR: buildDir, ...env },
    detached: true,
  });
}

/** Sends `signal`, then SIGKILL if the process has not exited in time. */
export function stopProcess(
  child: ChildProcess | undefined,
  signal: NodeJS.Signals = "SIGTERM",
  graceMs = 10_000,
): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}
