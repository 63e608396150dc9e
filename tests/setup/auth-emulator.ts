// One Firebase Auth Emulator for a whole Vitest run (scripts/lib/test-emulator.ts): this sets the
// folder where the first test file that needs one starts it and the others find it, and stops it
// when the run ends. A run whose files need none starts none.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { SHARED_EMULATOR_DIR } from "../../scripts/lib/test-emulator";

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

export default function setup() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "petbox-vitest-emulator-"));
  process.env[SHARED_EMULATOR_DIR] = dir;
  return async () => {
    const pidFile = path.join(dir, "pid");
    const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, "utf8")) : 0;
    if (pid > 0 && alive(pid)) {
      // Its own process group (detached): the emulator's Java child goes with it.
      const group = (signal: NodeJS.Signals) => {
        try {
          process.kill(-pid, signal);
        } catch {
          // already gone
        }
      };
      group("SIGTERM");
      const deadline = Date.now() + 5000;
      while (alive(pid) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      group("SIGKILL");
    }
    rmSync(dir, { recursive: true, force: true });
  };
}
