// Starts the Auth Emulator once, at the start of `npm run test:cluster`, without waiting for it:
// it takes up to a minute on a busy machine, and the checks that do not need it run meanwhile.
// The test that needs it (checkout) waits for it (./emulator.ts).
import type { TestProject } from "vitest/node";
import { emulatorConfigFor, isPortFree, startEmulator, stopProcess } from "../../lib/services";

declare module "vitest" {
  export interface ProvidedContext {
    /** host:port of the cluster run's Auth Emulator. */
    emulatorHost: string;
  }
}

export default async function setup(project: TestProject) {
  let port = 0;
  do port = 20_000 + Math.floor(Math.random() * 30_000);
  while (!(await Promise.all([port, port + 1, port + 2].map((p) => isPortFree(p)))).every(Boolean));
  const child = startEmulator({ config: emulatorConfigFor(port), quiet: true });
  project.provide("emulatorHost", `127.0.0.1:${port}`);
  return () => stopProcess(child, "SIGTERM", 5000);
}
