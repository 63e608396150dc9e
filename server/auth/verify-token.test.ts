// @vitest-environment node
import { afterAll, describe, expect, it } from "vitest";
import { firebaseTokenVerifier, InvalidTokenError } from "./verify-token";

// Without FIREBASE_AUTH_EMULATOR_HOST (production), an unsigned token such as the emulator's —
// or any token whose signature is not Google's — is refused before anything else.
describe("firebaseTokenVerifier outside the emulator", () => {
  delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const verifier = firebaseTokenVerifier({ projectId: "demo-petbox" });
  afterAll(() => verifier.close());

  it("refuses an unsigned (alg none) token", async () => {
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const now = Math.floor(Date.now() / 1000);
    const token = `${part({ alg: "none", typ: "JWT" })}.${part({
      iss: "https://securetoken.google.com/demo-petbox",
      aud: "demo-petbox",
      auth_time: now,
      user_id: "u1",
      sub: "u1",
      iat: now,
      exp: now + 3600,
    })}.`;
    await expect(verifier.verify(token)).rejects.toBeInstanceOf(InvalidTokenError);
  });
});
