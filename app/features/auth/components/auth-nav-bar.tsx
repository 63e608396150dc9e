import { useEffect, type ReactNode } from "react";
import { NavBar } from "~/components/layout/nav-bar";
import { Alert } from "~/components/ui/alert";
import { lazyWithRetry, useLazyModule } from "~/lib/lazy-with-retry";
import { useAuth } from "../auth-provider";
import { useSignOut } from "../use-sign-out";

// The spec's 'Logged out!' dialog (§4) loads when a sign-out starts, or when the session ends
// elsewhere: a page nobody signs out of carries no dialog code (decision 277).
const dialogModule = lazyWithRetry(() => import("~/components/ui/dialog"));

const SIGNED_OUT = "You have been signed out successfully.";

/** The navigation bar wired to the session, with the spec's sign-out dialog (§4). */
export function AuthNavBar({ cart }: { cart?: ReactNode }) {
  const { user, initialized, notice, signedOut, store } = useAuth();
  const { signOut, signingOut } = useSignOut();
  const dialog = useLazyModule(dialogModule);
  const acknowledge = () => store.setSignedOut(false);
  const { load } = dialog;
  useEffect(() => {
    if (signingOut || signedOut) load();
  }, [signingOut, signedOut, load]);
  const Dialog = dialog.module?.Dialog;

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
      {Dialog ? (
        <Dialog
          open={signedOut}
          tone="success"
          title="Logged out!"
          actionLabel="Okay"
          onAction={acknowledge}
          onDismiss={acknowledge}
        >
          {SIGNED_OUT}
        </Dialog>
      ) : signedOut && dialog.failed ? (
        // The dialog's code could not be fetched: the message is said all the same.
        <div className="mx-auto max-w-7xl px-4 pt-3">
          <Alert tone="success">{SIGNED_OUT}</Alert>
        </div>
      ) : null}
    </>
  );
}
