import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./shared/site-paths";

export default {
  // A static app: public pages are prerendered to HTML, signed-in pages render in the browser
  // from the SPA fallback (build/client/__spa-fallback.html). See docs/decisions/001-stack.md.
  // Which pages are which is declared in the route manifest, shared/site-routes.ts.
  ssr: false,
  prerender: prerenderedPaths,
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
