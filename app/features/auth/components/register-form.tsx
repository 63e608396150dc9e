import { useNavigate, useSearchParams } from "react-router";
import { FormAlert } from "~/components/forms/form-alert";
import { SubmitButton } from "~/components/forms/submit-button";
import { Dialog } from "~/components/ui/dialog";
import { CheckboxField, Field } from "~/components/ui/field";
import { paths, safeRedirectPath } from "~/config/paths";
import { useForm } from "~/lib/use-form";
import { createAccount } from "../api/create-account";
import { registerErrorMessage, toAuthFailure } from "../auth-errors";
import { useAuth } from "../auth-provider";
import { registerSchema } from "../schemas";
import type { LoginLocationState } from "./login-form";
import { PasswordField } from "./password-field";
import { SignedInPanel } from "./signed-in-panel";
import { SocialSignIn } from "./social-sign-in";
import { TermsLabel } from "./terms-label";

export function RegisterForm() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Where the visitor was going when sent to sign in (a box page, checkout): kept through the
  // move to /login, whose Continue goes there.
  const redirectTo = safeRedirectPath(searchParams.get("redirectTo"));
  const { user, store } = useAuth();
  const form = useForm({
    schema: registerSchema,
    async submit(values) {
      const created = await createAccount(values);
      // The service does not report a profile change as a new sign-in: tell the store.
      store.endProfileUpdate(created);
    },
    failure(error) {
      const { code } = toAuthFailure(error);
      console.warn("Registration failed", code);
      return registerErrorMessage(code);
    },
  });
  const { state } = form;
  const registered = state.status === "done";

  // Someone already signed in sees who, not an empty form; a registration under way goes on.
  if (user && !registered && !form.pending) {
    return <SignedInPanel user={user} continueTo={redirectTo} />;
  }

  return (
    <div className="flex flex-col gap-8">
      <form {...form.props} className="flex flex-col gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label="First name"
            autoComplete="given-name"
            required
            {...form.field("firstName")}
          />
          <Field
            label="Last name"
            autoComplete="family-name"
            required
            {...form.field("lastName")}
          />
        </div>
        <Field
          label="Photo URL"
          type="url"
          inputMode="url"
          required
          placeholder="https://…"
          {...form.field("photoURL")}
        />
        <Field label="Email" type="email" autoComplete="email" required {...form.field("email")} />
        <PasswordField label="Password" autoComplete="new-password" {...form.field("password")} />
        <CheckboxField label={<TermsLabel />} {...form.field("termsAccepted")} />
        <FormAlert state={state} />
        <SubmitButton pending={form.pending} pendingLabel="Creating your account…">
          SIGN UP
        </SubmitButton>
      </form>
      <SocialSignIn onSignedIn={() => navigate(redirectTo, { replace: true })} />
      <Dialog
        open={registered}
        tone="success"
        title="Registration Successful!"
        actionLabel="Continue"
        onAction={() =>
          // Spec §4: on to /login, which then says the account is ready and goes on from there.
          navigate(paths.login(redirectTo), {
            replace: true,
            state: { accountReady: true } satisfies LoginLocationState,
          })
        }
      >
        Your account has been created successfully
      </Dialog>
    </div>
  );
}
