import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";
import { parseFirebaseSettings } from "./shared/firebase-settings";
import { DEFAULT_SITE_URL } from "./shared/site-url";

export default defineConfig({
  plugins: [tsconfigPaths()],
  define: {
    __FIREBASE_SETTINGS__: JSON.stringify(parseFirebaseSettings({})),
    __SITE_URL__: JSON.stringify(DEFAULT_SITE_URL),
  },
  test: {
    environment: "jsdom",
    include: [
      "app/**/*.test.{ts,tsx}",
      "shared/**/*.test.ts",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
    ],
    setupFiles: ["./tests/setup/vitest-setup.ts"],
    // One Auth Emulator for the run, started by the first file that needs it.
    globalSetup: ["./tests/setup/auth-emulator.ts"],
    restoreMocks: true,
  },
});
