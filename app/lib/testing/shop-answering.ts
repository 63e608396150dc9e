import { vi } from "vitest";
import { createApiClient } from "../api-client";

/**
 * For tests: the shop's real API client over a `fetch` that answers every call with `status` and
 * `body` (JSON), and keys every write "key-1". `fetch.mock.calls` shows what was sent.
 */
export function shopAnswering(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fetch = vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { "content-type": "application/json", ...headers },
      }),
  );
  return { fetch, api: createApiClient({ fetch, newKey: () => "key-1" }) };
}
