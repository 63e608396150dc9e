import path from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app";

const port = Number(process.env.PORT ?? 3000);
const buildDir = process.env.BUILD_DIR ?? "build";
const clientDir = path.resolve(buildDir, "client");
const production = process.env.NODE_ENV === "production";

const app = createApp({ clientDir, production });
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
