import { Link } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { paths } from "~/config/paths";
import { useForm } from "~/lib/use-form";
import { joinSchema } from "../schemas";

/**
 * /forgetpassword: the spec's small e-mail join form "with no behaviour". It calls no service;
 * pressing the button only points to the page that does send reset links (docs/decisions/013).
 */
export function ForgetPasswordForm() {
  const form = useForm({ schema: joinSchema, submit: async () => {} });
  return (
    <form {...form.props} className="flex flex-col gap-4">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <Field label="Email" name="email" type="email" autoComplete="email" />
        </div>
        <Button type="submit">Join</Button>
      </div>
      <div aria-live="polite">
        {form.state.status === "done" ? (
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
