// The stack the end-to-end tests drive: the e2e build (see scripts/test.mjs) served by the shop
// server, and a fresh, empty Auth Emulator. Started and stopped by Playwright.
import {
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
await waitForHttp(`http://127.0.0.1:${emulatorPort}/`, { child: emulator });
const server = startShopServer({
  port: app,
  buildDir: "build-e2e",
  env: { FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${emulatorPort}` },
});

async function stop() {
  await Promise.all([stopProcess(server), stopProcess(emulator, "SIGTERM")]);
  process.exit(0);
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
