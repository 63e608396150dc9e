// The stack the end-to-end tests drive: the e2e build (see scripts/test.ts) served by the shop
// server with a throw-away embedded database (never .data/db), and a fresh, empty Auth Emulator.
// Started and stopped by Playwright.
import type { ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import {
  e2eDataDir,
  e2ePorts,
  emulatorConfigFor,
  requireFreePorts,
  startEmulator,
  startShopServer,
  stopProcess,
  waitForHttp,
} from "./lib/services";

const { app, emulator: emulatorPort } = e2ePorts;
await requireFreePorts([
  { port: app, what: "e2e shop server" },
  { port: emulatorPort, what: "e2e Auth Emulator" },
  { port: emulatorPort + 1, what: "e2e emulator hub" },
  { port: emulatorPort + 2, what: "e2e emulator logging" },
]);

// Assigned once the emulator is up; stop() may run before that.
let server: ChildProcess | undefined = undefined;
const emulator = startEmulator({ config: emulatorConfigFor(emulatorPort), quiet: true });

// Registered before anything slow, so a stop during start-up leaves no process behind.
const dataDir = e2eDataDir();
async function stop(code = 0) {
  await Promise.all([stopProcess(server), stopProcess(emulator, "SIGTERM")]);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}
process.on("SIGINT", () => stop());
process.on("SIGTERM", () => stop());

try {
  // Generous: on a busy 2-core machine the emulator can take a while to boot.
  await waitForHttp(`http://127.0.0.1:${emulatorPort}/`, { child: emulator, timeoutMs: 150_000 });
} catch (error) {
  console.error(`The e2e Auth Emulator did not start: ${(error as Error).message}`);
  await stop(1);
}
rmSync(dataDir, { recursive: true, force: true });
server = startShopServer({
  port: app,
  buildDir: "build-e2e",
  env: {
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${emulatorPort}`,
    DATA_DIR: dataDir,
    // The back office's first owner: tests/e2e/support/staff.ts makes this account in the emulator.
    OWNER_UIDS: "e2e-shop-owner",
    // Never PostgreSQL from the caller's environment: the e2e data is thrown away.
    DATABASE_URL: "",
    // Parallel tests all write from 127.0.0.1; a test of the limit sets its own.
    RATE_LIMIT_WRITES: process.env.E2E_RATE_LIMIT_WRITES ?? "1000",
    // No balancer to notify: the run's end need not wait the 2 s stop notice (decision 150).
    STOP_NOTICE_SECONDS: "0",
  },
});
