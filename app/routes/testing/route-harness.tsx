import { act, render } from "@testing-library/react";
import type { ComponentType } from "react";
import { createRoutesStub, useLocation } from "react-router";
import { vi } from "vitest";
import { AuthProvider } from "~/features/auth/auth-provider";
import { SESSION_KEY } from "~/features/auth/stored-session";
import { createTestAuthClient, testUser } from "~/features/auth/test-auth-client";
import { setIdTokenProvider } from "~/lib/id-token";

/** What a route module exports, as the router calls it. */
export interface RouteModule {
  default: ComponentType<never>;
  clientLoader?: (args: never) => unknown;
  clientAction?: (args: never) => unknown;
  ErrorBoundary?: ComponentType<never>;
}

type Reply = { status: number; body?: unknown };

/**
 * The shop's API as the browser sees it, for route tests: `answer("GET /api/pets")` is asked
 * for every call and may answer in turn; every call is kept (method, path, Authorization).
 */
export function stubShop(answer: (call: string, body: unknown) => Reply | Promise<Reply>) {
  const calls: { call: string; authorization: string | null }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = `${init?.method ?? "GET"} ${url}`;
      calls.push({ call, authorization: new Headers(init?.headers).get("authorization") });
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : null;
      const reply = await answer(call, body);
      return new Response(reply.status === 204 ? null : JSON.stringify(reply.body ?? null), {
        status: reply.status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return {
    calls,
    /** How often `call` ("GET /api/pets") was made. */
    count: (call: string) => calls.filter((each) => each.call === call).length,
  };
}

/** A refusal in the API's error format (shared/api/errors.ts). */
export function refusal(status: number, code: string, message: string): Reply {
  return { status, body: { error: { code, message } } };
}

function LoginProbe() {
  const location = useLocation();
  return <p>login page {location.search}</p>;
}

/**
 * Renders a route module at `path` (its pattern `pattern`) as the app does: its clientLoader,
 * component, action and ErrorBoundary, inside the auth provider. A customer's session is stored
 * (its ID token "stored-token") unless `visitor`; `confirm()` is the identity service confirming
 * it, which the screen waits for (spec §2).
 */
export function renderRoute(
  module: RouteModule,
  { path, pattern = path, visitor = false }: { path: string; pattern?: string; visitor?: boolean },
) {
  if (!visitor) localStorage.setItem(SESSION_KEY, JSON.stringify({ uid: testUser.uid }));
  setIdTokenProvider(async () => (visitor ? null : "stored-token"));
  const service = createTestAuthClient({ storedSession: !visitor });
  const Stub = createRoutesStub([
    {
      path: pattern,
      Component: module.default as ComponentType,
      HydrateFallback: () => null,
      ...(module.clientLoader ? { loader: module.clientLoader as () => unknown } : {}),
      ...(module.clientAction ? { action: module.clientAction as () => unknown } : {}),
      ...(module.ErrorBoundary ? { ErrorBoundary: module.ErrorBoundary as ComponentType } : {}),
    },
    { path: "/login", Component: LoginProbe },
  ]);
  render(
    <AuthProvider client={service.client}>
      <Stub initialEntries={[path]} />
    </AuthProvider>,
  );
  return {
    async confirm() {
      await act(async () => {});
      await act(async () => service.report(testUser));
    },
  };
}
