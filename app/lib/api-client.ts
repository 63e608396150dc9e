import { apiErrorReader } from "@shared/api/answer-readers";
import type { Reader } from "@shared/reader";
import { SHOP_UNREACHABLE as UNAVAILABLE, type ApiResult } from "./api-failure";
import { earlyOr } from "./early-response";

export type { ApiResult } from "./api-failure";

export interface ApiClientOptions {
  /** Where the API lives; the same origin by default. */
  baseUrl?: string;
  /** Supplies the signed-in user's Firebase ID token, or null for a visitor. */
  getIdToken?: () => Promise<string | null>;
  fetch?: typeof fetch;
  /** Makes a new idempotency key; random UUIDs by default. */
  newKey?: () => string;
}

export function createApiClient({
  baseUrl = "",
  getIdToken,
  fetch: fetchFn,
  newKey = randomKey,
}: ApiClientOptions = {}) {
  const doFetch = fetchFn ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  // The last write to each path whose outcome is unknown: sending the same body there again is a
  // retry, so it carries the same Idempotency-Key and the server answers it once.
  const unsettled = new Map<string, { body: string; key: string }>();

  /**
   * One call of the shop API, its answer checked by `schema`, a zod schema or a reader of
   * shared/reader.ts (a 204's body is `null`).
   * Every write (POST, PUT, PATCH, DELETE) carries an Idempotency-Key (decision 084).
   */
  async function call<T>(
    method: Method,
    path: string,
    schema: Reader<T>,
    body?: unknown,
  ): Promise<ApiResult<T>> {
    const headers: Record<string, string> = { accept: "application/json" };
    const payload = body === undefined ? undefined : JSON.stringify(body);
    if (payload !== undefined) headers["content-type"] = "application/json";
    const write = method !== "GET";
    const target = `${method} ${path}`;
    if (write) {
      const previous = unsettled.get(target);
      const key = previous && previous.body === (payload ?? "") ? previous.key : newKey();
      unsettled.set(target, { body: payload ?? "", key });
      headers["idempotency-key"] = key;
    }
    const result = await send<T>(method, path, schema, headers, payload);
    // Known outcomes (stored, or refused for good) end the attempt; the next submission is new.
    if (write && result.kind !== "unavailable") unsettled.delete(target);
    return result;
  }

  async function send<T>(
    method: Method,
    path: string,
    schema: Reader<T>,
    headers: Record<string, string>,
    payload: string | undefined,
  ): Promise<ApiResult<T>> {
    let response: Response;
    try {
      const token = getIdToken ? await getIdToken() : null;
      if (token) headers.authorization = `Bearer ${token}`;
      const url = `${baseUrl}${path}`;
      const fetchNow = () => doFetch(url, { method, headers, body: payload });
      // A read the SPA fallback's script already sent, with the same token, is not sent again.
      response = await (method === "GET" ? earlyOr(url, token, fetchNow) : fetchNow());
    } catch {
      return { kind: "unavailable", message: UNAVAILABLE };
    }

    let json: unknown = null;
    if (response.status !== 204) {
      try {
        json = await response.json();
      } catch {
        // not JSON: judged by the status below
      }
    }

    if (response.ok) {
      const parsed = schema.safeParse(json);
      return parsed.success
        ? { kind: "ok", data: parsed.data }
        : { kind: "unavailable", message: UNAVAILABLE };
    }
    const error = apiErrorReader.safeParse(json);
    const message = error.success ? error.data.error.message : UNAVAILABLE;
    switch (response.status) {
      case 400:
      case 413:
      case 415:
        return {
          kind: "invalid",
          fields: (error.success && error.data.error.fields) || {},
          message,
        };
      case 401:
        return { kind: "unauthenticated", message };
      case 404:
        return { kind: "not-found", message };
      case 409:
      case 422:
        return {
          kind: "conflict",
          fields: (error.success && error.data.error.fields) || {},
          message,
        };
      case 429: {
        const retry = Number(response.headers.get("retry-after"));
        return {
          kind: "rate-limited",
          retryAfterSeconds: Number.isFinite(retry) && retry > 0 ? retry : 60,
          message,
        };
      }
      default:
        return { kind: "unavailable", message: error.success ? message : UNAVAILABLE };
    }
  }

  return {
    /** Any endpoint: each feature keeps its own calls, and their schemas, in its api/ folder. */
    request: call,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A random UUID; outside a secure context (no crypto.randomUUID) built from random bytes. */
function randomKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
