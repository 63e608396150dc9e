import type { Config } from "@react-router/dev/config";
import { NOT_FOUND_PATH, prerenderedPaths } from "./shared/site-paths";

export default {
  // A static app: public pages are prerendered to HTML, signed-in pages render in the browser
  // from the SPA fallback (build/client/__spa-fallback.html). See docs/decisions/001-stack.md.
  ssr: false,
  prerender: [...prerenderedPaths, NOT_FOUND_PATH],
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
