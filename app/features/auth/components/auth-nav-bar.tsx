import type { ReactNode } from "react";
import { NavBar } from "~/components/layout/nav-bar";
import { Alert } from "~/components/ui/alert";
import { Dialog } from "~/components/ui/dialog";
import { useAuth } from "../auth-provider";
import { useSignOut } from "../use-sign-out";

/** The navigation bar wired to the session, with the spec's sign-out dialog (§4). */
export function AuthNavBar({ cart }: { cart?: ReactNode }) {
  const { user, initialized, notice, signedOut, store } = useAuth();
  const { signOut, signingOut } = useSignOut();
  const acknowledge = () => store.setSignedOut(false);

  return (
    <>
      <NavBar
        session={user}
        checking={!initialized}
        onSignOut={() => void signOut()}
        signingOut={signingOut}
        cart={cart}
      />
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
        onAction={acknowledge}
        onDismiss={acknowledge}
      >
        You have been signed out successfully.
      </Dialog>
    </>
  );
}
