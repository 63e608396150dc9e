import type { FirebaseSettings } from "@shared/firebase-settings";
import {
  startTestEmulator,
  TEST_PROJECT,
  type TestEmulator,
} from "../../../scripts/lib/test-emulator";

// For tests against a real Auth Emulator: `~/config/env` as the app reads it, pointed at the
// emulator once it has started. The settings live in the test file's `vi.hoisted` box, so they
// outlive `vi.resetModules()`:
//   const settings = vi.hoisted(() => ({ current: null as EmulatorSettings | null }));
//   vi.mock("~/config/env", async () => (await import("./test-emulator-settings")).envReading(settings));

export type EmulatorSettings = Extract<FirebaseSettings, { mode: "emulator" }>;
export interface SettingsBox {
  current: EmulatorSettings | null;
}

export const TEST_API_KEY = "demo-petbox-api-key";
/** A port nobody listens on. */
export const UNREACHABLE_HOST = "127.0.0.1:9";

/** The mocked `~/config/env`: the box's settings, an unreachable emulator until one has started. */
export function envReading(box: SettingsBox) {
  return {
    get firebaseSettings(): FirebaseSettings {
      return (
        box.current ?? {
          mode: "emulator",
          apiKey: TEST_API_KEY,
          projectId: TEST_PROJECT,
          emulatorHost: UNREACHABLE_HOST,
        }
      );
    },
  };
}

/** Starts a real emulator and points the box's settings at it. */
export async function startEmulatorFor(box: SettingsBox): Promise<TestEmulator> {
  const emulator = await startTestEmulator();
  box.current = {
    mode: "emulator",
    apiKey: TEST_API_KEY,
    projectId: TEST_PROJECT,
    emulatorHost: emulator.host,
  };
  return emulator;
}
