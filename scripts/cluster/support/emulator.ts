// Accounts on the cluster run's Auth Emulator (./global-setup.ts), through its REST API.
import { inject } from "vitest";
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
  const answer = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        email: `cluster-${crypto.randomUUID()}@example.com`,
        password: "Kibble123",
        returnSecureToken: true,
      }),
    },
  );
  if (!answer.ok) throw new Error(`emulator signUp answered ${answer.status}`);
  const { localId, idToken } = (await answer.json()) as { localId: string; idToken: string };
  return { uid: localId, idToken };
}
