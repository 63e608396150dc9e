import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { paths } from "~/config/paths";

/**
 * /forgetpassword: the spec's small e-mail join form "with no behaviour". It calls no service;
 * pressing the button only points to the page that does send reset links (docs/decisions/013).
 */
export function ForgetPasswordForm() {
  const [pressed, setPressed] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPressed(true);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <div className="flex-1">
          <TextField label="Email" name="email" type="email" autoComplete="email" />
        </div>
        <Button type="submit">Join</Button>
      </div>
      <div aria-live="polite">
        {pressed ? (
          <Alert tone="info">
            Nothing was sent from this form. To get a password reset link, use the{" "}
            <Link to={paths.resetPassword()} className="font-semibold underline">
              reset password page
            </Link>
            .
          </Alert>
        ) : null}
      </div>
    </form>
  );
}
