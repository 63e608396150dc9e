import { Hono } from "hono";
import { openApiDocument } from "./document";

/**
 * GET /api/openapi.json: the API reference (decision 185). Built on the first request, then
 * kept: it depends on nothing but the code. Cache-Control is the API's (no-store), like every
 * answer under /api, so a reader never sees the reference of an older deploy.
 */
export function openApiRoutes() {
  let text: string | null = null;
  return new Hono().get("/", (c) => {
    text ??= JSON.stringify(openApiDocument());
    return c.body(text, 200, { "Content-Type": "application/json" });
  });
}
