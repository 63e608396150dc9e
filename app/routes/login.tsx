import { Link, useSearchParams } from "react-router";
import { Page } from "~/components/layout/page";
import { paths } from "~/config/paths";
import { LoginForm } from "~/features/auth/components/login-form";
import { routeMeta } from "~/lib/page-title";

export const meta = routeMeta(
  "login",
  "Sign in to PetBox to see your boxes, the makers' blog and your profile.",
);

export default function LoginScreen() {
  const [searchParams] = useSearchParams();
  return (
    <Page
      title="Welcome back"
      lead="Sign in to see your boxes, the makers' blog and your profile."
      width="max-w-md"
    >
      <LoginForm />
      <p className="mt-8 text-center text-stone-700">
        New to PetBox?{" "}
        <Link
          to={{ pathname: paths.register(), search: searchParams.toString() }}
          className="font-semibold text-amber-900 underline"
        >
          Create an account
        </Link>
      </p>
    </Page>
  );
}
