// Types for the parts of services.mjs that TypeScript code (server tests) uses.
import type { ChildProcess } from "node:child_process";

export const root: string;
export const e2ePorts: { app: number; emulator: number };
export function e2eDataDir(): string;
export function isPortFree(port: number, host?: string): Promise<boolean>;
export function waitForHttp(
  url: string,
  options?: { timeoutMs?: number; child?: ChildProcess },
): Promise<void>;
export function emulatorConfigFor(port: number): string;
export function startEmulator(options?: {
  config?: string;
  dataDir?: string;
  quiet?: boolean;
}): ChildProcess;
export function stopProcess(
  child: ChildProcess | undefined,
  signal?: NodeJS.Signals,
  graceMs?: number,
): Promise<void>;
