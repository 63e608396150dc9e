import { afterEach, describe, expect, it, vi } from "vitest";
import { createAuthStore, UNREACHABLE_NOTICE, VISITOR_STATE } from "./auth-store";
import { createTestAuthClient, testUser } from "./test-auth-client";

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("auth store", () => {
  afterEach(() => vi.useRealTimers());

  it("is loading at first when a session is stored, until the service reports", async () => {
    const service = createTestAuthClient({ storedSession: true });
    const store = createAuthStore(service.client);
    expect(store.getSnapshot()).toMatchObject({ initialized: false, loading: true, user: null });

    store.start();
    await flush();
    service.report(testUser);
    expect(store.getSnapshot()).toMatchObject({
      initialized: true,
      loading: false,
      user: testUser,
    });
  });

  it("knows a visitor at once when no session is stored", () => {
    const store = createAuthStore(createTestAuthClient().client);
    expect(store.getSnapshot()).toEqual(VISITOR_STATE);
  });

  it("follows every change the service reports: present, then absent", async () => {
    const service = createTestAuthClient({ storedSession: true });
    const store = createAuthStore(service.client);
    const seen: unknown[] = [];
    store.subscribe(() => seen.push(store.getSnapshot().user?.uid ?? null));
    store.start();
    await flush();
    service.report(testUser);
    service.report(null);
    expect(seen).toEqual(["u1", null]);
    expect(store.getSnapshot().loading).toBe(false);
  });

  it("sets loading again while a profile update runs", async () => {
    const service = createTestAuthClient({ storedSession: true });
    const store = createAuthStore(service.client);
    store.start();
    await flush();
    service.report(testUser);

    store.beginProfileUpdate();
    expect(store.getSnapshot()).toMatchObject({ loading: true, user: testUser });
    store.endProfileUpdate({ ...testUser, displayName: "Mia Fern" });
    expect(store.getSnapshot()).toMatchObject({
      loading: false,
      user: { displayName: "Mia Fern" },
    });
  });

  it("shows the app as for a visitor, with a notice, when the service never answers", async () => {
    vi.useFakeTimers();
    const client = {
      whenNeeded: () => () => {},
      hasStoredSession: () => true,
      onUserChanged: () => new Promise<() => void>(() => {}),
    };
    const store = createAuthStore(client, { startTimeoutMs: 5000 });
    store.start();
    vi.advanceTimersByTime(4999);
    expect(store.getSnapshot().initialized).toBe(false);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toMatchObject({
      initialized: true,
      user: null,
      notice: UNREACHABLE_NOTICE,
    });
  });

  it("shows the app as for a visitor when the SDK cannot be loaded", async () => {
    const client = {
      whenNeeded: () => () => {},
      hasStoredSession: () => true,
      onUserChanged: () => Promise.reject(new Error("chunk failed")),
    };
    const store = createAuthStore(client);
    store.start();
    await flush();
    expect(store.getSnapshot()).toMatchObject({
      initialized: true,
      loading: false,
      notice: UNREACHABLE_NOTICE,
    });
  });

  it("stops listening when stopped", async () => {
    const service = createTestAuthClient({ storedSession: true });
    const stop = createAuthStore(service.client).start();
    await flush();
    stop();
    expect(service.unsubscribed).toBe(true);
  });

  it("does not connect for a visitor until the identity service is needed, then follows it", async () => {
    const service = createTestAuthClient();
    const store = createAuthStore(service.client);
    store.start();
    await flush();
    expect(service.listening).toBe(false);
    expect(store.getSnapshot()).toEqual(VISITOR_STATE);

    service.need();
    await flush();
    expect(service.listening).toBe(true);
    service.report(testUser);
    expect(store.getSnapshot()).toMatchObject({ initialized: true, user: testUser });
  });

  it("stops waiting when stopped before the service was needed", async () => {
    const service = createTestAuthClient();
    const stop = createAuthStore(service.client).start();
    stop();
    service.need();
    await flush();
    expect(service.listening).toBe(false);
  });
});
