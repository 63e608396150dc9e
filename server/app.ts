import { Hono } from "hono";
import { compress } from "hono/compress";
import { staticSite } from "./http/static-site";

export interface AppOptions {
  /** The built browser app (build/client). */
  clientDir: string;
  production: boolean;
}

export function createApp({ clientDir, production }: AppOptions) {
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

  app.all("*", staticSite(clientDir));

  app.onError((error, c) => {
    console.error(error);
    return c.text("Internal Server Error", 500);
  });

  return app;
}
