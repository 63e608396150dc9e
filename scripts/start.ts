// `npm start`: serves the built shop on PORT (3000) with the local Auth Emulator on 9099.
// With the VITE_FIREBASE_* settings of a real project, only the shop server runs.
import type { ChildProcess } from "node:child_process";
import path from "node:path";
import {
  requireFreePorts,
  startEmulator,
  startShopServer,
  stopProcess,
  waitForHttp,
} from "./lib/services";

const port = Number(process.env.PORT ?? 3000);
const useEmulator = !process.env.VITE_FIREBASE_API_KEY;

await requireFreePorts([
  { port, what: "shop server" },
  ...(useEmulator
    ? [
        { port: 9099, what: "Firebase Auth Emulator" },
        { port: 4400, what: "Firebase emulator hub" },
        { port: 4500, what: "Firebase emulator logging" },
      ]
    : []),
]);

let emulator: ChildProcess | undefined;
if (useEmulator) {
  console.log("Starting the Firebase Auth Emulator (accounts kept in .data/auth)…");
  emulator = startEmulator({ dataDir: path.join(".data", "auth"), quiet: true });
  try {
    await waitForHttp("http://127.0.0.1:9099/", { child: emulator });
  } catch (error) {
    console.error(`The Auth Emulator did not start: ${(error as Error).message}`);
    await stopProcess(emulator, "SIGKILL");
    process.exit(1);
  }
  console.log("Auth Emulator ready on 127.0.0.1:9099 (project demo-petbox).");
}

const server = startShopServer({
  port,
  env: useEmulator ? { FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" } : {},
});
console.log("Press Ctrl-C to stop.");

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log("\nStopping…");
  // SIGINT lets the emulator export its accounts to .data/auth before it exits.
  await Promise.all([stopProcess(server, "SIGTERM"), stopProcess(emulator, "SIGINT", 20_000)]);
  process.exit(code);
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
server.on("exit", (code) => {
  if (!stopping) stop(code ?? 1);
});
emulator?.on("exit", () => {
  if (!stopping) {
    console.error("The Auth Emulator stopped unexpectedly.");
    stop(1);
  }
});
