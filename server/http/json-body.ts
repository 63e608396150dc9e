import type { Context } from "hono";
import { MAX_BODY_BYTES } from "../../shared/api/errors";
import { apiError, invalidBody } from "./api-error";

export type BodyResult = { ok: true; value: unknown } | { ok: false; response: Response };

const JSON_TYPE = /^application\/json\s*(;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;

/** 413 from the declared size, before anything else is looked at. */
export function declaredTooLarge(c: Context, maxBytes = MAX_BODY_BYTES): Response | null {
  const declared = c.req.header("content-length");
  if (declared !== undefined && (!/^\d+$/.test(declared) || Number(declared) > maxBytes)) {
    return tooLarge(c, maxBytes);
  }
  return null;
}

function tooLarge(c: Context, maxBytes: number) {
  return apiError(c, 413, "payload_too_large", `The body is larger than ${maxBytes / 1024} KB.`);
}

/**
 * Reads a JSON body safely: only `application/json` (UTF-8), at most `maxBytes` counted on the
 * bytes actually received (a chunked body has no Content-Length), valid UTF-8, valid JSON.
 */
export async function readJsonBody(c: Context, maxBytes = MAX_BODY_BYTES): Promise<BodyResult> {
  const early = declaredTooLarge(c, maxBytes);
  if (early) return { ok: false, response: early };
  const type = c.req.header("content-type") ?? "";
  if (!JSON_TYPE.test(type.trim())) {
    return {
      ok: false,
      response: apiError(
        c,
        415,
        "unsupported_media_type",
        "Send the body as application/json (UTF-8).",
      ),
    };
  }

  const chunks: Uint8Array[] = [];
  let size = 0;
  const stream = c.req.raw.body;
  if (stream) {
    const reader = stream.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => {});
        return { ok: false, response: tooLarge(c, maxBytes) };
      }
      chunks.push(value);
    }
  }

  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    return { ok: false, response: invalidBody(c, { body: "The body is not valid UTF-8." }) };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, response: invalidBody(c, { body: "The body is not valid JSON." }) };
  }
}
