// What `npm run bench:api` runs against besides the shop: a throw-away PostgreSQL cluster and a
// throw-away Auth Emulator with the bench's customers on it.
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  emulatorConfigFor,
  isPortFree,
  startEmulator,
  stopProcess,
  waitForHttp,
} from "../lib/services";
import { emulatorSignUp } from "../lib/emulator-account";
import { CHECKOUT_CUSTOMERS } from "./settings";

/** An account of the throw-away Auth Emulator and its ID token. */
export interface Account {
  uid: string;
  idToken: string;
}

/**
 * The bench's customers: checkout spreads its orders over all of them (a shop's 50 orders a
 * second come from many customers, not one customer's 50 tabs; decision 114); the first also
 * acts on its subscriptions.
 */
export interface Customer extends Account {
  others: Account[];
  /** host:port of the emulator, for the server's FIREBASE_AUTH_EMULATOR_HOST. */
  emulatorHost: string;
}

/** A throw-away PostgreSQL cluster (as scripts/test-api-postgres.sh does), or null if none is installed. */
export async function startPostgres(): Promise<{ url: string; stop: () => void } | null> {
  const versions = existsSync("/usr/lib/postgresql")
    ? readdirSync("/usr/lib/postgresql").sort()
    : [];
  const version = versions.at(-1);
  if (!version) return null;
  const bin = (name: string) => `/usr/lib/postgresql/${version}/bin/${name}`;
  const dir = mkdtempSync(path.join(os.tmpdir(), "petbox-bench-pg-"));
  const asRoot = process.getuid?.() === 0;
  const run = (args: string[]) => {
    const result = asRoot
      ? spawnSync("runuser", ["-u", "postgres", "--", ...args], { stdio: "ignore" })
      : spawnSync(args[0]!, args.slice(1), { stdio: "ignore" });
    if (result.status !== 0) throw new Error(`${args[0]} failed`);
  };
  if (asRoot) spawnSync("chown", ["postgres", dir]);
  let port = 0;
  for (port = 15_432; !(await isPortFree(port)); port += 1);
  run([
    bin("initdb"),
    "-D",
    `${dir}/data`,
    "-U",
    "postgres",
    "--auth=trust",
    "-E",
    "UTF8",
    "--no-sync",
  ]);
  run([
    bin("pg_ctl"),
    "-D",
    `${dir}/data`,
    "-l",
    `${dir}/log`,
    "-w",
    "-o",
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir}`,
    "start",
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run([bin("pg_ctl"), "-D", `${dir}/data`, "-m", "fast", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** A throw-away Auth Emulator and one account on it, for checkout's signed-in customer. */
export async function startCustomer(): Promise<{ customer: Customer; stop: () => Promise<void> }> {
  let port = 0;
  do {
    port = 20_000 + Math.floor(Math.random() * 30_000);
  } while (
    !(await Promise.all([port, port + 1, port + 2].map((p) => isPortFree(p)))).every(Boolean)
  );
  const child = startEmulator({ config: emulatorConfigFor(port), quiet: true });
  const stop = () => stopProcess(child, "SIGTERM", 5000);
  try {
    const host = `127.0.0.1:${port}`;
    await waitForHttp(`http://${host}/`, { child, timeoutMs: 120_000 });
    const signUp = async (): Promise<Account> => {
      const { uid, idToken } = await emulatorSignUp(
        `http://${host}/identitytoolkit.googleapis.com/v1`,
        { email: `bench-${randomUUID()}@example.com`, password: "Kibble123" },
      );
      return { uid, idToken };
    };
    const [first, ...others] = await Promise.all(
      Array.from({ length: CHECKOUT_CUSTOMERS }, signUp),
    );
    return { customer: { ...first!, others, emulatorHost: host }, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
