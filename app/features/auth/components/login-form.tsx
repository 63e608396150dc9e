import { useState, type FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { TextField } from "~/components/ui/field";
import { safeRedirectPath } from "~/config/paths";
import { signInWithEmail } from "../api/sign-in-with-email";

export function LoginForm() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirectPath(searchParams.get("redirectTo"));
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [succeeded, setSucceeded] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError(null);
    setPending(true);
    try {
      await signInWithEmail(String(form.get("email") ?? ""), String(form.get("password") ?? ""));
      setSucceeded(true);
    } catch {
      setError("Incorrect Password. Please try again !");
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {succeeded ? <Alert tone="success">User has sign in successfully</Alert> : null}
      <TextField label="Email" name="email" type="email" autoComplete="email" required />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
      />
      <div aria-live="polite">
        {error ? <p className="text-sm font-medium text-red-700">{error}</p> : null}
      </div>
      <Button type="submit" disabled={pending}>
        Login
      </Button>
      <Dialog
        open={succeeded}
        tone="success"
        title="Login Successful!"
        actionLabel="Continue"
        onAction={() => navigate(redirectTo, { replace: true })}
      >
        You have logged in successfully
      </Dialog>
    </form>
  );
}
