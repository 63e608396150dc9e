import { Page } from "~/components/layout/page";
import { ForgetPasswordForm } from "~/features/auth/components/forget-password-form";
import { routeMeta } from "~/lib/page-title";

export const meta = routeMeta(
  "forgetPassword",
  "Forgot your PetBox password? Get back into your account.",
);

export default function ForgetPasswordScreen() {
  return (
    <Page title="Forgot password" lead="Enter your e-mail." width="max-w-xl">
      <ForgetPasswordForm />
    </Page>
  );
}
