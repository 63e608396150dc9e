import { zValidator } from "@hono/zod-validator";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { every } from "hono/combine";
import { createMiddleware } from "hono/factory";
import { fieldErrors, MAX_BODY_BYTES } from "../../shared/api/errors";
import type { z } from "../../shared/zod";
import { apiError, invalidBody } from "./api-error";

const JSON_TYPE = /^application\/json\s*(;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;

function tooLarge(c: Context) {
  return apiError(
    c,
    413,
    "payload_too_large",
    `The body is larger than ${MAX_BODY_BYTES / 1024} KB.`,
  );
}

/**
 * 413 from the declared size, before the token is checked (decision 041's order). A length
 * that is not a number is refused too. The bytes actually received are counted by `jsonBody`.
 */
export const declaredSize = (): MiddlewareHandler =>
  createMiddleware(async (c, next) => {
    const declared = c.req.header("content-length");
    if (declared !== undefined && (!/^\d+$/.test(declared) || Number(declared) > MAX_BODY_BYTES)) {
      return tooLarge(c);
    }
    await next();
  });

const jsonContentType = createMiddleware(async (c, next) => {
  if (!JSON_TYPE.test((c.req.header("content-type") ?? "").trim())) {
    return apiError(c, 415, "unsupported_media_type", "Send the body as application/json (UTF-8).");
  }
  await next();
});

// Hono's bodyLimit trusts a Content-Length (Node's HTTP parser never delivers more bytes than
// it declares) and counts the bytes of a chunked body as they arrive.
const receivedSize = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });

// The validator below parses with `c.req.json()`, which would replace bad UTF-8 silently and
// answer bad JSON in its own words: both are refused here first, in decision 041's format.
const strictJson = createMiddleware(async (c, next) => {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(await c.req.arrayBuffer());
  } catch {
    return invalidBody(c, { body: "The body is not valid UTF-8." });
  }
  try {
    JSON.parse(text);
  } catch {
    return invalidBody(c, { body: "The body is not valid JSON." });
  }
  await next();
});

/**
 * The request's JSON body, checked in decision 041's order: content type (415), size counted
 * on the bytes received (413), UTF-8 and JSON (400), then `schema` (400 `invalid_body` with
 * one message per field). The handler reads the parsed value with `c.req.valid("json")`.
 */
export function jsonBody<Schema extends z.ZodMiniType>(schema: Schema) {
  const validate = zValidator("json", schema, (result, c) => {
    if (!result.success) return invalidBody(c, fieldErrors(result.error));
  });
  // `every` runs them in order and stops at the first answer; the types are the validator's.
  return every(jsonContentType, receivedSize, strictJson, validate) as typeof validate;
}

/**
 * `jsonBody` for a body that may be left out: a request with none (a length of 0, or no length,
 * content type or chunks) passes, and `c.req.valid("json")` is then undefined.
 */
export function optionalJsonBody<Schema extends z.ZodMiniType>(schema: Schema) {
  const body = jsonBody(schema);
  const optional: MiddlewareHandler = async (c, next) => {
    const length = c.req.header("content-length");
    // A declared length says it; without one, a content type or a chunked body means one.
    const sent =
      length !== undefined
        ? length !== "0"
        : c.req.header("content-type") !== undefined ||
          c.req.header("transfer-encoding") !== undefined;
    if (sent) return body(c, next);
    await next();
  };
  return optional as typeof body;
}

/** The query string checked by `schema`: 400 `invalid_query` naming the parameters. */
export function validQuery<Schema extends z.ZodMiniType>(schema: Schema) {
  return zValidator("query", schema, (result, c) => {
    if (!result.success) {
      return apiError(c, 400, "invalid_query", "Check the query.", fieldErrors(result.error));
    }
  });
}
