import { useId, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { TextField } from "~/components/ui/field";
import { paths } from "~/config/paths";
import { sendPasswordReset } from "../api/send-password-reset";
import { RESET_MESSAGES, resetErrorMessage, toAuthFailure } from "../auth-errors";
import { fieldErrors, resetSchema } from "../schemas";
import { FormError } from "./form-error";

/** /resetpassword (spec §4, §5, §8): sends the reset link, confirms, then goes to /login. */
export function ResetPasswordForm() {
  const navigate = useNavigate();
  const errorId = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setSent(false);
    const parsed = resetSchema.safeParse({ email });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).email ?? null);
      emailRef.current?.focus();
      return;
    }
    setPending(true);
    try {
      await sendPasswordReset(parsed.data.email);
      setSent(true);
    } catch (failure) {
      console.warn("Password reset e-mail failed", failure);
      setError(resetErrorMessage(toAuthFailure(failure).code));
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <TextField
        ref={emailRef}
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        {...(error ? { "aria-invalid": true, "aria-describedby": errorId } : {})}
      />
      <FormError id={errorId} message={error} />
      {sent ? <Alert tone="success">{RESET_MESSAGES.sent}</Alert> : null}
      <Button type="submit" disabled={pending}>
        {pending ? "Sending…" : "Reset Password"}
      </Button>
      <Dialog
        open={sent}
        tone="success"
        title="Check your inbox"
        actionLabel="Continue"
        onAction={() => navigate(paths.login(), { replace: true })}
      >
        We sent a link to {email.trim()}. Open it to choose a new password, then sign in.
      </Dialog>
    </form>
  );
}
