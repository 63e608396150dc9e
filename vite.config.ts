import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, loadEnv } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { parseFirebaseSettings, SettingsError } from "./shared/firebase-settings";

export default defineConfig(({ mode }) => {
  // Fail the build early, naming the bad setting, rather than shipping an app that cannot sign in.
  try {
    parseFirebaseSettings({ ...loadEnv(mode, process.cwd(), "VITE_"), ...process.env });
  } catch (error) {
    if (error instanceof SettingsError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  return {
    plugins: [tailwindcss(), reactRouter(), tsconfigPaths()],
    build: { target: "es2022" },
  };
});
