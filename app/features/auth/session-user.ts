/** The signed-in user as the app sees it; components never see the SDK's User object. */
export interface SessionUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  emailVerified: boolean;
}

/** Spec §2: protected screens need a signed-in user that has an e-mail. */
export function hasEmail(user: SessionUser | null): user is SessionUser & { email: string } {
  return Boolean(user?.email);
}
