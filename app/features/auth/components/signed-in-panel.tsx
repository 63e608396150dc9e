import { Alert } from "~/components/ui/alert";
import { Avatar } from "~/components/ui/avatar";
import { Button, ButtonLink } from "~/components/ui/button";
import type { SessionUser } from "../session-user";
import { useSignOut } from "../use-sign-out";

/**
 * What /login and /register show to someone already signed in (issue 11): who it is, Continue to
 * where they were going, and Sign out. Right after registering, it says the account is ready.
 */
export function SignedInPanel({
  user,
  continueTo,
  accountReady = false,
}: {
  user: SessionUser;
  continueTo: string;
  accountReady?: boolean;
}) {
  const { signOut, signingOut } = useSignOut();
  return (
    <section
      aria-labelledby="signed-in-as"
      className="flex flex-col gap-5 rounded-3xl border border-amber-200 bg-white p-6 shadow-sm"
    >
      {accountReady ? (
        <Alert tone="success">
          Your account is ready. You are signed in and can start right away.
        </Alert>
      ) : null}
      <div className="flex min-w-0 items-center gap-4">
        <Avatar src={user.photoURL} alt="" size={56} />
        <div className="min-w-0">
          <h2 id="signed-in-as" className="text-lg font-bold text-stone-900">
            You are signed in
          </h2>
          <p className="wrap-anywhere text-stone-700" data-testid="signed-in-as">
            {user.displayName ? `${user.displayName} · ${user.email ?? ""}` : user.email}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to={continueTo}>Continue</ButtonLink>
        <Button variant="secondary" disabled={signingOut} onClick={() => void signOut()}>
          Sign out
        </Button>
      </div>
    </section>
  );
}
