import { useState, type ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { findBox } from "@shared/find-box";
import { Page } from "~/components/layout/page";
import { Resolve } from "~/components/ui/load-state";
import { paths, safeRedirectPath } from "~/config/paths";
import { LoginForm } from "~/features/auth/components/login-form";
import { boxReason, loginReason } from "~/features/auth/login-reason";
import { getCatalogue } from "~/features/catalogue/api/get-catalogue";
import { routeMeta } from "~/lib/page-title";
import { useHydrated } from "~/lib/use-hydrated";

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
      <WhySignIn redirectTo={safeRedirectPath(searchParams.get("redirectTo"))} />
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
      <p className="mt-3 text-center text-stone-700">
        Questions about shipping, skipping or cancelling?{" "}
        <Link to={paths.help()} className="font-semibold text-amber-900 underline">
          Read our help
        </Link>
      </p>
    </Page>
  );
}

/**
 * Why the visitor was sent here (issue 25 §8): the page they asked for, in words, a box page by
 * its box's name. Said once hydrated, as the prerendered page cannot know the address's query.
 */
function WhySignIn({ redirectTo }: { redirectTo: string }) {
  const hydrated = useHydrated();
  const reason = hydrated ? loginReason(redirectTo) : null;
  if (!reason) return null;
  return reason.boxId ? (
    <BoxReason boxId={reason.boxId} sentence={reason.sentence} />
  ) : (
    <Reason>{reason.sentence}</Reason>
  );
}

function BoxReason({ boxId, sentence }: { boxId: string; sentence: string }) {
  const [catalogue] = useState(() => getCatalogue());
  const general = <Reason>{sentence}</Reason>;
  return (
    <Resolve data={catalogue} fallback={general} failure={() => general}>
      {(boxes) => {
        const box = findBox(boxes, boxId);
        return <Reason>{box ? boxReason(box.name) : sentence}</Reason>;
      }}
    </Resolve>
  );
}

function Reason({ children }: { children: ReactNode }) {
  return (
    <p
      data-testid="login-reason"
      className="mb-6 rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3 font-semibold text-stone-800"
    >
      {children}
    </p>
  );
}
