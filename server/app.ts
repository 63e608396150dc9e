import { Hono } from "hono";
import { compress } from "hono/compress";
import { createApi, type ApiDeps } from "./api";
import { staticSite } from "./http/static-site";

export interface AppOptions {
  /** The built browser app (build/client). */
  clientDir: string;
  production: boolean;
  /** The JSON API under /api; without it only the built app is served. */
  api?: ApiDeps;
}

export function createApp({ clientDir, production, api }: AppOptions) {
  const app = new Hono();

  app.use("*", compress());
  app.use("*", async (c, next) => {
    await next();
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Referrer-Policy", "strict-origin-when-cross-origin");
    // Popup sign-in (Google, GitHub) needs the opener kept for popups we open.
    c.header("Cross-Origin-Opener-Policy", "same-origin-allow-popups");
    if (production) c.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  });

  if (api) app.route("/api", createApi(api));
  app.all("*", staticSite(clientDir));

  app.onError((error, c) => {
    console.error(error);
    return c.text("Internal Server Error", 500);
  });

  return app;
}
