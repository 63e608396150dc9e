// Accounts on the cluster run's Auth Emulator (./global-setup.ts), through its REST API.
import { inject } from "vitest";
import { emulatorSignUp } from "../../lib/emulator-account";
import { waitForHttp } from "../../lib/services";

export interface Account {
  uid: string;
  idToken: string;
}

/** Waits for the emulator, then sets FIREBASE_AUTH_EMULATOR_HOST for the servers started after. */
export async function emulatorReady(): Promise<string> {
  const host = inject("emulatorHost");
  await waitForHttp(`http://${host}/`, { timeoutMs: 150_000 });
  process.env.FIREBASE_AUTH_EMULATOR_HOST = host;
  return host;
}

export async function signUp(host: string): Promise<Account> {
  const { uid, idToken } = await emulatorSignUp(
    `http://${host}/identitytoolkit.googleapis.com/v1`,
    {
      email: `cluster-${crypto.randomUUID()}@example.com`,
      password: "Kibble123",
    },
  );
  return { uid, idToken };
}
