import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { defineConfig, loadEnv } from "vite";
import { visualizer } from "rollup-plugin-visualizer";
import tsconfigPaths from "vite-tsconfig-paths";
import { parseFirebaseSettings, SettingsError } from "./shared/firebase-settings";

export default defineConfig(({ mode, command }) => {
  // Fail the build early, naming the bad setting, rather than shipping an app that cannot sign in.
  let firebaseSettings;
  try {
    firebaseSettings = parseFirebaseSettings({
      ...loadEnv(mode, process.cwd(), "VITE_"),
      ...process.env,
    });
  } catch (error) {
    if (error instanceof SettingsError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  if (command === "build") {
    // The shop server derives its Content-Security-Policy from the settings the app was built with.
    const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
    mkdirSync(buildDir, { recursive: true });
    writeFileSync(path.join(buildDir, "firebase-settings.json"), JSON.stringify(firebaseSettings));
  }
  return {
    define: { __FIREBASE_SETTINGS__: JSON.stringify(firebaseSettings) },
    plugins: [
      tailwindcss(),
      reactRouter(),
      tsconfigPaths(),
      // `npm run bench` asks for module sizes of the browser bundle (BUNDLE_STATS=path).
      process.env.BUNDLE_STATS
        ? {
            ...visualizer({
              filename: process.env.BUNDLE_STATS,
              template: "raw-data",
              gzipSize: true,
              brotliSize: true,
            }),
            applyToEnvironment: (environment: { name: string }) => environment.name === "client",
          }
        : null,
    ],
    build: {
      target: "es2022",
      // Fewer, larger chunks: on a phone each extra request on the first load costs a round trip.
      rollupOptions: { output: { experimentalMinChunkSize: 2000 } },
    },
  };
});
