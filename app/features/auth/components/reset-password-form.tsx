import { useNavigate } from "react-router";
import { FormAlert } from "~/components/forms/form-alert";
import { SubmitButton } from "~/components/forms/submit-button";
import { Alert } from "~/components/ui/alert";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { paths } from "~/config/paths";
import { useForm } from "~/lib/use-form";
import { sendPasswordReset } from "../api/send-password-reset";
import { RESET_MESSAGES, resetErrorMessage, toAuthFailure } from "../auth-errors";
import { resetSchema } from "../schemas";

/** /resetpassword (spec §4, §5, §8): sends the reset link, confirms, then goes to /login. */
export function ResetPasswordForm() {
  const navigate = useNavigate();
  const form = useForm({
    schema: resetSchema,
    async submit({ email }) {
      await sendPasswordReset(email);
      return email;
    },
    failure(error) {
      console.warn("Password reset e-mail failed", error);
      return resetErrorMessage(toAuthFailure(error).code);
    },
  });
  const { state } = form;

  return (
    <form {...form.props} className="flex flex-col gap-5">
      <Field label="Email" type="email" autoComplete="email" {...form.field("email")} />
      <FormAlert state={state} />
      {state.status === "done" ? <Alert tone="success">{RESET_MESSAGES.sent}</Alert> : null}
      <SubmitButton pending={form.pending} pendingLabel="Sending…">
        Reset Password
      </SubmitButton>
      <Dialog
        open={state.status === "done"}
        tone="success"
        title="Check your inbox"
        actionLabel="Continue"
        onAction={() => navigate(paths.login(), { replace: true })}
      >
        We sent a link to {state.status === "done" ? state.result : ""}. Open it to choose a new
        password, then sign in.
      </Dialog>
    </form>
  );
}
