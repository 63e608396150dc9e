// @vitest-environment node
// The shop server's start (server/index.ts, the real process) against the plans /terms shows:
// issue 24, defect 8. /terms is prerendered with the plans of the build; a server that sold the
// plans of another PLANS_FILE sold what the terms do not describe.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { parseFirebaseSettings } from "../shared/firebase-settings";

// Starting Node with tsx, and the embedded database's migrations, on a shared 2-core machine.
vi.setConfig({ testTimeout: 120_000 });

const root = mkdtempSync(path.join(os.tmpdir(), "petbox-start-plans-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

// A build whose plans are not public/plans.json's, so the test sees which file the server used.
const builtPlans = [
  { id: "per-box", name: "Pay per box", deliveriesPrepaid: 0, discountPercent: 0 },
  { id: "prepay-3", name: "Prepay 3 deliveries", deliveriesPrepaid: 3, discountPercent: 4 },
];
const buildDir = path.join(root, "build");
mkdirSync(path.join(buildDir, "client"), { recursive: true });
writeFileSync(
  path.join(buildDir, "firebase-settings.json"),
  JSON.stringify(parseFirebaseSettings({})),
);
writeFileSync(path.join(buildDir, "client", "plans.json"), JSON.stringify(builtPlans));

interface Started {
  code: number | null;
  output: string;
  /** The address it said it was ready at (it should not get there); null when it exited. */
  origin: string | null;
  stop(): Promise<void>;
}

/** Starts the shop server with `plansFile` as PLANS_FILE; resolves once it is ready or exited. */
function startServer(plansFile: string, name: string): Promise<Started> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: process.cwd(),
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      BUILD_DIR: buildDir,
      PLANS_FILE: plansFile,
      DATA_DIR: path.join(root, name, "db"),
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_FORMAT: "json",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  return new Promise((resolve) => {
    const stop = async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    };
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /ready at (http:\/\/localhost:\d+)/.exec(output);
      if (ready?.[1]) resolve({ code: null, output, origin: ready[1], stop });
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    void exited.then((code) => resolve({ code, output, origin: null, stop }));
  });
}

function plansFile(name: string, content: string): string {
  const file = path.join(root, name);
  writeFileSync(file, content);
  return file;
}

describe("the plans the shop server sells", () => {
  it("refuses to start when PLANS_FILE holds other plans than the app was built with", async () => {
    const other = plansFile("other.json", readFileSync("public/plans.json", "utf8"));
    const started = await startServer(other, "other");
    await started.stop();
    expect(started.origin, started.output).toBeNull();
    expect(started.code).toBe(1);
    expect(started.output).toContain("The shop server will not start");
    expect(started.output).toContain(`PLANS_FILE (${other}) holds other plans`);
    expect(started.output).toContain(path.join(buildDir, "client", "plans.json"));
  });
});
