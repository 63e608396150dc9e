import { Link } from "react-router";
import { Page } from "~/components/layout/page";
import { paths } from "~/config/paths";
import { ResetPasswordForm } from "~/features/auth/components/reset-password-form";
import { routeMeta } from "~/lib/page-title";

export const meta = routeMeta("resetPassword", "Reset your PetBox password: we e-mail you a link.");

export default function ResetPasswordScreen() {
  return (
    <Page
      title="Please Reset your Password !"
      lead="We will e-mail you a reset link."
      width="max-w-md"
    >
      <ResetPasswordForm />
      <p className="mt-8 text-center text-stone-700">
        Remembered it?{" "}
        <Link to={paths.login()} className="font-semibold text-amber-900 underline">
          Back to sign in
        </Link>
      </p>
    </Page>
  );
}
