import { Link } from "react-router";
import { paths } from "~/config/paths";

/**
 * The spec's terms checkbox label, "Accept Terms and Conditions", whose last words open the terms
 * (issue 25 §8): a person can read what they accept. The checkbox's name stays the spec's text.
 */
export function TermsLabel() {
  return (
    <>
      Accept{" "}
      <Link
        to={paths.terms()}
        className="font-semibold text-amber-900 underline underline-offset-2 hover:text-amber-950"
      >
        Terms and Conditions
      </Link>
    </>
  );
}
