import { useState } from "react";
import { NavBar } from "~/components/layout/nav-bar";
import { Alert } from "~/components/ui/alert";
import { Dialog } from "~/components/ui/dialog";
import { signOutUser } from "../api/sign-out";
import { useAuth } from "../auth-provider";

/** The navigation bar wired to the session, with the spec's sign-out dialog (§4). */
export function AuthNavBar() {
  const { user, notice } = useAuth();
  const [signingOut, setSigningOut] = useState(false);
  const [signedOut, setSignedOut] = useState(false);

  async function onSignOut() {
    setSigningOut(true);
    try {
      await signOutUser();
      setSignedOut(true);
    } catch (error) {
      // Spec §8: a sign-out failure is only logged.
      console.warn("Sign-out failed", error);
    } finally {
      setSigningOut(false);
    }
  }

  return (
    <>
      <NavBar session={user} onSignOut={onSignOut} signingOut={signingOut} />
      {notice ? (
        <div className="mx-auto max-w-7xl px-4 pt-3">
          <Alert>{notice}</Alert>
        </div>
      ) : null}
      <Dialog
        open={signedOut}
        tone="success"
        title="Logged out!"
        actionLabel="Okay"
        onAction={() => setSignedOut(false)}
        onDismiss={() => setSignedOut(false)}
      >
        You have been signed out successfully.
      </Dialog>
    </>
  );
}
