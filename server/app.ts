import { Hono } from "hono";
import { compress } from "hono/compress";
import { requestId, type RequestIdVariables } from "hono/request-id";
import type { FirebaseSettings } from "../shared/firebase-settings";
import { createApi } from "./api";
import type { ApiDeps } from "./api-deps";
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  documentSecurityHeaders,
  HSTS,
  inlineScriptHashesOf,
} from "./http/security-headers";
import { apiError } from "./http/api-error";
import { staticSite } from "./http/static-site";
import { describeError, log, stackFrames, withRequestId } from "./log";

export interface AppOptions {
  /** The built browser app (build/client). */
  clientDir: string;
  /** The Firebase settings the app was built with (build/firebase-settings.json). */
  firebaseSettings: FirebaseSettings;
  production: boolean;
  /** The JSON API under /api; without it only the built app is served. */
  api?: ApiDeps;
  /** One JSON log line per answer (the server turns it on; tests need not). */
  requestLog?: boolean;
  /** True once the server is stopping: every new request gets 503 with Retry-After. */
  stopping?: () => boolean;
}

/** Seconds a client or balancer is asked to wait before trying a stopping server again. */
export const STOPPING_RETRY_AFTER_SECONDS = 2;

/** Where the build puts its hashed, immutable files. */
const ASSETS_PREFIX = "/assets/";

export function createApp({
  clientDir,
  firebaseSettings,
  production,
  api,
  requestLog = false,
  stopping = () => false,
}: AppOptions) {
  const app = new Hono<{ Variables: RequestIdVariables }>();

  // Each answer names its request (X-Request-Id: a balancer's well-formed id is kept, otherwise a
  // UUID), and so does anything logged on its way (decision 063), ending with the request's line.
  app.use("*", requestId(), (c, next) =>
    withRequestId(c.var.requestId, async () => {
      const started = performance.now();
      await next();
      // A hashed asset never changes, so its answer needs no id to be found by: the header
      // would cost every page load ~55 bytes per script (the home page's 120 KB budget counts
      // headers too, decision 007). It is still logged with its id like any request.
      if (c.req.path.startsWith(ASSETS_PREFIX)) c.res.headers.delete("X-Request-Id");
      if (requestLog) {
        // The path without its query, which may carry what a customer typed.
        log.info(
          {
            method: c.req.method,
            path: c.req.path,
            status: c.res.status,
            durationMs: Math.round((performance.now() - started) * 10) / 10,
          },
          "request",
        );
      }
    }),
  );
  app.use("*", compress());
  app.use("*", async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(baseSecurityHeaders)) c.header(name, value);
    if (production) c.header("Strict-Transport-Security", HSTS);
  });

  // A stopping server finishes what it has and takes nothing new: the client (or the balancer)
  // tries again elsewhere, and this connection is closed after the answer (decision 150).
  app.use("*", async (c, next) => {
    if (!stopping()) return next();
    const headers = {
      "Retry-After": String(STOPPING_RETRY_AFTER_SECONDS),
      Connection: "close",
    };
    return apiError(
      c,
      503,
      "unavailable",
      "This server is restarting. Try again in a moment.",
      undefined,
      headers,
    );
  });
  if (api) app.route("/api", createApi(api));
  app.all(
    "*",
    staticSite(clientDir, {
      htmlHeaders: async (file) => ({
        ...documentSecurityHeaders,
        "Content-Security-Policy": contentSecurityPolicy(
          firebaseSettings,
          await inlineScriptHashesOf(file),
          { production },
        ),
      }),
    }),
  );

  app.onError((error, c) => {
    log.error(
      { stack: stackFrames(error) },
      `Error on ${c.req.method} ${c.req.path} (request ${c.var.requestId}): ${describeError(error)}`,
    );
    return c.text("Internal Server Error", 500);
  });

  return app;
}
