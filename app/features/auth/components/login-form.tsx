import { useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button, PlainButton } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { CheckboxField, Field } from "~/components/ui/field";
import { paths, safeRedirectPath } from "~/config/paths";
import { useForm } from "~/lib/use-form";
import { sendPasswordReset } from "../api/send-password-reset";
import { signInWithEmail } from "../api/sign-in-with-email";
import { loginErrorMessage, toAuthFailure } from "../auth-errors";
import { useAuth } from "../auth-provider";
import { forgotPasswordSchema, loginSchema } from "../schemas";
import { PasswordField } from "./password-field";
import { SignedInPanel } from "./signed-in-panel";
import { SocialSignIn } from "./social-sign-in";
import { TermsLabel } from "./terms-label";

/** Set by the registration screen when it moves on to /login (spec §4). */
export interface LoginLocationState {
  accountReady?: boolean;
}

export function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirectPath(searchParams.get("redirectTo"));
  const { user } = useAuth();
  const [socialStarted, setSocialStarted] = useState(false);

  const form = useForm({
    schema: loginSchema,
    submit: ({ email, password }) => signInWithEmail(email, password),
    failure: (error) => loginErrorMessage(toAuthFailure(error).code),
  });
  const forgotPassword = form.submitAs("forgot", {
    schema: forgotPasswordSchema,
    async submit({ email }) {
      await sendPasswordReset(email);
      navigate(paths.resetPassword());
    },
    failure(error) {
      console.warn("Password reset e-mail failed", error);
      return "oapss sorry!!";
    },
  });
  const { state } = form;
  const signedIn = state.status === "done" && state.intent === "submit";

  // Someone already signed in sees who, not an empty form; a sign-in started here goes on.
  if (user && !signedIn && !form.pending && !socialStarted) {
    const accountReady = (location.state as LoginLocationState | null)?.accountReady === true;
    return <SignedInPanel user={user} continueTo={redirectTo} accountReady={accountReady} />;
  }

  return (
    <div className="flex flex-col gap-8">
      <form {...form.props} className="flex flex-col gap-5">
        {signedIn ? <Alert tone="success">User has sign in successfully</Alert> : null}
        <Field label="Email" type="email" autoComplete="email" {...form.field("email")} />
        <div className="flex flex-col gap-1.5">
          <PasswordField
            label="Password"
            autoComplete="current-password"
            {...form.field("password")}
          />
          <PlainButton
            onClick={forgotPassword}
            disabled={form.pending}
            className="self-end rounded text-sm font-semibold text-amber-900 underline underline-offset-2 hover:text-amber-950 focus-visible:outline-3 focus-visible:outline-amber-700 disabled:opacity-60"
          >
            Forgot password?
          </PlainButton>
        </div>
        <CheckboxField label={<TermsLabel />} {...form.field("termsAccepted")} />
        {state.status === "failed" && state.intent === "submit" ? (
          <Alert tone="error">{state.message}</Alert>
        ) : null}
        <Button type="submit" disabled={form.pending}>
          {form.pendingIntent === "submit" ? "Signing in…" : "Login"}
        </Button>
      </form>
      <SocialSignIn
        onStart={() => setSocialStarted(true)}
        onNotSignedIn={() => setSocialStarted(false)}
        onSignedIn={() => navigate(redirectTo, { replace: true })}
      />
      <Dialog
        open={signedIn}
        tone="success"
        title="Login Successful!"
        actionLabel="Continue"
        onAction={() => navigate(redirectTo, { replace: true })}
      >
        You have logged in successfully
      </Dialog>
      <Dialog
        open={state.status === "failed" && state.intent === "forgot"}
        tone="error"
        title="Oops..."
        actionLabel="OK"
        onAction={form.clear}
        onDismiss={form.clear}
      >
        {state.status === "failed" ? state.message : null}
      </Dialog>
    </div>
  );
}
