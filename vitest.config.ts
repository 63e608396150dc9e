import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";
import { parseFirebaseSettings } from "./shared/firebase-settings";

export default defineConfig({
  plugins: [tsconfigPaths()],
  define: { __FIREBASE_SETTINGS__: JSON.stringify(parseFirebaseSettings({})) },
  test: {
    environment: "jsdom",
    include: [
      "app/**/*.test.{ts,tsx}",
      "shared/**/*.test.ts",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
    ],
    setupFiles: ["./tests/setup/vitest-setup.ts"],
    restoreMocks: true,
  },
});
