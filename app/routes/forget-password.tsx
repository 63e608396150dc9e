import { Page } from "~/components/layout/page";
import { ForgetPasswordForm } from "~/features/auth/components/forget-password-form";
import { pageTitle } from "~/lib/page-title";

export const meta = () => [{ title: pageTitle("Forgot password") }];

export default function ForgetPasswordScreen() {
  return (
    <Page title="Forgot password" lead="Enter your e-mail." width="max-w-xl">
      <ForgetPasswordForm />
    </Page>
  );
}
