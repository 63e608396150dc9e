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

let server;
const emulator = startEmulator({ config: emulatorConfigFor(emulatorPort), quiet: true });

// Registered before anything slow, so a stop during start-up leaves no process behind.
async function stop(code = 0) {
  await Promise.all([stopProcess(server), stopProcess(emulator, "SIGTERM")]);
  process.exit(code);
}
process.on("SIGINT", () => stop());
process.on("SIGTERM", () => stop());

try {
  // Generous: on a busy 2-core machine the emulator can take a while to boot.
  await waitForHttp(`http://127.0.0.1:${emulatorPort}/`, { child: emulator, timeoutMs: 150_000 });
} catch (error) {
  console.error(`The e2e Auth Emulator did not start: ${error.message}`);
  await stop(1);
}
server = startShopServer({
  port: app,
  buildDir: "build-e2e",
  env: { FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${emulatorPort}` },
});
