// The stack the end-to-end tests drive: the e2e build (see scripts/test.mjs) served by the shop
// server with a throw-away embedded database (never .data/db), and a fresh, empty Auth Emulator.
// Started and stopped by Playwright.
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
} from "./lib/services.mjs";

const { app, emulator: emulatorPort } = e2ePorts;
await requireFreePorts([
  { port: app, what: "e2e shop server" },
  { port: emulatorPort, what: "e2e Auth Emulator" },
  { port: emulatorPort + 1, what: "e2e emulator hub" },
  { port: emulatorPort + 2, what: "e2e emulator logging" },
]);

const emulator = startEmulator({ config: emulatorConfigFor(emulatorPort), quiet: true });
try {
  await waitForHttp(`http://127.0.0.1:${emulatorPort}/`, { child: emulator });
} catch (error) {
  // It runs in its own process group: left alone it would outlive us and hold the ports.
  await stopProcess(emulator, "SIGKILL");
  console.error(`The e2e Auth Emulator did not start: ${error.message}`);
  process.exit(1);
}
const dataDir = e2eDataDir();
rmSync(dataDir, { recursive: true, force: true });
const server = startShopServer({
  port: app,
  buildDir: "build-e2e",
  env: {
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${emulatorPort}`,
    DATA_DIR: dataDir,
    // Never PostgreSQL from the caller's environment: the e2e data is thrown away.
    DATABASE_URL: "",
    // Parallel tests all write from 127.0.0.1; a test of the limit sets its own.
    RATE_LIMIT_WRITES: process.env.E2E_RATE_LIMIT_WRITES ?? "1000",
  },
});

async function stop() {
  await Promise.all([stopProcess(server), stopProcess(emulator, "SIGTERM")]);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
