import { useId, useRef, useState, type FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button, PlainButton } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { CheckboxField, TextField } from "~/components/ui/field";
import { paths, safeRedirectPath } from "~/config/paths";
import { sendPasswordReset } from "../api/send-password-reset";
import { signInWithEmail } from "../api/sign-in-with-email";
import { loginErrorMessage, toAuthFailure } from "../auth-errors";
import { fieldErrors, loginSchema } from "../schemas";
import { FormError } from "./form-error";
import { PasswordField } from "./password-field";
import { SocialSignIn } from "./social-sign-in";

export const FORGOT_NO_EMAIL = "Please enter your email first !";

type Problem = { field: "email" | "password" | "termsAccepted" | null; message: string };

export function LoginForm() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirectPath(searchParams.get("redirectTo"));
  const errorId = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const termsRef = useRef<HTMLInputElement>(null);

  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [pending, setPending] = useState<"login" | "reset" | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const [resetFailed, setResetFailed] = useState(false);

  const refs = { email: emailRef, password: passwordRef, termsAccepted: termsRef };
  const invalid = (field: Problem["field"]) =>
    problem?.field === field ? { "aria-invalid": true, "aria-describedby": errorId } : {};

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    const parsed = loginSchema.safeParse({ email, password, termsAccepted });
    if (!parsed.success) {
      const [field, message] = Object.entries(fieldErrors(parsed.error))[0] ?? [];
      const known = field === "password" || field === "termsAccepted" ? field : null;
      setProblem({ field: known, message: message ?? "" });
      if (known) refs[known].current?.focus();
      return;
    }
    setPending("login");
    try {
      await signInWithEmail(parsed.data.email, parsed.data.password);
      setSucceeded(true);
    } catch (error) {
      setProblem({ field: null, message: loginErrorMessage(toAuthFailure(error).code) });
    } finally {
      setPending(null);
    }
  }

  async function onForgotPassword() {
    setProblem(null);
    if (!email.trim()) {
      setProblem({ field: "email", message: FORGOT_NO_EMAIL });
      emailRef.current?.focus();
      return;
    }
    setPending("reset");
    try {
      await sendPasswordReset(email);
      navigate(paths.resetPassword());
    } catch (error) {
      console.warn("Password reset e-mail failed", error);
      setResetFailed(true);
    } finally {
      setPending(null);
    }
  }

  return (
    <div className="flex flex-col gap-8">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {succeeded ? <Alert tone="success">User has sign in successfully</Alert> : null}
        <TextField
          ref={emailRef}
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          {...invalid("email")}
        />
        <div className="flex flex-col gap-1.5">
          <PasswordField
            ref={passwordRef}
            label="Password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            {...invalid("password")}
          />
          <PlainButton
            type="button"
            onClick={onForgotPassword}
            disabled={pending !== null}
            className="self-end rounded text-sm font-semibold text-amber-900 underline underline-offset-2 hover:text-amber-950 focus-visible:outline-3 focus-visible:outline-amber-700 disabled:opacity-60"
          >
            Forgot password?
          </PlainButton>
        </div>
        <CheckboxField
          ref={termsRef}
          label="Accept Terms and Conditions"
          name="terms"
          checked={termsAccepted}
          onChange={(event) => setTermsAccepted(event.target.checked)}
          {...invalid("termsAccepted")}
        />
        <FormError id={errorId} message={problem?.message ?? null} />
        <Button type="submit" disabled={pending !== null}>
          {pending === "login" ? "Signing in…" : "Login"}
        </Button>
      </form>
      <SocialSignIn onSignedIn={() => navigate(paths.home(), { replace: true })} />
      <Dialog
        open={succeeded}
        tone="success"
        title="Login Successful!"
        actionLabel="Continue"
        onAction={() => navigate(redirectTo, { replace: true })}
      >
        You have logged in successfully
      </Dialog>
      <Dialog
        open={resetFailed}
        tone="error"
        title="Oops..."
        actionLabel="OK"
        onAction={() => setResetFailed(false)}
        onDismiss={() => setResetFailed(false)}
      >
        oapss sorry!!
      </Dialog>
    </div>
  );
}
