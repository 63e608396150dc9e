import { afterEach, describe, expect, it } from "vitest";
import { firebaseSettings } from "~/config/env";
import { currentIdToken } from "~/lib/id-token";
import { TOKEN_REFRESH_MARGIN_MS } from "@shared/identity-service";
import "./firebase-auth-client";
import { storedUid } from "./stored-session";

const key = `firebase:authUser:${firebaseSettings.apiKey}:[DEFAULT]`;
const now = Date.now();

function store(session: unknown) {
  localStorage.setItem(key, typeof session === "string" ? session : JSON.stringify(session));
}

afterEach(() => localStorage.clear());

describe("the stored session, read without the SDK", () => {
  const session = (expirationTime: number) => ({
    uid: "uid-1",
    email: "mia@example.com",
    stsTokenManager: { accessToken: "id-token", refreshToken: "refresh", expirationTime },
  });

  it("gives the account", () => {
    store(session(now + 3_600_000));
    expect(storedUid()).toBe("uid-1");
  });

  it("gives nothing for no session, a corrupt one, or one without an account", () => {
    expect(storedUid()).toBeNull();
    store("{not json");
    expect(storedUid()).toBeNull();
    store({ uid: 7, stsTokenManager: { accessToken: "id-token", expirationTime: now } });
    expect(storedUid()).toBeNull();
  });

  it("lends our API no token from a record of a shape it does not know", async () => {
    store({ uid: "uid-1", stsTokenManager: { accessToken: 7, expirationTime: now + 3_600_000 } });
    expect(await currentIdToken()).toBeNull();
  });

  it("lends our API the stored token from the start, while it is fresh; a visitor sends none", async () => {
    expect(await currentIdToken()).toBeNull();
    store(session(Date.now() + TOKEN_REFRESH_MARGIN_MS + 60_000));
    expect(await currentIdToken()).toBe("id-token");
  });
});
