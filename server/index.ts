import { readFileSync } from "node:fs";
import path from "node:path";
import { serve } from "@hono/node-server";
import type { FirebaseSettings } from "../shared/firebase-settings";
import { createApp } from "./app";

const port = Number(process.env.PORT ?? 3000);
const buildDir = process.env.BUILD_DIR ?? "build";
const clientDir = path.resolve(buildDir, "client");
const production = process.env.NODE_ENV === "production";

function readBuildSettings(): FirebaseSettings {
  const file = path.resolve(buildDir, "firebase-settings.json");
  try {
    return JSON.parse(readFileSync(file, "utf8")) as FirebaseSettings;
  } catch {
    console.error(`No built app in ${buildDir}/ (missing ${file}): run \`npm run build\` first.`);
    process.exit(1);
  }
}

const app = createApp({ clientDir, production, firebaseSettings: readBuildSettings() });
const server = serve(
  { fetch: app.fetch, port, hostname: process.env.HOST ?? "0.0.0.0" },
  (info) => {
    console.log(`Shop server ready at http://localhost:${info.port}`);
  },
);

server.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EADDRINUSE") {
    console.error(
      `Port ${port} is already in use: stop whatever uses it or set PORT to another port.`,
    );
  } else {
    console.error(`The shop server could not start: ${error.message}`);
  }
  process.exit(1);
});

function shutdown() {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
