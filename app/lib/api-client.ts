import type { z } from "@shared/zod";
import { contactReceivedSchema, type ContactInput } from "@shared/api/contact";
import { apiErrorSchema } from "@shared/api/errors";
import { newsletterSubscribedSchema, type NewsletterInput } from "@shared/api/newsletter";
import {
  reviewCreatedSchema,
  reviewListSchema,
  type Review,
  type ReviewInput,
  type ReviewList,
} from "@shared/api/reviews";

/**
 * What a call to the shop API comes to, in our own terms: components never see raw responses.
 * - ok: the data, checked against the shared schema
 * - invalid: the server refused the input; one message per field (to show beside the fields)
 * - unauthenticated: the sign-in is missing or no longer valid
 * - not-found: the box (or endpoint) does not exist
 * - rate-limited: too many attempts; try again after `retryAfterSeconds`
 * - unavailable: the server or its database cannot answer, or the network failed
 */
export type ApiResult<T> =
  | { kind: "ok"; data: T }
  | { kind: "invalid"; fields: Record<string, string>; message: string }
  | { kind: "unauthenticated"; message: string }
  | { kind: "not-found"; message: string }
  | { kind: "rate-limited"; retryAfterSeconds: number; message: string }
  | { kind: "unavailable"; message: string };

export interface ApiClientOptions {
  /** Where the API lives; the same origin by default. */
  baseUrl?: string;
  /** Supplies the signed-in user's Firebase ID token, or null for a visitor. */
  getIdToken?: () => Promise<string | null>;
  fetch?: typeof fetch;
}

const UNAVAILABLE = "The shop cannot be reached right now. Please try again.";

export function createApiClient({
  baseUrl = "",
  getIdToken,
  fetch: fetchFn,
}: ApiClientOptions = {}) {
  const doFetch = fetchFn ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  async function call<T>(
    method: "GET" | "POST",
    path: string,
    schema: z.ZodType<T>,
    body?: unknown,
  ): Promise<ApiResult<T>> {
    const headers: Record<string, string> = { accept: "application/json" };
    if (body !== undefined) headers["content-type"] = "application/json";
    let response: Response;
    try {
      const token = getIdToken ? await getIdToken() : null;
      if (token) headers.authorization = `Bearer ${token}`;
      response = await doFetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      return { kind: "unavailable", message: UNAVAILABLE };
    }

    let json: unknown = null;
    try {
      json = await response.json();
    } catch {
      // not JSON: judged by the status below
    }

    if (response.ok) {
      const parsed = schema.safeParse(json);
      return parsed.success
        ? { kind: "ok", data: parsed.data }
        : { kind: "unavailable", message: UNAVAILABLE };
    }
    const error = apiErrorSchema.safeParse(json);
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

  const box = (boxId: string | number) => `/api/boxes/${encodeURIComponent(String(boxId))}/reviews`;

  return {
    listReviews(
      boxId: string | number,
      page: { before?: string; limit?: number } = {},
    ): Promise<ApiResult<ReviewList>> {
      const query = new URLSearchParams();
      if (page.before) query.set("before", page.before);
      if (page.limit) query.set("limit", String(page.limit));
      const search = query.size > 0 ? `?${query}` : "";
      return call("GET", `${box(boxId)}${search}`, reviewListSchema);
    },
    async addReview(boxId: string | number, input: ReviewInput): Promise<ApiResult<Review>> {
      const result = await call("POST", box(boxId), reviewCreatedSchema, input);
      return result.kind === "ok" ? { kind: "ok", data: result.data.review } : result;
    },
    async sendContactMessage(input: ContactInput): Promise<ApiResult<null>> {
      const result = await call("POST", "/api/contact", contactReceivedSchema, input);
      return result.kind === "ok" ? { kind: "ok", data: null } : result;
    },
    async subscribeToNewsletter(input: NewsletterInput): Promise<ApiResult<null>> {
      const result = await call("POST", "/api/newsletter", newsletterSubscribedSchema, input);
      return result.kind === "ok" ? { kind: "ok", data: null } : result;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** A refused or failed API call, with a message written for the person at the keyboard. */
export class ApiFailure extends Error {
  override name = "ApiFailure";
  constructor(readonly result: Exclude<ApiResult<unknown>, { kind: "ok" }>) {
    super(
      result.kind === "rate-limited"
        ? `That was a lot of attempts in a short time. Please try again in ${result.retryAfterSeconds} seconds.`
        : result.kind === "unauthenticated"
          ? "Your sign-in has expired. Please sign in again, then send it once more."
          : result.message,
    );
  }
}

/** The data of a successful call; anything else is thrown as an ApiFailure. */
export function dataOrThrow<T>(result: ApiResult<T>): T {
  if (result.kind === "ok") return result.data;
  throw new ApiFailure(result);
}
