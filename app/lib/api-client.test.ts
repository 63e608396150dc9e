import { describe, expect, it, vi } from "vitest";
import { z } from "@shared/zod";
import { createApiClient } from "./api-client";

function respond(status: number, body: unknown, headers: Record<string, string> = {}) {
  return vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) =>
      new Response(typeof body === "string" ? body : JSON.stringify(body), {
        status,
        headers: { "content-type": "application/json", ...headers },
      }),
  );
}

/** Stand-in answer schemas: the client checks any answer against the schema it is given. */
const received = z.object({ received: z.literal(true) });
const note = z.object({ note: z.object({ id: z.number(), text: z.string() }) });
const notes = z.object({ notes: z.array(z.object({ id: z.number(), text: z.string() })) });

describe("createApiClient", () => {
  it("posts JSON with the ID token and returns the checked answer", async () => {
    const fetch = respond(201, { note: { id: 7, text: "Lovely" } });
    const client = createApiClient({
      baseUrl: "https://shop.example",
      fetch,
      getIdToken: async () => "token-123",
    });
    expect(await client.request("POST", "/api/notes", note, { text: "Lovely", rating: 5 })).toEqual(
      { kind: "ok", data: { note: { id: 7, text: "Lovely" } } },
    );
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("https://shop.example/api/notes");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("accept")).toBe("application/json");
    expect(new Headers(init?.headers).get("authorization")).toBe("Bearer token-123");
    expect(new Headers(init?.headers).get("content-type")).toBe("application/json");
    expect(JSON.parse(String(init?.body))).toEqual({ text: "Lovely", rating: 5 });
  });

  it("sends no Authorization header for a visitor, and a read with no body", async () => {
    const fetch = respond(200, { notes: [{ id: 7, text: "Lovely" }] });
    const client = createApiClient({ fetch, getIdToken: async () => null });
    const result = await client.request("GET", "/api/notes?before=9", notes);
    expect(result).toEqual({ kind: "ok", data: { notes: [{ id: 7, text: "Lovely" }] } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/notes?before=9");
    expect(init?.method).toBe("GET");
    expect(init?.body).toBeUndefined();
    expect(new Headers(init?.headers).has("authorization")).toBe(false);
    expect(new Headers(init?.headers).has("content-type")).toBe(false);
  });

  it("turns a 400 into field errors", async () => {
    const fetch = respond(400, {
      error: {
        code: "invalid_body",
        message: "Check the field: rating.",
        fields: { rating: "Give a rating from 1 to 5." },
      },
    });
    const result = await createApiClient({ fetch }).request("POST", "/api/notes", note, {
      text: "x",
      rating: 9,
    });
    expect(result).toEqual({
      kind: "invalid",
      fields: { rating: "Give a rating from 1 to 5." },
      message: "Check the field: rating.",
    });
  });

  it("reports 401, 404 and 429 with Retry-After in its own words", async () => {
    const err = (code: string) => ({ error: { code, message: code } });
    expect(
      (
        await createApiClient({ fetch: respond(401, err("unauthenticated")) }).request(
          "POST",
          "/api/contact",
          received,
          { name: "a", email: "a@b.co", message: "m" },
        )
      ).kind,
    ).toBe("unauthenticated");
    expect(
      (
        await createApiClient({ fetch: respond(404, err("not_found")) }).request(
          "GET",
          "/api/notes/99",
          note,
        )
      ).kind,
    ).toBe("not-found");
    expect(
      await createApiClient({
        fetch: respond(429, err("rate_limited"), { "retry-after": "42" }),
      }).request("POST", "/api/newsletter", received, { email: "a@b.co" }),
    ).toEqual({
      kind: "rate-limited",
      retryAfterSeconds: 42,
      message: "rate_limited",
    });
  });

  it("reads 413 and 415 as invalid, 422 as a conflict, and a bare 429 as a minute's wait", async () => {
    const err = { error: { code: "invalid_body", message: "Why.", fields: { text: "Too long." } } };
    const answer = (status: number, headers: Record<string, string> = {}) =>
      createApiClient({ fetch: respond(status, err, headers) }).request(
        "POST",
        "/api/notes",
        note,
        {},
      );
    const refused = { fields: { text: "Too long." }, message: "Why." };
    expect(await answer(413)).toEqual({ kind: "invalid", ...refused });
    expect(await answer(415)).toEqual({ kind: "invalid", ...refused });
    expect(await answer(422)).toEqual({ kind: "conflict", ...refused });
    expect(await answer(429, { "retry-after": "soon" })).toEqual({
      kind: "rate-limited",
      retryAfterSeconds: 60,
      message: "Why.",
    });
  });

  it("says unavailable for 503, a network failure, a non-JSON page or an unexpected body", async () => {
    const failing = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    const cases = [
      createApiClient({ fetch: respond(503, { error: { code: "unavailable", message: "down" } }) }),
      createApiClient({ fetch: failing }),
      createApiClient({ fetch: respond(502, "<html>Bad gateway</html>") }),
      createApiClient({ fetch: respond(200, { notes: "nope" }) }),
    ];
    for (const client of cases) {
      expect((await client.request("GET", "/api/notes", notes)).kind).toBe("unavailable");
    }
  });

  it("says unavailable when the ID token cannot be had", async () => {
    const fetch = respond(201, { received: true });
    const client = createApiClient({
      fetch,
      getIdToken: async () => {
        throw new Error("network");
      },
    });
    expect((await client.request("POST", "/api/contact", received, { message: "m" })).kind).toBe(
      "unavailable",
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("idempotency keys on writes", () => {
  const keyOf = (fetch: ReturnType<typeof vi.fn>, call: number) =>
    new Headers((fetch.mock.calls[call] as [unknown, RequestInit])[1].headers).get(
      "idempotency-key",
    );

  /** A fetch that answers each call with the next of `statuses` (0 = the network fails). */
  function answering(...statuses: number[]) {
    let call = 0;
    return vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => {
      const status = statuses[call++] ?? 201;
      if (status === 0) throw new TypeError("Failed to fetch");
      const body =
        status < 300 ? { received: true } : { error: { code: "unavailable", message: "down" } };
      return new Response(JSON.stringify(body), {
        status,
        headers: { "content-type": "application/json" },
      });
    });
  }

  function keys() {
    let n = 0;
    return () => `key-${++n}`;
  }

  const message = { name: "Ada", email: "ada@example.com", message: "Hello" };
  type Client = ReturnType<typeof createApiClient>;
  const send = (client: Client, body: unknown = message) =>
    client.request("POST", "/api/contact", received, body);

  it("sends a fresh key with every write, and none with a read", async () => {
    const fetch = answering(201, 201, 200);
    const client = createApiClient({ fetch, newKey: keys() });
    await send(client);
    await send(client, { ...message, message: "Hello again" });
    expect(keyOf(fetch, 0)).toBe("key-1");
    expect(keyOf(fetch, 1)).toBe("key-2");
    const list = respond(200, { notes: [] });
    await createApiClient({ fetch: list, newKey: keys() }).request("GET", "/api/notes", notes);
    expect(keyOf(list, 0)).toBeNull();
  });

  it("reuses the key when the same values are sent again after an unknown outcome", async () => {
    // A network failure, then a 503, then success: three tries of one message, one key.
    const fetch = answering(0, 503, 201, 201);
    const client = createApiClient({ fetch, newKey: keys() });
    expect((await send(client)).kind).toBe("unavailable");
    expect((await send(client)).kind).toBe("unavailable");
    expect((await send(client)).kind).toBe("ok");
    expect([keyOf(fetch, 0), keyOf(fetch, 1), keyOf(fetch, 2)]).toEqual([
      "key-1",
      "key-1",
      "key-1",
    ]);
    // After success, the same values again are a new message.
    await send(client);
    expect(keyOf(fetch, 3)).toBe("key-2");
  });

  it("makes a new key once the values change, and after a refusal", async () => {
    const fetch = answering(0, 0, 400, 201);
    const client = createApiClient({ fetch, newKey: keys() });
    const edited = { ...message, message: "Hello, edited" };
    await send(client);
    await send(client, edited);
    await send(client, edited);
    await send(client, edited);
    expect([keyOf(fetch, 0), keyOf(fetch, 1), keyOf(fetch, 2), keyOf(fetch, 3)]).toEqual([
      "key-1",
      "key-2",
      "key-2",
      // A 400 is a known outcome: nothing was stored, the next try starts afresh.
      "key-3",
    ]);
  });

  it("keeps one key per endpoint: a retry on one box is not confused with another", async () => {
    const fetch = answering(0, 0, 0);
    const client = createApiClient({ fetch, newKey: keys() });
    const review = { text: "Nice", rating: 5 };
    await client.request("POST", "/api/boxes/1/reviews", received, review);
    await client.request("POST", "/api/boxes/2/reviews", received, review);
    await client.request("POST", "/api/boxes/1/reviews", received, review);
    expect([keyOf(fetch, 0), keyOf(fetch, 1), keyOf(fetch, 2)]).toEqual([
      "key-1",
      "key-2",
      "key-1",
    ]);
  });

  it("makes UUIDs by default", async () => {
    const fetch = answering(201);
    await createApiClient({ fetch }).request("POST", "/api/newsletter", received, {
      email: "a@b.co",
    });
    expect(keyOf(fetch, 0)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  describe("request, for any endpoint", () => {
    const pet = z.object({ pet: z.object({ id: z.number(), name: z.string() }) });

    it("sends PATCH and DELETE with an Idempotency-Key and reads a 204 as no body", async () => {
      const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) =>
        init?.method === "DELETE"
          ? new Response(null, { status: 204 })
          : new Response(JSON.stringify({ pet: { id: 4, name: "Milo" } }), { status: 200 }),
      );
      let n = 0;
      const client = createApiClient({ fetch, newKey: () => `key-${(n += 1)}` });
      expect(await client.request("PATCH", "/api/pets/4", pet, { name: "Milo" })).toEqual({
        kind: "ok",
        data: { pet: { id: 4, name: "Milo" } },
      });
      expect(await client.request("DELETE", "/api/pets/4", z.null())).toEqual({
        kind: "ok",
        data: null,
      });
      const keys = fetch.mock.calls.map(([, init]) =>
        new Headers(init?.headers).get("idempotency-key"),
      );
      expect(keys).toEqual(["key-1", "key-2"]);
      expect(await client.request("GET", "/api/pets", z.unknown())).toMatchObject({ kind: "ok" });
      expect(new Headers(fetch.mock.calls[2]![1]?.headers).has("idempotency-key")).toBe(false);
    });

    it("turns a 409 into a conflict whose message says why", async () => {
      const fetch = respond(409, {
        error: {
          code: "conflict",
          message:
            "This pet has a live subscription. Cancel the subscription first, then delete the pet.",
        },
      });
      expect(await createApiClient({ fetch }).request("DELETE", "/api/pets/4", z.null())).toEqual({
        kind: "conflict",
        fields: {},
        message:
          "This pet has a live subscription. Cancel the subscription first, then delete the pet.",
      });
    });

    it("retries a DELETE whose outcome is unknown with the same key", async () => {
      const fetch = vi
        .fn<(url: RequestInfo | URL, init?: RequestInit) => Promise<Response>>()
        .mockRejectedValueOnce(new TypeError("network"))
        .mockResolvedValue(new Response(null, { status: 204 }));
      let n = 0;
      const client = createApiClient({ fetch, newKey: () => `key-${(n += 1)}` });
      expect((await client.request("DELETE", "/api/pets/4", z.null())).kind).toBe("unavailable");
      expect((await client.request("DELETE", "/api/pets/4", z.null())).kind).toBe("ok");
      const keys = fetch.mock.calls.map(([, init]) =>
        new Headers(init?.headers).get("idempotency-key"),
      );
      expect(keys).toEqual(["key-1", "key-1"]);
    });
  });
});
