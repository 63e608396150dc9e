import { execFile } from "node:child_process";
import { format } from "node:util";
import { runShop } from "../cli/run-shop";

/** What `npm run shop -- …` printed, and its exit code. */
export type ShopRun = { stdout: string; stderr: string; code: number };

/**
 * `npm run shop -- <args>` run in this process, through the command's own entry (`runShop`), with
 * `env` over the environment: what it printed on stdout and on stderr, and its exit code. A
 * process of its own costs a tsx start (2–3 s on CI) for each step; `shopProcess` runs one, where
 * a test proves the command is wired (arguments, output, exit code).
 */
export async function shopHere(env: Record<string, string>, ...args: string[]): Promise<ShopRun> {
  let stdout = "";
  let stderr = "";
  const text = (chunk: string | Uint8Array) =>
    typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8");
  const before = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  Object.assign(process.env, env);
  // Put back exactly as found: console.error is the test setup's guard (tests/setup), a spy.
  const saved = { log: console.log, error: console.error, write: process.stdout.write };
  console.log = (...parts: unknown[]) => {
    stdout += `${format(...parts)}\n`;
  };
  console.error = (...parts: unknown[]) => {
    stderr += `${format(...parts)}\n`;
  };
  process.stdout.write = ((chunk: string | Uint8Array) => {
    stdout += text(chunk);
    return true;
  }) as typeof process.stdout.write;
  try {
    const code = await runShop(args);
    return { stdout, stderr, code };
  } finally {
    console.log = saved.log;
    console.error = saved.error;
    process.stdout.write = saved.write;
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

/** `npm run shop -- <args>` as a process of its own (`node --import tsx server/cli/shop.ts`). */
export function shopProcess(env: Record<string, string>, ...args: string[]): Promise<ShopRun> {
  return new Promise((resolve) =>
    execFile(
      process.execPath,
      ["--import", "tsx", "server/cli/shop.ts", ...args],
      { env: { ...process.env, ...env }, timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : -1) : 0;
        resolve({ stdout, stderr, code });
      },
    ),
  );
}
