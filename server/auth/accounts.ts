import { randomUUID } from "node:crypto";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import type { StaffRole } from "../../shared/api/admin/staff";
import { AuthUnavailableError } from "./verify-token";

/** The shop's accounts, looked up by e-mail: staff are added by the address they sign in with. */
export interface AccountDirectory {
  /** The account signing in with `email`, or null if there is none. */
  findByEmail(email: string): Promise<{ uid: string; email: string } | null>;
  /**
   * Sets the account's `staffRole` custom claim (null: removes it), keeping its other claims. A
   * hint for the UI only (decision 241): the staff table decides access.
   */
  setStaffRole(uid: string, role: StaffRole | null): Promise<void>;
  close(): Promise<void>;
}

// As verify-token.ts: codes that mean "we could not ask", not "there is no such account".
const unavailableCodes = new Set([
  "app/network-error",
  "app/network-timeout",
  "app/invalid-credential",
  "auth/internal-error",
  "auth/insufficient-permission",
]);

/** firebase-admin's getUserByEmail (the Auth Emulator's with FIREBASE_AUTH_EMULATOR_HOST). */
export function firebaseAccounts({ projectId }: { projectId: string }): AccountDirectory {
  const app = initializeApp({ projectId }, `petbox-accounts-${randomUUID()}`);
  const auth = getAuth(app);
  return {
    async findByEmail(email) {
      try {
        const account = await auth.getUserByEmail(email);
        return { uid: account.uid, email: account.email ?? email };
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (code === "auth/user-not-found" || code === "auth/invalid-email") return null;
        if (typeof code === "string" && unavailableCodes.has(code)) {
          throw new AuthUnavailableError("The identity service is unavailable.", { cause: error });
        }
        throw error;
      }
    },
    async setStaffRole(uid, role) {
      const { customClaims } = await auth.getUser(uid);
      const { staffRole: _old, ...others } = customClaims ?? {};
      await auth.setCustomUserClaims(uid, role ? { ...others, staffRole: role } : others);
    },
    close: () => deleteApp(app),
  };
}
