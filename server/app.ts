import { Hono } from "hono";
import { compress } from "hono/compress";
import type { FirebaseSettings } from "../shared/firebase-settings";
import { createApi, type ApiDeps } from "./api";
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  documentSecurityHeaders,
  HSTS,
  inlineScriptHashesOf,
} from "./http/security-headers";
import { staticSite } from "./http/static-site";

export interface AppOptions {
  /** The built browser app (build/client). */
  clientDir: string;
  /** The Firebase settings the app was built with (build/firebase-settings.json). */
  firebaseSettings: FirebaseSettings;
  production: boolean;
  /** The JSON API under /api; without it only the built app is served. */
  api?: ApiDeps;
}

export function createApp({ clientDir, firebaseSettings, production, api }: AppOptions) {
  const app = new Hono();

  app.use("*", compress());
  app.use("*", async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(baseSecurityHeaders)) c.header(name, value);
    if (production) c.header("Strict-Transport-Security", HSTS);
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
    console.error(error);
    return c.text("Internal Server Error", 500);
  });

  return app;
}
