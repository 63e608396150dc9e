import { Link, useSearchParams } from "react-router";
import { Page } from "~/components/layout/page";
import { paths } from "~/config/paths";
import { RegisterForm } from "~/features/auth/components/register-form";
import { routeMeta } from "~/lib/page-title";

export const meta = routeMeta(
  "register",
  "Create your PetBox account and start a monthly box for your cat or dog.",
);

export default function RegisterScreen() {
  const [searchParams] = useSearchParams();
  return (
    <Page title="Create an account" lead="Join PetBox in a minute." width="max-w-xl">
      <RegisterForm />
      <p className="mt-8 text-center text-stone-700">
        Already have an account?{" "}
        <Link
          to={{ pathname: paths.login(), search: searchParams.toString() }}
          className="font-semibold text-amber-900 underline"
        >
          Sign in
        </Link>
      </p>
    </Page>
  );
}
